// The order confirmation (issue 17), where checkout lands after paying: one checkout places one
// order per shop, so each is listed with its number, shop, total, payment state, expected delivery
// window and a link to follow it; then the grand total and how it was paid. The order ids come in
// the URL (?orders=1,2), so a reload shows the same page, read fresh from the server.
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { orderDetailQuery } from '../../../features/orders/api.ts';
import { BankTransferPanel } from '../../../features/orders/bank-transfer-panel.tsx';
import { DeliveryWindow } from '../../../features/orders/delivery-window.tsx';
import { StatusBadge } from '../../../features/orders/order-card.tsx';
import { ApiError } from '../../../lib/api.ts';
import { usePrice } from '../../../lib/currency.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/orders.css';
import '../../../styles/order-tracking.css';

/** At most the shops one checkout can hold; anything else in the URL is ignored. */
const orderIds = (raw: string | null) =>
  [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].slice(0, 50);

export default function OrderPlaced() {
  const { t } = useTranslation();
  const format = usePrice();
  const user = useSession();
  const [params] = useSearchParams();
  const ids = orderIds(params.get('orders'));
  useTitle(t('placed.title'));
  const details = useQueries({
    queries: ids.map((id) => ({ ...orderDetailQuery(user?.id ?? 0, id), enabled: Boolean(user) })),
  });
  if (!user) return <Navigate to={paths.loginThen(`${paths.orderPlaced(ids)}`)} replace />;
  const orders = details.flatMap((d) => (d.data ? [d.data] : []));
  const unknown = ids.length === 0 || details.some((d) => d.error instanceof ApiError && d.error.code === 1500018);

  let body: React.ReactNode;
  if (unknown)
    body = (
      <EmptyState title={t('errors.1500018')}>
        <Link className="btn" to={paths.purchase()}>
          {t('orders.title')}
        </Link>
      </EmptyState>
    );
  else if (details.some((d) => d.isError))
    body = (
      <ErrorState
        onRetry={() => {
          for (const d of details) if (d.isError) void d.refetch();
        }}
      />
    );
  else if (orders.length < ids.length) body = <LineSkeleton lines={6} />;
  else {
    const [first] = orders;
    const total = orders.reduce((sum, o) => sum + o.price, 0);
    body = (
      <>
        <ul className="placed-orders">
          {orders.map((o) => (
            <li key={o.id} className="card panel placed-order">
              <div className="order-card-head">
                <h2>{t('orders.number', { id: o.id })}</h2>
                <StatusBadge order={o} />
              </div>
              <p className="small muted">
                {o.shop.name} · {t('placed.items', { count: o.items.reduce((n, i) => n + i.quantity, 0) })} ·{' '}
                {t(`orders.payment.${o.payment_status}`)}
              </p>
              <p>
                {t('checkout.shopTotal')}: <strong>{format(o.price)}</strong>
              </p>
              <DeliveryWindow order={o} />
              <p className="link-row">
                <Link className="btn btn-outline" to={paths.order(o.id)}>
                  {t('placed.track', { id: o.id })}
                </Link>
              </p>
            </li>
          ))}
        </ul>
        <section className="card panel placed-payment" aria-labelledby="placed-payment">
          <h2 id="placed-payment">{t('checkout.step.payment')}</h2>
          <dl className="facts">
            <div>
              <dt>{t('orders.paymentMethod')}</dt>
              <dd>{first && t(`orders.method.${first.payment_method}`)}</dd>
            </div>
            <div>
              <dt>{t('orders.paymentStatus')}</dt>
              <dd>{first && t(`orders.payment.${first.payment_status}`)}</dd>
            </div>
            <div>
              <dt>{t('checkout.grandTotal')}</dt>
              <dd>
                <strong data-testid="placed-total">{format(total)}</strong>
              </dd>
            </div>
          </dl>
        </section>
        {first?.payment_method === 'bank_transfer' && <BankTransferPanel orderId={first.id} />}
        <p className="link-row">
          <Link className="btn" to={paths.purchase()}>
            {t('orders.title')}
          </Link>
          <Link className="btn btn-ghost" to={paths.home}>
            {t('placed.continue')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <div className="page placed-page">
      <div className="placed-head">
        {!unknown && (
          <span className="placed-mark" aria-hidden="true">
            ✓
          </span>
        )}
        <h1>{t('placed.title')}</h1>
        {!unknown && <p>{ids.length > 1 ? t('placed.textMany', { count: ids.length }) : t('placed.textOne')}</p>}
      </div>
      {body}
    </div>
  );
}
