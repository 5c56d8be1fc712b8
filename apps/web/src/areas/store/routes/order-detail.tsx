// Order detail (spec §2 /pages/history/detail, §3 Order): states, dates, tracking (carrier and
// number once shipped, the expected delivery window), address, customer, items and money, remarks,
// the timeline, and the actions (pay again, cancel with a reason, confirm receipt, request a refund
// once it has shipped — before that cancelling is the way, review each item of a completed order).
// An unpaid order shows how long it waits for payment; an unknown id, a page that says so.
import type { OrderDetail as Order } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Countdown } from '../../../components/countdown.tsx';
import { OrderFacts, OrderMoney, OrderRecipient } from '../../../components/order-sections.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { AskSeller } from '../../../features/messages/ask-seller.tsx';
import { orderDetailQuery } from '../../../features/orders/api.ts';
import { BankTransferPanel } from '../../../features/orders/bank-transfer-panel.tsx';
import { OrderActions } from '../../../features/orders/order-actions.tsx';
import { StatusBadge } from '../../../features/orders/order-card.tsx';
import { OrderTimeline } from '../../../features/orders/order-timeline.tsx';
import { OrderTracking } from '../../../features/orders/order-tracking.tsx';
import { RefundAction } from '../../../features/refunds/refund-form.tsx';
import { ReviewAction } from '../../../features/reviews/review-action.tsx';
import { ApiError, imageUrl } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/checkout.css';
import '../../../styles/orders.css';
import '../../../styles/order-tracking.css';

function OrderView({ order, action }: { order: Order; action: string | null }) {
  const { t } = useTranslation();
  const format = usePrice();
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
      {order.payment_method === 'bank_transfer' && <BankTransferPanel orderId={order.id} />}
      <OrderActions order={order} initial={action === 'pay' ? 'pay' : null} />
      {/* not shipped yet: the order can still be cancelled, and that gives the money back */}
      {!order.actions.cancel && <RefundAction order={order} />}
      <OrderTracking order={order} />
      <section className="card panel" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.details')}</h2>
        <p>
          {t('product.shop')}: <Link to={paths.shop(order.shop.id)}>{order.shop.name}</Link>
        </p>
        <AskSeller shopId={order.shop.id} orderId={order.id} label="messageShop" />
        <OrderFacts order={order} logistics={false} />
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
                {item.quantity} × {format(item.price)}
                {item.tax > 0 && ` · ${t('cart.tax', { amount: format(item.tax) })}`}
                {item.returned > 0 && ` · ${t('refunds.returned', { count: item.returned })}`}
              </span>
              <strong>{format(item.total)}</strong>
              <div className="line-extra">
                <ReviewAction order={order} item={item} />
              </div>
            </li>
          ))}
        </ul>
        <OrderMoney order={order} />
      </section>
      <section className="card panel" aria-labelledby="order-address">
        <OrderRecipient order={order} heading={t('orders.address')} />
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
  const unknown = !(id > 0) || (detail.error instanceof ApiError && [1500018, 1000008].includes(detail.error.code));
  if (detail.data) {
    return (
      <div className="page order-page">
        <OrderView order={detail.data} action={params.get('action')} />
      </div>
    );
  }
  if (unknown)
    return (
      <div className="page order-page not-found">
        <h1>{t('orders.notFoundTitle')}</h1>
        <EmptyState title={t('orders.notFoundText')}>
          <p className="link-row">
            <Link className="btn" to={paths.purchase()}>
              {t('orders.title')}
            </Link>
            <Link className="btn btn-ghost" to={paths.home}>
              {t('notFound.home')}
            </Link>
          </p>
        </EmptyState>
      </div>
    );
  return (
    <div className="page order-page">
      <h1>{t('orders.detailTitle')}</h1>
      {detail.isError ? <ErrorState onRetry={() => void detail.refetch()} /> : <LineSkeleton lines={6} />}
    </div>
  );
}
