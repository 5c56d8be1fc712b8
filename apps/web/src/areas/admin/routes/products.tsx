// Products (issue 15, permission `products`): every shop's products, by keyword, state, shop,
// category and hidden state; hide one with a reason the seller reads, or restore it, in place.
// The filters live in the address (the shop page links here with its shop chosen).
import { PRODUCT_STATES, type ProductState } from '@polymart/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AdminPager } from '../../../components/admin-pager.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import { EmptyState, ErrorState, LineSkeleton } from '../../../components/states.tsx';
import { HistoryToggle } from '../../../features/admin-audit/history-toggle.tsx';
import { type ProductsFilter, productsQuery } from '../../../features/admin-shops/api.ts';
import { AdminProductCard } from '../../../features/admin-shops/product-card.tsx';
import { RequirePermission } from '../../../features/admin-staff/access.tsx';
import { adminDetail } from '../paths.ts';
import { useAdminTitle } from '../title.ts';
import '../../../styles/admin-shops.css';

export default function AdminProducts() {
  const { t } = useTranslation();
  useAdminTitle(t('admin.products.title'));
  return (
    <RequirePermission permission="products">
      <ProductsPage />
    </RequirePermission>
  );
}

const idOf = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

function readFilter(params: URLSearchParams): ProductsFilter {
  const status = params.get('status') as ProductState | null;
  const hidden = params.get('hidden');
  return {
    keyword: params.get('keyword') || undefined,
    status: status && PRODUCT_STATES.includes(status) ? status : undefined,
    shop_id: idOf(params.get('shop_id')),
    category_id: idOf(params.get('category_id')),
    hidden: hidden === 'true' ? true : hidden === 'false' ? false : undefined,
    page: idOf(params.get('page')) ?? 1,
  };
}

function ProductsPage() {
  const { t } = useTranslation();
  const ids = { keyword: useId(), shop: useId(), category: useId() };
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = useQuery({ ...productsQuery(filter), placeholderData: keepPreviousData });
  const go = (next: ProductsFilter) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(next))
      if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) p.set(k, String(v));
    setParams(p);
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (k: string) => String(form.get(k) ?? '').trim();
    go({
      keyword: text('keyword') || undefined,
      status: (text('status') || undefined) as ProductState | undefined,
      shop_id: idOf(text('shop_id')),
      category_id: idOf(text('category_id')),
      hidden: text('hidden') === '' ? undefined : text('hidden') === 'true',
    });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.page_size)) : 1;
  return (
    <main className="page admin-page admin-products" id="content">
      <h1>{t('admin.products.title')}</h1>
      <form
        key={params.toString()}
        className="card admin-products-filter"
        onSubmit={submit}
        aria-label={t('admin.products.searchTitle')}
      >
        <div className="field">
          <label htmlFor={ids.keyword}>{t('admin.products.keyword')}</label>
          <input id={ids.keyword} name="keyword" type="search" maxLength={100} defaultValue={filter.keyword ?? ''} />
        </div>
        <SelectField label={t('admin.products.state')} name="status" defaultValue={filter.status ?? ''}>
          <option value="">{t('admin.shops.all')}</option>
          {PRODUCT_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`admin.products.states.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('admin.products.visibility')}
          name="hidden"
          defaultValue={filter.hidden === undefined ? '' : String(filter.hidden)}
        >
          <option value="">{t('admin.shops.all')}</option>
          <option value="false">{t('admin.products.notHidden')}</option>
          <option value="true">{t('admin.products.hidden')}</option>
        </SelectField>
        <div className="field">
          <label htmlFor={ids.shop}>{t('admin.products.shopId')}</label>
          <input id={ids.shop} name="shop_id" inputMode="numeric" defaultValue={filter.shop_id ?? ''} />
        </div>
        <div className="field">
          <label htmlFor={ids.category}>{t('admin.products.categoryId')}</label>
          <input id={ids.category} name="category_id" inputMode="numeric" defaultValue={filter.category_id ?? ''} />
        </div>
        <button type="submit" className="btn">
          {t('admin.shops.searchButton')}
        </button>
      </form>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LineSkeleton lines={6} />
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('admin.products.empty')} />
      ) : (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <p className="muted" role="status">
            {t('admin.products.total', { count: list.data.total })}
          </p>
          <ul className="admin-products-list" data-testid="products-list">
            {list.data.items.map((p) => (
              <AdminProductCard
                key={p.id}
                product={p}
                shopHref={adminDetail('shops', p.shop.id)}
                history={<HistoryToggle subject="product" id={p.id} />}
              />
            ))}
          </ul>
          <AdminPager page={filter.page ?? 1} pages={pages} onPage={(page) => go({ ...filter, page })} />
        </div>
      )}
    </main>
  );
}
