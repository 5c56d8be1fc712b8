// Category detail (spec §2): sort by newest or price either way, brand and price-range filters,
// endless scrolling.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterPanel, SortSelect } from '../../../components/sort-filter.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { fetchCategoryPage } from '../../../features/catalog/api/queries.ts';
import { PagedProducts } from '../../../features/catalog/paged-products.tsx';
import type { CategoryPage, Filters } from '../../../features/catalog/types.ts';
import { ApiError } from '../../../lib/api.ts';
import { useFilters } from '../../../lib/filters.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { PlainLink } from '../../../lib/plain-link.tsx';

function CategoryHeader({
  page,
  filters,
  onFilters,
}: {
  page?: CategoryPage;
  filters: Filters;
  onFilters: (f: Filters) => void;
}) {
  const { t } = useTranslation();
  useTitle(page?.category.name);
  return (
    <>
      {page?.parent && (
        <nav aria-label="breadcrumb" className="breadcrumb">
          <PlainLink to={paths.category(page.parent.slug)}>{page.parent.name}</PlainLink>
        </nav>
      )}
      <h1>{page?.category.name ?? '\u00a0'}</h1>
      {page && (
        <>
          {(page.category.children?.length ?? 0) > 0 && (
            <ul className="chips" aria-label={t('category.series')}>
              {page.category.children!.map((c) => (
                <li key={c.id}>
                  <PlainLink className="chip" to={paths.category(c.slug)}>
                    {c.name}
                  </PlainLink>
                </li>
              ))}
            </ul>
          )}
          <div className="toolbar">
            <p className="count">{t('category.products', { count: page.products.total })}</p>
            <SortSelect value={filters.sort} onChange={(sort) => onFilters({ ...filters, sort })} />
          </div>
          <FilterPanel key={JSON.stringify(filters)} filters={filters} brands={page.brands} onChange={onFilters} />
        </>
      )}
    </>
  );
}

export default function CategoryDetail() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const idOrSlug = params.get('id') ?? params.get('slug') ?? '';
  const [filters, setFilters] = useFilters();
  return (
    <div className="page category-detail">
      <PagedProducts
        queryKey={['category-infinite', lang, idOrSlug, filters]}
        fetchPage={(page, signal) => fetchCategoryPage(idOrSlug, page, filters, signal)}
        pick={(p) => p.products}
        emptyTitle={t('category.empty')}
        failed={(error) =>
          error instanceof ApiError && error.code === 2000019 ? (
            <EmptyState title={t('category.notFound')}>
              <PlainLink to={paths.categories}>{t('category.title')}</PlainLink>
            </EmptyState>
          ) : null
        }
      >
        {(first) => <CategoryHeader page={first} filters={filters} onFilters={setFilters} />}
      </PagedProducts>
    </div>
  );
}
