// The frame of every seller screen: skip link, a header with the seller's name, language and
// currency, sign out; the area's menu (a bar scrolling sideways on phones, with the current entry
// brought into view; a sidebar on wide screens) with the way back to the storefront, and the counts
// of orders to ship and unread notices from the dashboard's answer; then the screen. Who may see the screens is decided here (access.ts): nobody
// signed in gets the sign-in form, anyone but a seller the no-permission screen.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { CurrencySelect, LanguageSelect } from '../../components/preferences.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { sellerDashboardQuery } from '../../features/seller-dashboard/api.ts';
import { loading } from '../../lib/loading.ts';
import { scrollKey } from '../../lib/scroll-key.ts';
import { useStore } from '../../lib/store.ts';
import { signOut, storefrontUrl, useAccess } from './access.ts';
import { NoPermission } from './no-permission.tsx';
import { sellerPaths } from './paths.ts';
import { SellerSignIn } from './sign-in.tsx';

/** Spec §2: a loading state appears only after 200 ms. */
const LOADING_DELAY_MS = 200;

function useDelayed(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return setShown(false);
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return shown;
}

/** How long the menu's counts are shown without asking again. */
const COUNTS_FRESH_MS = 30_000;

/** A menu entry's count: seen as a badge, heard as the link's description. */
function Count({ id, count, label }: { id: string; count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <>
      <span className="nav-count" aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} hidden>
        {label}
      </span>
    </>
  );
}

/** The menu, its current entry scrolled into view when it is a sideways bar (phones). */
function SellerNav({ sellerId, storefront }: { sellerId: number; storefront: string }) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const dashboard = useQuery(sellerDashboardQuery(sellerId));
  const counts = dashboard.data;
  const { dataUpdatedAt, refetch } = dashboard;
  // the menu stays while screens change: its counts are read again on a change of screen once
  // they are older than the client's staleTime, not on every click
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of screen is the moment to look
  useEffect(() => {
    if (dataUpdatedAt && Date.now() - dataUpdatedAt > COUNTS_FRESH_MS) void refetch();
  }, [pathname, dataUpdatedAt, refetch]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active entry changes with the path
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('a.active');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    // centred in the bar, without moving the page as scrollIntoView would
    bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  const toShip = counts?.orders_to_ship;
  const unread = counts?.unread_notices;
  return (
    <nav className="seller-nav" aria-label={t('seller.menu')} ref={nav}>
      <NavLink to={sellerPaths.dashboard()}>{t('seller.nav.dashboard')}</NavLink>
      <NavLink to={sellerPaths.products()}>{t('seller.nav.products')}</NavLink>
      <NavLink to={sellerPaths.stock()}>{t('seller.nav.stock')}</NavLink>
      <NavLink to={sellerPaths.orders()} aria-describedby={toShip ? 'nav-to-ship' : undefined}>
        {t('seller.nav.orders')}
        <Count id="nav-to-ship" count={toShip} label={t('seller.dashboard.navToShip', { n: toShip })} />
      </NavLink>
      <NavLink to={sellerPaths.refunds()}>{t('seller.nav.refunds')}</NavLink>
      <NavLink to={sellerPaths.money()}>{t('seller.nav.money')}</NavLink>
      <NavLink to={sellerPaths.reviews()}>{t('seller.nav.reviews')}</NavLink>
      <NavLink to={sellerPaths.coupons()}>{t('seller.nav.coupons')}</NavLink>
      <NavLink to={sellerPaths.flashDeals()}>{t('flash.menu')}</NavLink>
      <NavLink to={sellerPaths.notices()} aria-describedby={unread ? 'nav-unread' : undefined}>
        {t('seller.nav.notices')}
        <Count id="nav-unread" count={unread} label={t('seller.dashboard.navUnread', { n: unread })} />
      </NavLink>
      <NavLink to={sellerPaths.messages()}>{t('messages.title')}</NavLink>
      <NavLink to={sellerPaths.shop()}>{t('seller.nav.shop')}</NavLink>
      {/* support tickets live in the storefront's account (a seller is a customer too) */}
      <a href={`${storefront}#/pages/mine/tickets`}>{t('tickets.title')}</a>
      <a href={storefront}>{t('seller.nav.storefront')}</a>
    </nav>
  );
}

export function SellerShell() {
  const { t } = useTranslation();
  const access = useAccess();
  const navigation = useNavigation();
  const apiBusy = useStore(loading);
  const busy = useDelayed(navigation.state === 'loading' || apiBusy);
  const storefront = storefrontUrl(window.location);
  const user = access.kind === 'signed-out' ? null : access.user;

  return (
    <div className="seller-app">
      {/* a button, not a link: in a hash-routed app "#content" would be taken for a route */}
      <button type="button" className="skip-link" onClick={() => document.getElementById('content')?.focus()}>
        {t('nav.skipToContent')}
      </button>
      <div className={busy ? 'progress progress-on' : 'progress'} aria-hidden="true" />
      <header className="seller-bar">
        <div className="seller-brand">
          <img src="../favicon.svg" alt="" width={28} height={28} />
          <span>
            <strong>{t('app.name')}</strong> {t('seller.title')}
          </span>
        </div>
        {user && <p className="seller-who">{t('seller.signedInAs', { name: user.name || user.firstname })}</p>}
        <div className="seller-prefs">
          <LanguageSelect />
          <CurrencySelect />
          {user && (
            <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
              {t('seller.signOut')}
            </button>
          )}
        </div>
      </header>
      {access.kind === 'seller' && <SellerNav sellerId={access.user.id} storefront={storefront} />}
      <main id="content" tabIndex={-1} className="seller-main">
        {access.kind === 'seller' ? (
          <Outlet />
        ) : access.kind === 'refused' ? (
          <NoPermission storefront={storefront} />
        ) : (
          <SellerSignIn storefront={storefront} />
        )}
      </main>
      <Toaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
