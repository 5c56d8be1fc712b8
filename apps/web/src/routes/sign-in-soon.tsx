// Cart, account and sign-in screens arrive with the accounts and checkout issues; until then
// their tabs lead here and say so plainly.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../app/paths.ts';
import { EmptyState } from '../components/states.tsx';
import { useTitle } from '../lib/hooks.ts';

export default function SignInSoon() {
  const { t } = useTranslation();
  useTitle(t('account.signInTitle'));
  return (
    <div className="page">
      <h1>{t('account.signInTitle')}</h1>
      <EmptyState title={t('account.signInText')}>
        <Link className="btn" to={paths.home}>
          {t('notFound.home')}
        </Link>
      </EmptyState>
    </div>
  );
}
