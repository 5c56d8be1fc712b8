// The shop's flash-deal enrolments (issue 16): each with its campaign and dates, the deal price
// against the price, the units sold of those offered and its state (a rejection with the operator's
// reason); a pending one can be withdrawn. And the form to enrol a product in an open campaign.
import type { Enrolment } from '@polymart/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { enrolmentsChanged, enrolmentsQuery, PAGE_SIZE, withdraw } from '../../../features/flash/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { failureText } from '../../../lib/form-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { showToast } from '../../../lib/toast.ts';
import { EnrolForm } from '../enrol-form.tsx';
import { useSellerTitle } from '../title.ts';
import '../../../styles/flash.css';

function EnrolmentRow({ e }: { e: Enrolment }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () => withdraw(e.id),
    onSuccess: () => enrolmentsChanged(client),
    onError: (err) => showToast(failureText(err, t)),
  });
  return (
    <li className="flash-row" data-testid="enrolment">
      <div>
        <h3>{e.product_name}</h3>
        <p className="small muted">
          {e.campaign_title} · {formatDateTime(e.starts_at, lang)} – {formatDateTime(e.ends_at, lang)}
        </p>
        <p className="small">
          <strong>{format(e.deal_price)}</strong> <s>{format(e.price)}</s> ·{' '}
          {t('flash.soldOf', { sold: e.sold, quantity: e.quantity })}
        </p>
        <p className="small">
          {t(`flash.status.${e.status}`)}
          {e.decision_remark && ` · ${e.decision_remark}`}
        </p>
      </div>
      {e.status === 'pending' && (
        <button type="button" className="btn btn-outline" disabled={run.isPending} onClick={() => run.mutate()}>
          {t('flash.withdraw')}
        </button>
      )}
    </li>
  );
}

export default function SellerFlashDeals() {
  const { t } = useTranslation();
  useSellerTitle(t('flash.sellerTitle'));
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = useQuery(enrolmentsQuery(page));
  return (
    <div className="page seller-page">
      <div className="toolbar">
        <h1>{t('flash.sellerTitle')}</h1>
        {!adding && (
          <button type="button" className="btn" onClick={() => setAdding(true)}>
            {t('flash.enrolTitle')}
          </button>
        )}
      </div>
      {adding && <EnrolForm onDone={() => setAdding(false)} />}
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={4} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('flash.noEnrolments')} />
      ) : (
        <>
          <ul className="flash-list">
            {list.data.items.map((e) => (
              <EnrolmentRow key={e.id} e={e} />
            ))}
          </ul>
          <AdminPager page={page} pages={pageCount(list.data.total, PAGE_SIZE)} onPage={setPage} />
        </>
      )}
    </div>
  );
}
