// Wishlist (spec §2 account menu "wishlist"): the products a buyer keeps for later, newest first,
// with endless scrolling. A product's heart takes it off the list right here.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PagedProducts } from '../../../features/catalog/paged-products.tsx';
import { fetchWishlistPage } from '../../../features/wishlist/api.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';

export default function Wishlist() {
  const { t } = useTranslation();
  const user = useSession();
  useTitle(t('wishlist.title'));
  if (!user) return <Navigate to={paths.loginThen(paths.wishlist)} replace />;
  return (
    <div className="page">
      <PagedProducts
        queryKey={['wishlist', 'list', user.id]}
        fetchPage={(page, signal) => fetchWishlistPage(page, signal)}
        pick={(page) => page}
        emptyTitle={t('wishlist.empty')}
      >
        {(first) => (
          <div className="toolbar">
            <h1>{t('wishlist.title')}</h1>
            {first && first.total > 0 && <p className="count">{t('wishlist.count', { count: first.total })}</p>}
          </div>
        )}
      </PagedProducts>
    </div>
  );
}
