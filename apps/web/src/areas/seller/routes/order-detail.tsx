// One of the shops' orders as the seller needs it to fulfil it (spec §3 Order): state, payment,
// dates and logistics, the items and money, where it goes and to whom, the buyer's notes, the
// delivery step it waits for, and its history.
import { ERRORS, type OrderDetail } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EventList } from '../../../components/event-list.tsx';
import { OrderFacts, OrderMoney, OrderRecipient } from '../../../components/order-sections.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { sellerOrderQuery } from '../../../features/seller-orders/api.ts';
import { DeliveryActions } from '../../../features/seller-orders/delivery-actions.tsx';
import { OrderStatusBadge } from '../../../features/seller-orders/order-status.tsx';
import { ApiError, imageUrl } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = usePrice();
  return (
    <>
      <div className="toolbar">
        <h1>{t('orders.number', { id: order.id })}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="slip-link">
        <Link className="btn btn-outline" to={sellerPaths.packingSlip(order.id)}>
          {t('seller.slip.open')}
        </Link>
      </p>
      <DeliveryActions order={order} />
      <section className="card panel" aria-labelledby="order-address">
        <OrderRecipient order={order} heading={t('seller.orders.shipTo')} />
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
        <OrderMoney order={order} />
      </section>
      <section className="card panel" aria-labelledby="order-facts">
        <h2 id="order-facts">{t('orders.details')}</h2>
        <p>
          {t('product.shop')}: {order.shop.name}
        </p>
        <OrderFacts order={order} />
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
