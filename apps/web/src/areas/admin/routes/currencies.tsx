// Currencies and languages (issue 15), for staff with the settings permission: each currency's
// rate per US dollar, symbol, enabled state, wallet use and the default; which of the 19 languages
// buyers are offered and the default. The storefront's currency and language lists follow at once.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { currencyListQuery } from '../../../features/admin-currencies/api.ts';
import { CurrencyRow } from '../../../features/admin-currencies/currency-row.tsx';
import { Languages } from '../../../features/admin-currencies/languages.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-catalogue.css';

function CurrenciesPage() {
  const { t } = useTranslation();
  const list = useQuery(currencyListQuery());
  return (
    <main className="page admin-page currencies" id="content">
      <h1>{t('admin.currencies.title')}</h1>
      <p className="muted">{t('admin.currencies.intro')}</p>
      <div className="currencies-sections">
        <section aria-labelledby="currencies-list">
          <h2 id="currencies-list">{t('admin.currencies.currencies')}</h2>
          {list.isError ? (
            <ErrorState onRetry={() => void list.refetch()} />
          ) : !list.data ? (
            <LineSkeleton lines={6} />
          ) : (
            <ul className="currency-list" data-testid="currency-list">
              {list.data.items.map((c) => (
                <CurrencyRow key={c.code} currency={c} />
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="languages-list">
          <h2 id="languages-list">{t('admin.currencies.languages')}</h2>
          <Languages />
        </section>
      </div>
    </main>
  );
}

export default function AdminCurrencies() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.currencies.title'));
  return (
    <RequirePermission permission="settings">
      <CurrenciesPage />
    </RequirePermission>
  );
}
