// Order detail (spec §2 /pages/history/detail, §3 Order): states, dates, logistics, address,
// customer, items and money, remarks, the tracking timeline, and the actions (pay again, cancel
// with a reason, confirm receipt, request a refund, review each item of a completed order). An
// unpaid order shows how long it waits for payment.
import type { OrderDetail as Order } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Countdown } from '../../../components/countdown.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { orderDetailQuery } from '../../../features/orders/api.ts';
import { OrderActions } from '../../../features/orders/order-actions.tsx';
import { StatusBadge } from '../../../features/orders/order-card.tsx';
import { OrderTimeline } from '../../../features/orders/order-timeline.tsx';
import { RefundAction } from '../../../features/refunds/refund-form.tsx';
import { ReviewAction } from '../../../features/reviews/review-action.tsx';
import { ApiError, imageUrl } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/checkout.css';
import '../../../styles/orders.css';

function Facts({ order }: { order: Order }) {
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

function Money({ order }: { order: Order }) {
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

function OrderView({ order, action }: { order: Order; action: string | null }) {
  const { t } = useTranslation();
  const format = usePrice();
  const a = order.address;
  return (
    <>
      <div className="toolbar">
        <h1>{t('orders.number', { id: order.id })}</h1>
        <StatusBadge order={order} />
      </div>
      {order.status === 'unpaid' && order.expires_at && (
        <p className="card panel deal-line">
          {t('orders.payWithin')} <Countdown endsAt={order.expires_at} />
        </p>
      )}
      <OrderActions order={order} initial={action === 'pay' ? 'pay' : null} />
      <RefundAction order={order} />
      <section className="card panel" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.details')}</h2>
        <p>
          {t('product.shop')}: <Link to={paths.shop(order.shop.id)}>{order.shop.name}</Link>
        </p>
        <Facts order={order} />
      </section>
      <section className="card panel" aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.items')}</h2>
        <ul className="quote-lines">
          {order.items.map((item) => (
            <li key={item.id}>
              <img src={imageUrl(item.image)} alt="" width={48} height={48} loading="lazy" />
              <Link className="quote-line-name" to={paths.product(item.product_id)}>
                {item.name}
              </Link>
              <span className="small muted">
                {item.quantity} × {format(item.price)} · {t('cart.tax', { amount: format(item.tax) })}
                {item.returned > 0 && ` · ${t('refunds.returned', { count: item.returned })}`}
              </span>
              <strong>{format(item.total)}</strong>
              <div className="line-extra">
                <ReviewAction order={order} item={item} />
              </div>
            </li>
          ))}
        </ul>
        <Money order={order} />
      </section>
      <section className="card panel" aria-labelledby="order-address">
        <h2 id="order-address">{t('orders.address')}</h2>
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
      <OrderTimeline events={order.events} />
    </>
  );
}

export default function OrderDetail() {
  const { t } = useTranslation();
  const user = useSession();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  useTitle(t('orders.detailTitle'));
  const detail = useQuery({ ...orderDetailQuery(user?.id ?? 0, id), enabled: Boolean(user) && id > 0 });
  if (!user) return <Navigate to={paths.loginThen(`/pages/history/detail?id=${id}`)} replace />;
  const unknown = !(id > 0) || (detail.error instanceof ApiError && detail.error.code === 1500018);
  if (detail.data) {
    return (
      <div className="page order-page">
        <OrderView order={detail.data} action={params.get('action')} />
      </div>
    );
  }
  return (
    <div className="page order-page">
      <h1>{t('orders.detailTitle')}</h1>
      {unknown ? (
        <EmptyState title={t('errors.1500018')}>
          <Link className="btn" to={paths.purchase()}>
            {t('orders.title')}
          </Link>
        </EmptyState>
      ) : detail.isError ? (
        <ErrorState onRetry={() => void detail.refetch()} />
      ) : (
        <LineSkeleton lines={6} />
      )}
    </div>
  );
}
