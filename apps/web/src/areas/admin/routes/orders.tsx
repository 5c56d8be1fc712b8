// Every shop's orders (issue 15 §6): filters kept in the address, the list as a table (cards on a
// phone) with page numbers, and the CSV export of exactly those filters.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AdminPager, pageCount } from '../../../components/admin-pager.tsx';
import { DownloadButton } from '../../../components/download-button.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import {
  adminOrdersQuery,
  downloadAdminOrdersCsv,
  FILTER_KEYS,
  filtersOf,
  type OrderFilters,
  PAGE_SIZE,
} from '../../../features/admin-orders/api.ts';
import { OrderFilterForm } from '../../../features/admin-orders/order-filters.tsx';
import { OrderTable } from '../../../features/admin-orders/order-table.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/orders.css';
import '../../../styles/admin-orders.css';

function OrdersPage() {
  const { t } = useTranslation();
  const [params, change] = useUrlParams();
  const filters = filtersOf(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(adminOrdersQuery(filters, page));
  const apply = (next: OrderFilters) =>
    change({ ...Object.fromEntries(FILTER_KEYS.map((k) => [k, next[k]?.trim() || undefined])), page: undefined });
  return (
    <main className="page admin-page admin-orders" id="content">
      <div className="toolbar">
        <h1>{t('admin.orders.title')}</h1>
        <DownloadButton
          label={t('admin.orders.export')}
          done={t('admin.orders.exported')}
          download={() => downloadAdminOrdersCsv(filters)}
        />
      </div>
      <OrderFilterForm key={params.toString()} filters={filters} onApply={apply} />
      <section aria-labelledby="orders-found">
        <h2 id="orders-found" className="admin-found" aria-live="polite">
          {list.data ? t('admin.orders.found', { n: list.data.total }) : t('admin.orders.title')}
        </h2>
        {list.isError ? (
          <ErrorState onRetry={() => void list.refetch()} />
        ) : !list.data ? (
          <LineSkeleton lines={6} />
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t('admin.orders.empty')} />
        ) : (
          <>
            <OrderTable orders={list.data.items} />
            <AdminPager
              page={page}
              pages={pageCount(list.data.total, PAGE_SIZE)}
              onPage={(p) => change({ page: p > 1 ? String(p) : undefined })}
            />
          </>
        )}
      </section>
    </main>
  );
}

export default function AdminOrders() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.orders.title'));
  return (
    <RequirePermission permission="orders">
      <OrdersPage />
    </RequirePermission>
  );
}
