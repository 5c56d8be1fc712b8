// One of the shops' orders as the seller needs it to fulfil it (spec §3 Order): state, payment,
// dates and logistics, the items and money, where it goes and to whom, the buyer's notes, the
// delivery step it waits for, and its history.
import { ERRORS, type OrderDetail } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EventList } from '../../../components/event-list.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { formatDateTime } from '../../../features/orders/format.ts';
import { sellerOrderQuery } from '../../../features/seller-orders/api.ts';
import { DeliveryActions } from '../../../features/seller-orders/delivery-actions.tsx';
import { OrderStatusBadge } from '../../../features/seller-orders/order-status.tsx';
import { ApiError, imageUrl } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { useLang } from '../../../lib/hooks.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

function Facts({ order }: { order: OrderDetail }) {
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
    [t('orders.logSn'), order.log_sn || '—'],
    [t('orders.arrivalMethod'), order.arrival_method || '—'],
  ];
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

function Money({ order }: { order: OrderDetail }) {
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
      <dd>{format(order.actual_pay)}</dd>
    </dl>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = usePrice();
  const a = order.address;
  return (
    <>
      <div className="toolbar">
        <h1>{t('orders.number', { id: order.id })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <DeliveryActions order={order} />
      <section className="card panel" aria-labelledby="order-address">
        <h2 id="order-address">{t('seller.orders.shipTo')}</h2>
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
        {order.remark && (
          <p>
            <strong>{t('orders.remark')}:</strong> {order.remark}
          </p>
        )}
        {order.cancel_remark && (
          <p>
            <strong>{t('orders.cancelRemark')}:</strong> {order.cancel_remark}
          </p>
        )}
      </section>
      <section className="card panel" aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.items')}</h2>
        <ul className="quote-lines">
          {order.items.map((item) => (
            <li key={item.id}>
              <img src={imageUrl(item.image)} alt="" width={48} height={48} loading="lazy" />
              <span className="quote-line-name">{item.name}</span>
              <span className="small muted">
                {item.quantity} × {format(item.price)} · {t('cart.tax', { amount: format(item.tax) })}
                {item.returned > 0 && ` · ${t('refunds.returned', { count: item.returned })}`}
              </span>
              <strong>{format(item.total)}</strong>
            </li>
          ))}
        </ul>
        <Money order={order} />
      </section>
      <section className="card panel" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.details')}</h2>
        <p>
          {t('product.shop')}: {order.shop.name}
        </p>
        <Facts order={order} />
      </section>
      <section className="card panel" aria-labelledby="order-timeline">
        <h2 id="order-timeline">{t('orders.timeline')}</h2>
        <EventList events={order.events} actors="seller.actor" />
      </section>
    </>
  );
}

export default function SellerOrderDetail() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const id = Number(useParams().id);
  useSellerTitle(t('orders.detailTitle'));
  const detail = useQuery({ ...sellerOrderQuery(sellerId, id), enabled: id > 0 });
  const unknown = !(id > 0) || (detail.error instanceof ApiError && detail.error.code === ERRORS.ORDER_NOT_FOUND.code);
  return (
    <div className="page seller-page order-page">
      <p className="seller-back">
        <Link to={sellerPaths.orders()}>{t('seller.orders.back')}</Link>
      </p>
      {detail.data ? (
        <OrderView order={detail.data} />
      ) : (
        <>
          <h1>{t('orders.detailTitle')}</h1>
          {unknown ? (
            <EmptyState title={t('errors.1500018')} />
          ) : detail.isError ? (
            <ErrorState onRetry={() => void detail.refetch()} />
          ) : (
            <LineSkeleton lines={6} />
          )}
        </>
      )}
    </div>
  );
}
