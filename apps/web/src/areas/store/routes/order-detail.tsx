// Order detail (spec §2 /pages/history/detail, §3 Order): states, dates, logistics, address,
// customer, items and money, remarks, the tracking timeline, and the actions (pay again, cancel
// with a reason, confirm receipt, request a refund, review each item of a completed order). An
// unpaid order shows how long it waits for payment.
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
import { RefundAction } from '../../../features/refunds/refund-form.tsx';
import { ReviewAction } from '../../../features/reviews/review-action.tsx';
import { ApiError, imageUrl } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/checkout.css';
import '../../../styles/orders.css';

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
      <RefundAction order={order} />
      <section className="card panel" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.details')}</h2>
        <p>
          {t('product.shop')}: <Link to={paths.shop(order.shop.id)}>{order.shop.name}</Link>
        </p>
        <AskSeller shopId={order.shop.id} orderId={order.id} label="messageShop" />
        <OrderFacts order={order} />
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
