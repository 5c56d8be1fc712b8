import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/states.tsx';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

/** An address of the seller area that names no screen. */
export default function SellerNotFound() {
  const { t } = useTranslation();
  useSellerTitle(t('notFound.title'));
  return (
    <div className="page seller-page">
      <h1>{t('notFound.title')}</h1>
      <EmptyState title={t('notFound.text')}>
        <Link className="btn" to={sellerPaths.orders()}>
          {t('seller.orders.title')}
        </Link>
      </EmptyState>
    </div>
  );
}
