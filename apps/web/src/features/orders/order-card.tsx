// One order in the purchase history: shop, status, items, total in the buyer's currency, and
// the actions the order allows.
import type { OrderSummary } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../lib/api.ts';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { paths } from '../../lib/paths.ts';
import { OrderActions } from './order-actions.tsx';

export function StatusBadge({ order }: { order: Pick<OrderSummary, 'status'> }) {
  const { t } = useTranslation();
  return <span className={`status status-${order.status}`}>{t(`orders.status.${order.status}`)}</span>;
}

export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  return (
    <li className="card order-card">
      <div className="order-card-head">
        <h2>
          <Link to={paths.order(order.id)}>{t('orders.number', { id: order.id })}</Link>
        </h2>
        <StatusBadge order={order} />
      </div>
      <p className="small muted">
        {order.shop.name} · {formatDateTime(order.date, lang)} · {t(`orders.payment.${order.payment_status}`)}
      </p>
      <ul className="quote-lines">
        {order.items.map((item) => (
          <li key={item.product_id}>
            <img src={imageUrl(item.image)} alt="" width={48} height={48} loading="lazy" />
            <span className="quote-line-name">{item.name}</span>
            <span className="small muted">
              {item.quantity} × {format(item.price)}
            </span>
          </li>
        ))}
      </ul>
      <p className="order-card-total">
        {t('orders.itemsTotal', { count })} <strong className="price-now">{format(order.price)}</strong>
      </p>
      <OrderActions order={order} />
    </li>
  );
}
