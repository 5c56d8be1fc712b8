// The seller's products: search by name, a state filter, "low on stock", and an endless list with
// cover, price, stock, sales, a staged change waiting for an operator and a rejection's remark;
// unlist and relist in place; links to a new product and to the bulk import. The filters live in
// the URL (?status=, ?q=, ?low=1) so the dashboard can link to "pending" or "low on stock".
import { PRODUCT_STATES, type ProductState } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChipFilter } from '../../../components/chip-filter.tsx';
import { EndlessList } from '../../../components/load-more.tsx';
import { SearchBox } from '../../../components/search-box.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchSellerProducts, LOW_STOCK, SELLER_PRODUCTS } from '../../../features/seller-products/api.ts';
import { SellerProductCard } from '../../../features/seller-products/product-card.tsx';
import { useUrlParams } from '../../../lib/filters.ts';
import { usePagedList } from '../../../lib/paged.ts';
import { useSession } from '../../../lib/session.ts';
import { sellerPaths } from '../paths.ts';
import { useSellerTitle } from '../title.ts';

export default function SellerProducts() {
  const { t } = useTranslation();
  const sellerId = useSession()?.id ?? 0;
  const [params, change] = useUrlParams();
  const raw = params.get('status');
  const status = PRODUCT_STATES.includes(raw as ProductState) ? (raw as ProductState) : undefined;
  const keyword = params.get('q')?.trim() || undefined;
  const lowStock = params.get('low') === '1';
  useSellerTitle(t('seller.products.title'));
  const filter = { status, keyword, lowStock };
  const { list, items, total } = usePagedList(
    [SELLER_PRODUCTS, 'list', sellerId, filter],
    (page, signal) => fetchSellerProducts(filter, page, signal),
    // operators approve and buyers buy elsewhere: read again whenever the screen opens
    { staleTime: 0 },
  );
  return (
    <div className="page seller-page">
      <div className="sp-head">
        <h1>{t('seller.products.title')}</h1>
        <div className="link-row">
          <Link className="btn" to={sellerPaths.newProduct()}>
            {t('seller.products.new')}
          </Link>
          <Link className="btn btn-outline" to={sellerPaths.importProducts()}>
            {t('seller.products.import')}
          </Link>
        </div>
      </div>
      <SearchBox
        keyword={keyword ?? ''}
        onSearch={(q) => change({ q: q || undefined })}
        label={t('seller.products.search')}
        placeholder={t('seller.products.search')}
        submitText={t('seller.products.searchSubmit')}
      />
      <ChipFilter
        label={t('seller.products.filter')}
        choices={PRODUCT_STATES}
        value={status}
        text={(key) => (key ? t(`seller.products.status.${key}`) : t('seller.products.all'))}
        onPick={(key) => change({ status: key })}
      >
        <li>
          <button
            type="button"
            className="chip"
            aria-pressed={lowStock}
            onClick={() => change({ low: lowStock ? undefined : '1' })}
          >
            {t('seller.products.lowStock', { max: LOW_STOCK })}
          </button>
        </li>
      </ChipFilter>
      {total !== undefined && (
        <p className="small muted" aria-live="polite">
          {t('seller.products.count', { count: total })}
        </p>
      )}
      <EndlessList
        query={list}
        items={items}
        empty={
          <EmptyState title={t(status || keyword || lowStock ? 'seller.products.noMatch' : 'seller.products.empty')}>
            <Link to={sellerPaths.newProduct()}>{t('seller.products.new')}</Link>
          </EmptyState>
        }
        render={(p) => <SellerProductCard key={p.id} product={p} editTo={sellerPaths.product(p.id)} />}
      />
    </div>
  );
}
