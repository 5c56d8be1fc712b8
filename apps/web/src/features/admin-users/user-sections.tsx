// The parts of one person's admin page below the ban: latest orders (each to its admin page), the
// customer wallet with its latest movements, latest notices, and the live sessions (when and from
// where they were used; the API never sends a token).
import type { AdminUserDetail } from '@polymart/contract/users-admin';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasePrice } from '../../lib/base-price.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

function Part({ id, title, empty, children }: { id: string; title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card admin-user-part" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {empty ? <p className="muted">{t('admin.users.none')}</p> : children}
    </section>
  );
}

export function UserOrders({
  orders,
  orderHref,
}: {
  orders: AdminUserDetail['orders'];
  orderHref: (id: number) => string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <Part id="user-orders" title={t('admin.users.latestOrders', { count: orders.total })} empty={!orders.items.length}>
      <ul className="admin-user-rows" data-testid="user-orders">
        {orders.items.map((o) => (
          <li key={o.id}>
            <Link to={orderHref(o.id)}>{t('admin.users.orderNo', { id: o.id })}</Link>
            <span>{o.shop.name}</span>
            <span>{t(`orders.status.${o.status}`, { defaultValue: o.status })}</span>
            <strong>{price(o.total)}</strong>
            <span className="small muted">
              {formatDateTime(o.created_at, lang)}
              {o.log_sn && ` · ${t('orders.logSn')}: ${o.log_sn}`}
            </span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function UserWallet({ wallet }: { wallet: AdminUserDetail['wallet'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <section className="card admin-user-part" aria-labelledby="user-wallet">
      <h2 id="user-wallet">{t('admin.users.wallet')}</h2>
      <dl className="admin-user-figures">
        <div>
          <dt>{t('wallet.available')}</dt>
          <dd data-testid="user-available">{price(wallet.available)}</dd>
        </div>
        <div>
          <dt>{t('wallet.frozen')}</dt>
          <dd>{price(wallet.frozen)}</dd>
        </div>
      </dl>
      <h3>{t('admin.users.movements')}</h3>
      {wallet.movements.length === 0 ? (
        <p className="muted">{t('admin.users.none')}</p>
      ) : (
        <ul className="admin-user-rows">
          {wallet.movements.map((m) => (
            <li key={m.id}>
              <span>{t(`wallet.${m.direction}`)}</span>
              <strong>
                {m.direction === 'expense' ? '−' : '+'}
                {price(m.amount)}
              </strong>
              <span className="small muted">{m.memo || m.kind}</span>
              <span className="small muted">{formatDateTime(m.created_at, lang)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UserNotices({ notices }: { notices: AdminUserDetail['notices'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Part id="user-notices" title={t('admin.users.notices', { count: notices.unread })} empty={!notices.items.length}>
      <ul className="admin-user-rows">
        {notices.items.map((n) => (
          <li key={n.id}>
            <span>{t(`notices.type${n.type}`, { defaultValue: String(n.type) })}</span>
            <span>{t(`notices.status${n.status}`, { defaultValue: String(n.status) })}</span>
            {n.message && <span className="small">{n.message}</span>}
            <span className="small muted">
              {formatDateTime(n.created_at, lang)}
              {!n.read && ` · ${t('notices.unread')}`}
            </span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function UserSessions({ sessions }: { sessions: AdminUserDetail['sessions'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Part id="user-sessions" title={t('admin.users.sessions')} empty={!sessions.length}>
      <ul className="admin-user-rows" data-testid="user-sessions">
        {sessions.map((s) => (
          <li key={`${s.created_at}-${s.last_used_at}`}>
            <span>{t('admin.users.lastSeen', { date: formatDateTime(s.last_used_at, lang) })}</span>
            <span className="small muted">
              {t('admin.users.signedIn', { date: formatDateTime(s.created_at, lang) })}
            </span>
            {s.ip && <span className="small muted">{s.ip}</span>}
            {s.user_agent && <span className="small muted admin-user-agent">{s.user_agent}</span>}
          </li>
        ))}
      </ul>
    </Part>
  );
}
