// The money screens' own navigation: overview (balances, actions, earnings), statement and
// withdrawals, as links (each is a route of its own, so a bookmark or the browser's back opens it).
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import '../../styles/seller-money.css';

export function MoneyTabs({
  overview,
  statement,
  withdrawals,
}: {
  overview: string;
  statement: string;
  withdrawals: string;
}) {
  const { t } = useTranslation();
  const tabs = [
    [overview, 'seller.money.tabs.overview'],
    [statement, 'seller.money.tabs.statement'],
    [withdrawals, 'seller.money.tabs.withdrawals'],
  ] as const;
  return (
    <nav aria-label={t('seller.money.tabs.label')}>
      <ul className="chips money-tabs">
        {tabs.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end className="chip">
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
