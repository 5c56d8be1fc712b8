import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/states.tsx';
import { paths } from '../../lib/paths.ts';

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
