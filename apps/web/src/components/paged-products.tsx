// A product list with sort and endless scrolling, for the brand, shop and recommended screens.
import type { Paged } from '@polymart/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Filters, ProductItem } from '../features/catalog/types.ts';
import { nextPage } from '../lib/paged.ts';
import { LoadMore } from './load-more.tsx';
import { ProductGrid } from './product-card.tsx';
import { EmptyState, ErrorState, GridSkeleton } from './states.tsx';

export function PagedProducts<T>({
  queryKey,
  fetchPage,
  pick,
  children,
}: {
  queryKey: unknown[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>;
  pick: (page: T) => Paged<ProductItem>;
  /** Renders the header from the first page (brand, shop ...). */
  children?: (first: T | undefined) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(pick(last)),
    retry: false,
  });
  const items = query.data?.pages.flatMap((p) => pick(p).items) ?? [];
  return (
    <>
      {children?.(query.data?.pages[0])}
      {query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <GridSkeleton count={6} />
      ) : items.length === 0 ? (
        <EmptyState title={t('common.noResults')} />
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
    </>
  );
}

export type { Filters };
