// Shop detail (spec §2): the shop (banner, texts, return policy, a vacation), the coupons it
// offers, and its products.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EntityHeader } from '../../../components/entity-header.tsx';
import { SortSelect } from '../../../components/sort-filter.tsx';
import { VacationNote } from '../../../components/vacation-note.tsx';
import { fetchShopPage } from '../../../features/catalog/api/queries.ts';
import { PagedProducts } from '../../../features/catalog/paged-products.tsx';
import { CouponStrip } from '../../../features/coupons/coupon-strip.tsx';
import { AskSeller } from '../../../features/messages/ask-seller.tsx';
import { imageUrl } from '../../../lib/api.ts';
import { useFilters } from '../../../lib/filters.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang } from '../../../lib/hooks.ts';
import { formatDecimal } from '../../../lib/numbers.ts';

export default function ShopPage() {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  const id = useSearchParams()[0].get('id') ?? '';
  const [filters, setFilters] = useFilters('best_selling');
  return (
    <div className="page">
      <PagedProducts
        queryKey={['shop-infinite', lang, id, filters]}
        fetchPage={(page, signal) => fetchShopPage(id, page, filters, signal)}
        pick={(p) => p.products}
      >
        {(first) => (
          <>
            {first?.shop.banner && <img className="shop-banner" src={imageUrl(first.shop.banner)} alt="" />}
            <EntityHeader
              entity={first?.shop}
              extra={
                first && (
                  <p className="product-meta">
                    {t('shop.rating', { rating: formatDecimal(first.shop.rating, lang) })} ·{' '}
                    {t('shop.since', { date: formatDate(first.shop.created_at, i18n.language) })}
                  </p>
                )
              }
            >
              <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
            </EntityHeader>
            <VacationNote
              vacation={first?.shop.vacation}
              keys={{ active: 'shop.vacationActive', upcoming: 'shop.vacationUpcoming' }}
            />
            {first?.shop.return_policy && (
              <details className="shop-policy card panel">
                <summary>{t('shop.returnPolicy')}</summary>
                <p>{first.shop.return_policy}</p>
              </details>
            )}
            {first && <CouponStrip place={{ shop_id: first.shop.id }} />}
            {first && <AskSeller shopId={first.shop.id} label="messageShop" />}
          </>
        )}
      </PagedProducts>
    </div>
  );
}
