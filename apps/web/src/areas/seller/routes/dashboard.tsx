// The seller area's first screen (spec §3: sales of this month, last month and in total), what
// waits for the seller or for an operator with a link to each, the products running low, and 30
// days of daily sales. The figures come from one call and show at once; the chart's code follows.
import { LOW_STOCK_UNITS } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { lowStockQuery, sellerDashboardQuery } from '../../../features/seller-dashboard/api.ts';
import { DailySales } from '../../../features/seller-dashboard/daily-sales.tsx';
import { SalesFigures, Waiting, type WaitingItem } from '../../../features/seller-dashboard/figures.tsx';
import { SuspensionNote } from '../../../features/seller-products/moderation-note.tsx';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

function LowStock({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const low = useQuery(lowStockQuery(sellerId));
  const items = low.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section className="dash-section" aria-labelledby="dash-low">
      <h2 id="dash-low">{t('seller.dashboard.lowStockTitle', { units: LOW_STOCK_UNITS })}</h2>
      <ul className="card dash-low">
        {items.map((p) => (
          <li key={p.id}>
            <Link to={sellerPaths.product(p.id)}>{p.name}</Link>
            <span className="muted">{t('seller.dashboard.units', { n: p.stock })}</span>
            <Link to={`${sellerPaths.stock()}?product=${p.id}`} className="btn btn-outline btn-small">
              {t('seller.dashboard.askStock')}
              <span className="visually-hidden">: {p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SellerDashboard() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  useSellerTitle(t('seller.dashboard.title'));
  const dash = useQuery({ ...sellerDashboardQuery(sellerId), staleTime: 0 });
  const d = dash.data;
  const waiting: WaitingItem[] = d
    ? [
        { key: 'ordersToShip', count: d.orders_to_ship, to: sellerPaths.orders('to_ship') },
        { key: 'productsAwaiting', count: d.products_awaiting, to: `${sellerPaths.products()}?status=pending` },
        { key: 'stockInAwaiting', count: d.stock_in_awaiting, to: `${sellerPaths.stock()}?status=pending` },
        { key: 'lowStock', count: d.low_stock, to: `${sellerPaths.products()}?low=1` },
        { key: 'unreadNotices', count: d.unread_notices, to: sellerPaths.notices() },
      ]
    : [];
  return (
    <div className="page seller-page dash">
      <h1>{t('seller.dashboard.title')}</h1>
      {dash.isError ? (
        <ErrorState onRetry={() => void dash.refetch()} />
      ) : !d ? (
        <LineSkeleton lines={6} />
      ) : (
        <>
          <SuspensionNote suspension={d.suspension} />
          <SalesFigures sales={d.sales} earningsTo={sellerPaths.money()} />
          <Waiting items={waiting} />
          <LowStock sellerId={sellerId} />
          <DailySales daily={d.daily} />
        </>
      )}
    </div>
  );
}
