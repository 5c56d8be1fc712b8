import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/states.tsx';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';

/** Spec §2: the 404 page, for /pages/users/404 and any unknown route. */
export default function NotFound() {
  const { t } = useTranslation();
  useTitle(t('notFound.title'));
  return (
    <div className="page not-found">
      <h1>{t('notFound.title')}</h1>
      <EmptyState title={t('notFound.text')}>
        <Link className="btn" to={paths.home}>
          {t('notFound.home')}
        </Link>
      </EmptyState>
    </div>
  );
}
