// Spec §6: users without access see that there is no permission to access the current page. Here
// that is anyone signed in who is not a seller, or whom a seller API refused (2000040); they can go
// back to the storefront or sign out and sign in with a seller account.
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/states.tsx';
import { signOut } from './access.ts';
import { useSellerTitle } from './title.ts';

export function NoPermission({ storefront }: { storefront: string }) {
  const { t } = useTranslation();
  useSellerTitle(t('seller.noPermission.title'));
  return (
    <div className="page auth seller-refused">
      <h1>{t('seller.noPermission.title')}</h1>
      <EmptyState title={t('errors.2000040')}>
        <p>{t('seller.noPermission.text')}</p>
        <div className="link-row seller-center-row">
          <a className="btn" href={storefront}>
            {t('seller.backToStorefront')}
          </a>
          <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
            {t('seller.signOut')}
          </button>
        </div>
      </EmptyState>
    </div>
  );
}
