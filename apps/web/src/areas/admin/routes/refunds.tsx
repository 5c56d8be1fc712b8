// Refund requests escalated to the platform (issue 15 §7): the buyer disagreed with the shop's
// answer, so an operator decides last — approve (the wallet is credited, stock returns) or reject,
// with a remark both sides read. Other states can be looked through too.
import { REFUND_STATUSES, type RefundStatus } from '@polymart/contract/refunds';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { adminRefundsQuery, PAGE_SIZE } from '../../../features/admin-moderation/api.ts';
import { AdminRefundCard } from '../../../features/admin-moderation/refund-card.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/orders.css';
import '../../../styles/after-sales.css';
import '../../../styles/admin-orders.css';

function RefundsPage() {
  const { t } = useTranslation();
  const [params, change] = useUrlParams();
  const raw = params.get('status') ?? 'escalated';
  const status = REFUND_STATUSES.includes(raw as RefundStatus) ? (raw as RefundStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminRefundsQuery(status, page));
  return (
    <main className="page admin-page" id="content">
      <h1>{t('admin.refunds.title')}</h1>
      <p className="muted">{t('admin.refunds.intro')}</p>
      <div className="admin-filters card">
        <SelectField
          label={t('admin.refunds.show')}
          name="status"
          value={status ?? 'all'}
          onChange={(e) =>
            change({ status: e.target.value === 'escalated' ? undefined : e.target.value, page: undefined })
          }
        >
          {REFUND_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`refunds.status.${s}`)}
            </option>
          ))}
          <option value="all">{t('admin.refunds.all')}</option>
        </SelectField>
      </div>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t(status === 'escalated' ? 'admin.refunds.emptyEscalated' : 'admin.refunds.empty')} />
      ) : (
        <>
          <ul className="admin-cards" data-testid="admin-refunds">
            {list.data.items.map((r) => (
              <AdminRefundCard key={r.id} refund={r} />
            ))}
          </ul>
          <AdminPager
            page={page}
            pages={pageCount(list.data.total, PAGE_SIZE)}
            onPage={(p) => change({ page: p > 1 ? String(p) : undefined })}
          />
        </>
      )}
    </main>
  );
}

export default function AdminRefunds() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.refunds.title'));
  return (
    <RequirePermission permission="refunds">
      <RefundsPage />
    </RequirePermission>
  );
}
