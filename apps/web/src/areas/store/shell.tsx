// The frame of every storefront screen: skip link, desktop header or phone navigation bar, the
// screen, footer, phone tab bar, progress bar, toasts and the live chat entry.

import { REF_PARAM } from '@polymart/contract/codes';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { Icon, type IconName } from '../../components/icon.tsx';
import { CurrencySelect, LanguageSelect } from '../../components/preferences.tsx';
import { Toaster } from '../../components/toaster.tsx';
import { useCartCount } from '../../features/cart/api.ts';
import { siteConfigQuery } from '../../features/content/api/queries.ts';
import { setRelaunch } from '../../lib/api.ts';
import { useLang } from '../../lib/hooks.ts';
import { loading } from '../../lib/loading.ts';
import { POLICY_SLUGS, paths } from '../../lib/paths.ts';
import { NavigateContext, PlainLink } from '../../lib/plain-link.tsx';
import { scrollKey } from '../../lib/scroll-key.ts';
import { useSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import { WithCardActions } from './card-actions.tsx';
import { LiveChat } from './live-chat.tsx';

/** Spec §2: a loading state appears only after 200 ms. */
export const LOADING_DELAY_MS = 200;

const TABS: { to: string; icon: IconName; label: string; match: string[] }[] = [
  { to: paths.home, icon: 'home', label: 'nav.home', match: ['/', paths.home] },
  { to: paths.categories, icon: 'grid', label: 'nav.category', match: ['/pages/category/category'] },
  { to: paths.cart, icon: 'cart', label: 'nav.cart', match: ['/pages/cart'] },
  { to: paths.mine, icon: 'user', label: 'nav.mine', match: ['/pages/mine'] },
];

// The share-link watcher checks a code with the contract's validator library: it loads only when an
// address carries a `ref`, so the first screen does not download the validators (issue 17, speed).
const RefWatcher = lazy(() => import('../../features/affiliate/ref.ts').then((m) => ({ default: m.RefWatcher })));

function LazyRefWatcher() {
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(REF_PARAM)) return null;
  return (
    <Suspense fallback={null}>
      <RefWatcher />
    </Suspense>
  );
}

function useDelayed(active: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) return setShown(false);
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  return shown;
}

function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const keyword = String(new FormData(e.currentTarget).get('keyword') ?? '').trim();
    if (keyword) navigate(paths.search(keyword));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not yet announced by every screen reader
    <form role="search" className="header-search" onSubmit={submit}>
      <input name="keyword" type="search" aria-label={t('search.label')} placeholder={t('search.placeholder')} />
      <button type="submit" className="icon-btn" aria-label={t('search.submit')}>
        <Icon name="search" />
      </button>
    </form>
  );
}

/** The storefront's frame; its links and the screens' take the router's navigate from here. */
export function Shell() {
  return (
    <NavigateContext value={useNavigate()}>
      <Frame />
    </NavigateContext>
  );
}

function Frame() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const apiBusy = useStore(loading);
  const busy = useDelayed(navigation.state === 'loading' || apiBusy);
  const { data: site } = useQuery(siteConfigQuery(lang));
  const unread = useSession()?.notice?.count ?? 0;
  const inCart = useCartCount();
  useEffect(() => setRelaunch((path) => navigate(path, { replace: true })), [navigate]);
  const isTabRoot = TABS.some((tab) => tab.match.includes(location.pathname));

  return (
    <div className="app">
      {/* a button, not a link: in a hash-routed app "#content" would be taken for a route */}
      <button type="button" className="skip-link" onClick={() => document.getElementById('content')?.focus()}>
        {t('nav.skipToContent')}
      </button>
      <div className={busy ? 'progress progress-on' : 'progress'} aria-hidden="true" />
      <header className="desktop-header">
        <div className="container header-row">
          <PlainLink to={paths.home} className="brand-mark">
            <img src="./favicon.svg" alt="" width={32} height={32} />
            <span>{t('app.name')}</span>
          </PlainLink>
          <HeaderSearch />
          <nav aria-label={t('nav.mainMenu')} className="header-links">
            <NavLink to={paths.categories}>{t('nav.category')}</NavLink>
            <NavLink to={paths.brands}>{t('nav.brands')}</NavLink>
            <NavLink to={paths.flashDeals}>{t('flash.menu')}</NavLink>
            <NavLink to={paths.blog}>{t('nav.blog')}</NavLink>
            <NavLink to={paths.pcMine}>{t('nav.account')}</NavLink>
            <NavLink to={paths.cart}>
              {t('nav.cart')}
              {inCart > 0 && (
                <span className="badge-inline" data-testid="cart-count-desktop">
                  <span className="visually-hidden">{t('cart.countLabel', { count: inCart })}</span>
                  <span aria-hidden="true">{inCart}</span>
                </span>
              )}
            </NavLink>
          </nav>
          <LanguageSelect />
          <CurrencySelect />
        </div>
      </header>
      <header className="mobile-bar">
        {isTabRoot ? (
          <PlainLink to={paths.home} className="brand-mark">
            <img src="./favicon.svg" alt="" width={28} height={28} />
            <span>{t('app.name')}</span>
          </PlainLink>
        ) : (
          <button type="button" className="icon-btn" onClick={() => navigate(-1)} aria-label={t('nav.back')}>
            <Icon name="back" />
          </button>
        )}
        <PlainLink to={paths.search()} className="mobile-search">
          <Icon name="search" size={18} />
          <span>{t('search.placeholder')}</span>
        </PlainLink>
        <LanguageSelect compact />
      </header>
      <main id="content" tabIndex={-1} className="main">
        <WithCardActions>
          <LazyRefWatcher />
          <Outlet />
        </WithCardActions>
      </main>
      <footer className="footer">
        <div className="container footer-row">
          <nav aria-label={t('nav.footer')} className="footer-links">
            {POLICY_SLUGS.map((slug) => (
              <PlainLink key={slug} to={paths.policy(slug)}>
                {t(`policy.${slug}`)}
              </PlainLink>
            ))}
            <PlainLink to={paths.blog}>{t('nav.blog')}</PlainLink>
          </nav>
          <div className="footer-prefs">
            <LanguageSelect />
            <CurrencySelect />
          </div>
          <p className="footer-note">© {site?.site_name ?? t('app.name')}</p>
        </div>
      </footer>
      <nav className="tab-bar" aria-label={t('nav.mainMenu')}>
        {TABS.map((tab) => {
          const active = tab.match.some((m) =>
            m === '/' ? location.pathname === '/' : location.pathname.startsWith(m),
          );
          return (
            <PlainLink
              key={tab.to}
              to={tab.to}
              className={active ? 'tab tab-on' : 'tab'}
              aria-current={active ? 'page' : undefined}
            >
              <Icon name={tab.icon} filled={active} />
              <span>{t(tab.label)}</span>
              {tab.to === paths.cart && inCart > 0 && (
                <span className="tab-badge" data-testid="cart-count">
                  <span className="visually-hidden">{t('cart.countLabel', { count: inCart })}</span>
                  <span aria-hidden="true">{inCart}</span>
                </span>
              )}
              {tab.to === paths.mine && unread > 0 && (
                <span className="tab-badge" role="status" aria-label={t('mine.notices')}>
                  {unread}
                </span>
              )}
            </PlainLink>
          );
        })}
      </nav>
      {site?.service_url ? <LiveChat serviceUrl={site.service_url} /> : null}
      <Toaster />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
