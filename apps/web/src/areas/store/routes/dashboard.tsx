// Dashboard (spec §2 /pages/mine/dashboard): counts (products, in cart, in wishlist, in order,
// notices), orders by state, default delivery address, account menu and sign-out. Visitors are
// sent to sign in. Customers find "become a seller" in the menu; sellers their seller entries.

import type { Address } from '@polymart/contract/account';
import { displayPhone } from '@polymart/contract/money';
import { ORDER_TABS } from '@polymart/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { orderCountsQuery } from '../../../features/orders/api.ts';
import { SellerMenu } from '../../../features/seller-link/seller-menu.tsx';
import { api } from '../../../lib/api.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { logout, refreshSession, useSession } from '../../../lib/session.ts';
import '../../../styles/orders.css';

export default function Dashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession();
  // signing out empties the session before the way home is taken: do not bounce to the login page
  const [leaving, setLeaving] = useState(false);
  useTitle(t('mine.title'));
  const userId = user?.id;
  // the counts change as the user acts elsewhere: fetch them fresh when the dashboard opens
  useEffect(() => {
    if (userId) void refreshSession().catch(() => {});
  }, [userId]);
  const address = useQuery({
    queryKey: ['default-address', user?.id],
    queryFn: () =>
      api<Address>('/checkout/onepage/default-address', { method: 'POST', body: {}, quiet: true }).catch(() => null),
    enabled: Boolean(user),
  });
  // orders change on other screens (and by the seller): fetched fresh when the dashboard opens
  const orders = useQuery({ ...orderCountsQuery(user?.id ?? 0), enabled: Boolean(user), staleTime: 0 });
  if (!user) return leaving ? null : <Navigate to={paths.login} replace />;
  const counts: [string, number | string, string | null][] = [
    [t('mine.products'), user.product?.count ?? 0, null],
    [t('mine.inCart'), user.card?.count ?? 0, paths.cart],
    [t('mine.inWishlist'), user.wishlist?.count ?? 0, paths.wishlist],
    [t('mine.inOrder'), orders.data?.all ?? '…', paths.purchase()],
    [t('mine.notices'), user.notice?.count ?? 0, paths.notices],
  ];
  return (
    <div className="page dashboard">
      <h1>{t('mine.hello', { name: user.firstname })}</h1>
      <ul className="stats stats-5">
        {counts.map(([label, n, to]) => (
          <li key={label} className="card stat">
            {to ? (
              <Link to={to} className="stat-link">
                <strong>{n}</strong>
                <span>{label}</span>
              </Link>
            ) : (
              <>
                <strong>{n}</strong>
                <span>{label}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <nav className="card panel" aria-labelledby="my-orders">
        <div className="section-head">
          <h2 id="my-orders">{t('orders.title')}</h2>
          <Link className="section-more" to={paths.purchase()}>
            {t('common.viewAll')}
          </Link>
        </div>
        <ul className="order-shortcuts">
          {ORDER_TABS.filter((tab) => tab !== 'all' && tab !== 'cancelled').map((tab) => (
            <li key={tab}>
              <Link to={paths.purchase(tab)}>
                <strong>{orders.data?.[tab] ?? '…'}</strong>
                <span>{t(`orders.tab.${tab}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="card panel" aria-labelledby="default-address">
        <h2 id="default-address">{t('mine.defaultAddress')}</h2>
        {address.data ? (
          <p>
            {address.data.name} · {address.data.street}, {address.data.postal_code} {address.data.city},{' '}
            {address.data.country} · {displayPhone(address.data.phone)}
          </p>
        ) : (
          <p className="muted">{t('mine.noAddress')}</p>
        )}
      </section>
      <nav className="card panel menu" aria-label={t('nav.account')}>
        <Link to={paths.purchase()}>{t('orders.title')}</Link>
        <Link to={paths.wishlist}>{t('mine.wishlist')}</Link>
        <Link to={paths.compare}>{t('compare.title')}</Link>
        <Link to={paths.refundSent}>{t('refunds.title')}</Link>
        <Link to={paths.tickets}>{t('tickets.title')}</Link>
        <Link to={paths.wallet}>{t('mine.wallet')}</Link>
        <Link to={paths.affiliate}>{t('affiliate.title')}</Link>
        <Link to={paths.profile}>{t('mine.profile')}</Link>
        <Link to={paths.addresses}>{t('mine.addresses')}</Link>
        <Link to={paths.messages}>
          {t('messages.title')}
          {(user.message_unread_count ?? 0) > 0 && (
            <>
              <span className="badge-inline" aria-hidden="true">
                {user.message_unread_count}
              </span>
              <span className="visually-hidden">{t('messages.unreadCount', { n: user.message_unread_count })}</span>
            </>
          )}
        </Link>
        <Link to={paths.notices}>
          {t('mine.noticesTitle')}
          {(user.notice?.count ?? 0) > 0 && <span className="badge-inline">{user.notice!.count}</span>}
        </Link>
        <Link to={paths.chooseLocation}>{t('location.chooseTitle')}</Link>
        <Link to={paths.policy('about_us')}>{t('policy.about_us')}</Link>
        <Link to={paths.policy('support')}>{t('policy.support')}</Link>
        {user.role === 'customer' && <Link to={paths.shopCreate}>{t('mine.becomeSeller')}</Link>}
        {user.seller_url && <SellerMenu sellerUrl={user.seller_url} />}
        {/* spec §2: the admin backend, for staff (the admin area shares this origin's session) */}
        {user.role === 'admin' && <a href="/admin/">{t('mine.adminBackend')}</a>}
      </nav>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          setLeaving(true);
          void logout(() => navigate(paths.home, { replace: true }));
        }}
      >
        {t('auth.logout')}
      </button>
    </div>
  );
}
