// Parts of an order's page that the buyer's purchase history and the seller's fulfilment screen
// show alike (spec §3 Order): states, dates and logistics; the money; where it goes and to whom.
import type { OrderDetail } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../lib/currency.ts';
import { formatDateTime } from '../lib/format.ts';
import { useLang } from '../lib/hooks.ts';

/** `logistics` false: the page shows carrier and tracking number in a tracking view of its own. */
export function OrderFacts({ order, logistics = true }: { order: OrderDetail; logistics?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  const rows: [string, string][] = [
    [t('orders.date'), when(order.date)],
    [t('orders.deliveryStatus'), t(`orders.delivery.${order.delivery_status}`)],
    [t('orders.paymentStatus'), t(`orders.payment.${order.payment_status}`)],
    [t('orders.paymentMethod'), t(`orders.method.${order.payment_method}`)],
    [t('orders.payTime'), when(order.pay_time)],
    [t('orders.deliverTime'), when(order.deliver_time)],
    [t('orders.deliveryTime'), when(order.delivery_time)],
    [t('orders.successTime'), when(order.success_time)],
    [
      t('checkout.deliveryMethod'),
      t(`checkout.method.${order.delivery_method}`, { defaultValue: order.delivery_method }),
    ],
  ];
  if (logistics)
    rows.push([t('orders.logSn'), order.log_sn || '—'], [t('orders.arrivalMethod'), order.arrival_method || '—']);
  return (
    <dl className="facts order-facts">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OrderMoney({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = usePrice();
  return (
    <dl className="totals">
      <dt>{t('checkout.subtotal')}</dt>
      <dd>{format(order.subtotal)}</dd>
      <dt>{t('checkout.taxTotal')}</dt>
      <dd>{format(order.tax)}</dd>
      <dt>{t('checkout.deliveryFee')}</dt>
      <dd>{format(order.delivery_fee)}</dd>
      {order.discount > 0 && (
        <>
          <dt>{t('orders.discount')}</dt>
          <dd>−{format(order.discount)}</dd>
        </>
      )}
      <dt className="totals-grand">{t('checkout.grandTotal')}</dt>
      <dd className="totals-grand">{format(order.price)}</dd>
      <dt>{t('orders.actualPay')}</dt>
      <dd data-testid="actual-pay">{format(order.actual_pay)}</dd>
    </dl>
  );
}

/** The delivery address and the customer, under the heading the page gives. */
export function OrderRecipient({ order, heading }: { order: OrderDetail; heading: string }) {
  const { t } = useTranslation();
  const a = order.address;
  return (
    <>
      <h2 id="order-address">{heading}</h2>
      <p>
        <strong>{a.name}</strong> · {a.phone}
        {a.email && ` · ${a.email}`}
        <br />
        {a.street}, {a.postal_code} {a.city}
        {a.state && `, ${a.state}`}, {a.country}
      </p>
      <h2>{t('orders.customer')}</h2>
      <p>
        {order.customer.first_name} · {order.customer.email}
        {order.customer.telephone && ` · ${order.customer.telephone}`}
      </p>
    </>
  );
}
