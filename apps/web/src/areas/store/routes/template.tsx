// The default template page (spec §2: /pages/index/index).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';

export default function Template() {
  const { t } = useTranslation();
  useTitle(t('template.title'));
  return (
    <div className="page article">
      <h1>{t('template.title')}</h1>
      <p>{t('template.text')}</p>
      <p>
        <Link className="btn" to={paths.home}>
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
