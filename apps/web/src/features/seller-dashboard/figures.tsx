// The dashboard's numbers: sales in the seller's currency, and what waits, each a link to where it
// is handled (the screen passes the addresses: features know no area's paths).
import type { SellerDashboard } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../../lib/currency.ts';

export function SalesFigures({ sales, earningsTo }: { sales: SellerDashboard['sales']; earningsTo: string }) {
  const { t } = useTranslation();
  const price = usePrice();
  const figures = [
    ['thisMonth', sales.this_month],
    ['lastMonth', sales.last_month],
    ['total', sales.total],
  ] as const;
  return (
    <section className="dash-section" aria-labelledby="dash-sales">
      <h2 id="dash-sales">{t('seller.dashboard.sales')}</h2>
      <ul className="dash-figures">
        {figures.map(([key, amount]) => (
          <li key={key} className="card dash-figure">
            <span className="muted">{t(`seller.dashboard.${key}`)}</span>
            <strong data-testid={`sales-${key}`}>{price(amount)}</strong>
          </li>
        ))}
      </ul>
      <p className="dash-more">
        <Link to={earningsTo} className="dash-more-link">
          {t('seller.dashboard.seeEarnings')}
        </Link>
      </p>
    </section>
  );
}

export interface WaitingItem {
  key: 'ordersToShip' | 'productsAwaiting' | 'stockInAwaiting' | 'lowStock' | 'unreadNotices';
  count: number;
  to: string;
}

export function Waiting({ items }: { items: WaitingItem[] }) {
  const { t } = useTranslation();
  return (
    <section className="dash-section" aria-labelledby="dash-waiting">
      <h2 id="dash-waiting">{t('seller.dashboard.waiting')}</h2>
      <ul className="dash-waiting">
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className={`card dash-count${item.count ? ' dash-count-on' : ''}`}>
              <strong>{item.count}</strong>
              <span>{t(`seller.dashboard.${item.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
