// The buyer's tracking view of an order (issue 17): how far it has come (placed, paid, shipped,
// delivered), and once the seller has shipped it the carrier and tracking number they gave
// (seller's ship route: log_sn, arrival_method), with the expected delivery window.
import type { OrderDetail } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { DeliveryWindow } from './delivery-window.tsx';

const SHIPPED = ['shipped', 'in_transit', 'delivered', 'completed'];

export function OrderTracking({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (order.status === 'cancelled') return null;
  const shipped = SHIPPED.includes(order.status);
  const steps: [string, string | null][] = [
    [t('orders.track.placed'), order.date],
    [t('orders.track.paid'), order.pay_time ?? (order.payment_status === 'due' ? order.date : null)],
    [t('orders.track.shipped'), order.deliver_time],
    [t('orders.track.delivered'), order.delivery_time ?? order.success_time],
  ];
  const carrier =
    order.arrival_method || t(`checkout.method.${order.delivery_method}`, { defaultValue: order.delivery_method });
  return (
    <section className="card panel order-tracking" aria-labelledby="order-tracking">
      <h2 id="order-tracking">{t('orders.track.title')}</h2>
      <ol className="track-steps">
        {steps.map(([label, at]) => (
          <li key={label} className={at ? 'track-step track-done' : 'track-step'}>
            <span>{label}</span>
            {at && <span className="small muted">{formatDateTime(at, lang)}</span>}
          </li>
        ))}
      </ol>
      {shipped ? (
        <dl className="facts">
          <div>
            <dt>{t('orders.track.carrier')}</dt>
            <dd>{carrier}</dd>
          </div>
          <div>
            <dt>{t('orders.logSn')}</dt>
            <dd data-testid="tracking-number">{order.log_sn || t('orders.track.noNumber')}</dd>
          </div>
        </dl>
      ) : (
        <p className="muted">{t('orders.track.notShipped')}</p>
      )}
      <DeliveryWindow order={order} />
    </section>
  );
}
