import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { EmptyState } from '../../components/states.tsx';

export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <EmptyState title={t('cart.empty')}>
      <Link className="btn" to={paths.home}>
        {t('cart.shop')}
      </Link>
    </EmptyState>
  );
}
