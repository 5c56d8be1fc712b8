// One order for operators (issue 15 §6): state, buyer, shop, payment, lines and money, the address,
// the timeline with who acted, its refund requests, cancelling it while unshipped, and the staff's
// own history of it (the audit records).
import type { AdminOrderDetail } from '@polymart/contract/orders-admin';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderEvents } from '../../../components/admin-order-events.tsx';
import { Facts } from '../../../components/facts.tsx';
import { OrderLines } from '../../../components/order-lines.tsx';
import { OrderFacts, OrderMoney, OrderRecipient } from '../../../components/order-sections.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { History } from '../../../features/admin-audit/history.tsx';
import { adminOrderQuery } from '../../../features/admin-orders/api.ts';
import { CancelOrderForm } from '../../../features/admin-orders/cancel-form.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { adminPaths } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/orders.css';
import '../../../styles/admin-orders.css';

function OrderView({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  return (
    <>
      <div className="toolbar">
        <h1>
          {t('admin.orders.detailTitle', { id: order.id })}{' '}
          <span className={`status status-${order.status}`} data-testid="admin-order-status">
            {t(`orders.status.${order.status}`)}
          </span>
        </h1>
      </div>
      <div className="admin-order">
        <section className="card" aria-labelledby="order-who">
          <h2 id="order-who">{t('admin.orders.parties')}</h2>
          <Facts
            rows={[
              [t('admin.orders.buyer'), `${order.buyer.name} · ${order.buyer.email}`],
              [t('admin.orders.shop'), `${order.shop.name} (#${order.shop.id})`],
              [
                t('admin.orders.payment'),
                order.payment
                  ? `${t(`orders.method.${order.payment.method}`)} · ${format(order.payment.amount)} · ${
                      order.payment.paid_at ? formatDateTime(order.payment.paid_at, lang) : t('orders.payment.unpaid')
                    }`
                  : t(`orders.method.${order.payment_method}`),
              ],
              [t('admin.orders.refunded'), order.refunded > 0 ? format(order.refunded) : ''],
              [t('admin.orders.cancelRemark'), order.cancel_remark],
            ]}
          />
          {order.cancellable ? (
            <CancelOrderForm orderId={order.id} />
          ) : (
            <p className="small muted">{t('admin.orders.notCancellable')}</p>
          )}
        </section>
        <section className="card" aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('admin.orders.timeline')}</h2>
          <OrderEvents events={order.events} />
        </section>
        <section className="card" aria-labelledby="order-lines">
          <h2 id="order-lines">{t('admin.orders.lines')}</h2>
          <OrderLines order={order} />
          <OrderMoney order={{ ...order, events: [] }} />
        </section>
        <section className="card" aria-labelledby="order-address">
          <OrderRecipient order={{ ...order, events: [] }} heading={t('admin.orders.address')} />
          <h2>{t('admin.orders.states')}</h2>
          <OrderFacts order={{ ...order, events: [] }} />
        </section>
        <section className="card admin-order-wide" aria-labelledby="order-refunds">
          <h2 id="order-refunds">{t('admin.orders.refunds')}</h2>
          {order.refunds.length === 0 ? (
            <p className="muted">{t('admin.orders.noRefunds')}</p>
          ) : (
            <ul className="admin-cards">
              {order.refunds.map((r) => (
                <li key={r.id} className="card">
                  <div className="admin-card-head">
                    <strong>#{r.id}</strong>
                    <span className={`status refund-${r.status}`}>{t(`refunds.status.${r.status}`)}</span>
                  </div>
                  <p className="small">
                    {format(r.amount)} · {formatDateTime(r.created_at, lang)}
                  </p>
                  {r.reason && <p className="small">{r.reason}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
        <div className="admin-order-wide">
          <History subject="order" id={order.id} />
        </div>
      </div>
    </>
  );
}

function DetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useQuery({ ...adminOrderQuery(id), enabled: id > 0 });
  const unknown = !(id > 0) || (detail.error instanceof ApiError && detail.error.code === 1500018);
  return (
    <main className="page admin-page" id="content">
      <p>
        <Link to={adminPaths.orders}>{t('admin.orders.back')}</Link>
      </p>
      {detail.data ? (
        <OrderView order={detail.data} />
      ) : (
        <>
          <h1>{t('admin.orders.title')}</h1>
          {unknown ? (
            <EmptyState title={t('errors.1500018')} />
          ) : detail.isError ? (
            <ErrorState onRetry={() => void detail.refetch()} />
          ) : (
            <LineSkeleton lines={6} />
          )}
        </>
      )}
    </main>
  );
}

export default function AdminOrderPage() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.orders.title'));
  return (
    <RequirePermission permission="orders">
      <DetailPage />
    </RequirePermission>
  );
}
