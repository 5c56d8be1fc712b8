// "Compare (2)": the way to the compare screen, once something is in the list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useCompare } from './api.ts';

export function CompareLink() {
  const { t } = useTranslation();
  const { ids } = useCompare();
  if (!ids.length) return null;
  return (
    <Link className="btn btn-ghost" to={paths.compare}>
      {t('compare.open', { count: ids.length })}
    </Link>
  );
}
