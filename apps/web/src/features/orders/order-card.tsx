// One order in the purchase history: shop, status, items, total in the buyer's currency, and
// the actions the order allows.
import type { OrderSummary } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLines } from '../../components/order-lines.tsx';
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
  const _format = usePrice();
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
      <OrderLines order={order} />
      <OrderActions order={order} />
    </li>
  );
}
