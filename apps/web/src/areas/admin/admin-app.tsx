// The admin area's frame: a bar with language, currency and sign-out, then either the operator's
// sign-in or the area's menu and the screen chosen in it (router.tsx): the approval inbox
// (inbox.tsx), where seller applications, withdrawals and top-ups are decided, the finance view and
// the commission rules, the staff. The menu shows only the pages the operator's role gives
// (GET /api/admin/me); the bar names the role. The menu is a row scrolling sideways on a phone, a
// sidebar on a desktop. The bar leads back to the storefront.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { CurrencySelect, LanguageSelect } from '../../components/preferences.tsx';
import { allows, useStaffSelf } from '../../features/admin-staff/access.tsx';
import { logout, useSession } from '../../lib/session.ts';
import { ADMIN_MENU, adminPaths } from './paths.ts';
import { SignIn } from './sign-in.tsx';
import '../../styles/admin.css';

/** The menu, its current entry scrolled into view when it is a sideways bar (phones). */
function AdminNav() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const self = useStaffSelf().data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the active entry changes with the path
  useEffect(() => {
    const bar = nav.current;
    const current = bar?.querySelector<HTMLElement>('a.active');
    if (!bar || !current || bar.scrollWidth <= bar.clientWidth) return;
    bar.scrollLeft = current.offsetLeft - (bar.clientWidth - current.offsetWidth) / 2;
  }, [pathname, self]);
  return (
    <nav className="admin-nav" aria-label={t('admin.menu')} ref={nav}>
      {ADMIN_MENU.filter((m) => !m.needs || allows(self, m.needs)).map((m) => (
        <NavLink key={m.screen} to={adminPaths[m.screen]}>
          {t(`admin.nav.${m.screen}`)}
        </NavLink>
      ))}
    </nav>
  );
}

/** The signed-in operator's role, beside the sign-out button. */
function StaffRoleName() {
  const { t } = useTranslation();
  const role = useStaffSelf().data?.role;
  return role ? (
    <span className="admin-role" data-testid="admin-role">
      {t(`admin.roles.${role}`)}
    </span>
  ) : null;
}

export function AdminApp() {
  const { t } = useTranslation();
  const user = useSession();
  const admin = user?.role === 'admin';
  const { pathname } = useLocation();
  // the finance and commission screens name themselves (title.ts); the inbox and sign-in are the area's
  const ownTitle = admin && pathname !== adminPaths.inbox;
  useEffect(() => {
    if (!ownTitle) document.title = `${t('admin.title')} · Polymart`;
  }, [t, ownTitle]);
  return (
    <div className="app admin">
      <header className="admin-bar">
        <strong>{t('admin.title')}</strong>
        <span className="admin-prefs">
          <a className="admin-store-link" href="/">
            {t('admin.nav.storefront')}
          </a>
          <LanguageSelect />
          <CurrencySelect />
          {admin && <StaffRoleName />}
          {admin && (
            <button type="button" className="btn btn-ghost" onClick={() => void logout(() => {})}>
              {t('admin.signOut')}
            </button>
          )}
        </span>
      </header>
      {admin ? (
        <div className="admin-body">
          <AdminNav />
          <Outlet />
        </div>
      ) : (
        <SignIn />
      )}
    </div>
  );
}
