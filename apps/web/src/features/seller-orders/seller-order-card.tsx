// One order in the seller's list: number (to its detail), state, payment, date, items and total in
// the seller's chosen currency, and the delivery step it is waiting for.
import type { OrderSummary } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLines } from '../../components/order-lines.tsx';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { DeliveryActions } from './delivery-actions.tsx';
import { OrderStatusBadge } from './order-status.tsx';

export function SellerOrderCard({ order, detailTo }: { order: OrderSummary; detailTo: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const _format = usePrice();
  return (
    <li className="card order-card">
      <div className="order-card-head">
        <h2>
          <Link to={detailTo}>{t('orders.number', { id: order.id })}</Link>
        </h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="small muted">
        {order.shop.name} · {formatDateTime(order.date, lang)} · {t(`orders.payment.${order.payment_status}`)} ·{' '}
        {t(`orders.method.${order.payment_method}`)}
      </p>
      <OrderLines order={order} />
      <DeliveryActions order={order} />
    </li>
  );
}
