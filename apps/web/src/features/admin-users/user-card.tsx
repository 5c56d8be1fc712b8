// One person in the search list: name (to their page), email and phone, role, ban, orders and
// wallet balance, since when. A card on a phone; the list lays the cards out as rows on a desktop.
import { displayPhone } from '@polymart/contract/money';
import type { AdminUserRow } from '@polymart/contract/users-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBasePrice } from '../../lib/base-price.ts';
import { formatDate } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';

export function UserCard({ user, href }: { user: AdminUserRow; href: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = useBasePrice();
  return (
    <li className="card admin-user-card" data-testid={`user-${user.email}`}>
      <div className="admin-user-who">
        <h2 className="admin-user-name">
          <Link to={href}>{user.name}</Link>
        </h2>
        <p className="admin-user-email">{user.email}</p>
        {user.phone && <p className="small muted">{displayPhone(user.phone)}</p>}
      </div>
      <p className="admin-user-tags">
        <span className="admin-tag">{t(`admin.users.roles.${user.role}`)}</span>
        {user.banned && <span className="admin-tag admin-tag-banned">{t('admin.users.banned')}</span>}
      </p>
      <dl className="admin-user-figures">
        <div>
          <dt>{t('admin.users.orders')}</dt>
          <dd>{user.order_count}</dd>
        </div>
        <div>
          <dt>{t('admin.users.balance')}</dt>
          <dd>{price(user.wallet_balance)}</dd>
        </div>
        <div>
          <dt>{t('admin.users.joined')}</dt>
          <dd>{formatDate(user.created_at, lang)}</dd>
        </div>
      </dl>
    </li>
  );
}
