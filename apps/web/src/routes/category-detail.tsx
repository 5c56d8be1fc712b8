// Category detail (spec §2): sort by newest or price either way, brand and price-range filters,
// endless scrolling.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../app/paths.ts';
import { LoadMore } from '../components/load-more.tsx';
import { ProductGrid } from '../components/product-card.tsx';
import { FilterPanel, SortSelect } from '../components/sort-filter.tsx';
import { EmptyState, ErrorState, GridSkeleton } from '../components/states.tsx';
import { fetchCategoryPage } from '../features/catalog/api/queries.ts';
import { ApiError } from '../lib/api.ts';
import { useFilters } from '../lib/filters.ts';
import { useLang, useTitle } from '../lib/hooks.ts';
import { nextPage } from '../lib/paged.ts';

export default function CategoryDetail() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const idOrSlug = params.get('id') ?? params.get('slug') ?? '';
  const [filters, setFilters] = useFilters();
  const query = useInfiniteQuery({
    queryKey: ['category-infinite', lang, idOrSlug, filters],
    queryFn: ({ pageParam, signal }) => fetchCategoryPage(idOrSlug, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last.products),
    enabled: idOrSlug !== '',
    retry: false,
  });
  const first = query.data?.pages[0];
  useTitle(first?.category.name);
  if (query.error instanceof ApiError && query.error.code === 2000019) {
    return (
      <div className="page">
        <EmptyState title={t('category.notFound')}>
          <Link to={paths.categories}>{t('category.title')}</Link>
        </EmptyState>
      </div>
    );
  }
  if (query.isError) return <ErrorState onRetry={() => query.refetch()} />;
  const items = query.data?.pages.flatMap((p) => p.products.items) ?? [];
  return (
    <div className="page category-detail">
      {first?.parent && (
        <nav aria-label="breadcrumb" className="breadcrumb">
          <Link to={paths.category(first.parent.slug)}>{first.parent.name}</Link>
        </nav>
      )}
      <h1>{first?.category.name ?? '\u00a0'}</h1>
      {first && (
        <>
          {(first.category.children?.length ?? 0) > 0 && (
            <ul className="chips" aria-label={t('category.series')}>
              {first.category.children!.map((c) => (
                <li key={c.id}>
                  <Link className="chip" to={paths.category(c.slug)}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <div className="toolbar">
            <p className="count">{t('category.products', { count: first.products.total })}</p>
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
          </div>
          <FilterPanel key={JSON.stringify(filters)} filters={filters} brands={first.brands} onChange={setFilters} />
        </>
      )}
      {!query.data ? (
        <GridSkeleton count={6} />
      ) : items.length === 0 ? (
        <EmptyState title={t('category.empty')} />
      ) : (
        <>
          <ProductGrid items={items} eagerFirst={2} />
          <LoadMore
            hasMore={query.hasNextPage}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
