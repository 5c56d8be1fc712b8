// A product list with endless scrolling, for the category, brand, shop and recommended screens.
import type { Paged } from '@polymart/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../components/load-more.tsx';
import { EmptyState, ErrorState, GridSkeleton } from '../../components/states.tsx';
import { nextPage } from '../../lib/paged.ts';
import { ProductGrid } from './product-card.tsx';
import type { Filters, ProductItem } from './types.ts';

export function PagedProducts<T>({
  queryKey,
  fetchPage,
  pick,
  children,
  emptyTitle,
  failed,
}: {
  queryKey: unknown[];
  fetchPage: (page: number, signal: AbortSignal) => Promise<T>;
  pick: (page: T) => Paged<ProductItem>;
  /** Renders the header from the first page (brand, shop, category ...). */
  children?: (first: T | undefined) => React.ReactNode;
  emptyTitle?: string;
  /** Renders a failure the screen knows (an unknown category); null falls back to retry. */
  failed?: (error: Error) => React.ReactNode | null;
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
  const known = query.error ? failed?.(query.error) : null;
  if (known) return known;
  return (
    <>
      {children?.(query.data?.pages[0])}
      {query.isError ? (
        <ErrorState onRetry={() => query.refetch()} />
      ) : !query.data ? (
        <GridSkeleton count={6} />
      ) : items.length === 0 ? (
        <EmptyState title={emptyTitle ?? t('common.noResults')} />
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
