import type { Paged } from '@polymart/contract';
import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/** The next page number of a paged answer, or undefined at the end (TanStack infinite queries). */
export function nextPage<T>(last: Paged<T>): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}

/**
 * An endless list of a paged call (pages from 1): the query for EndlessList, every item loaded so
 * far, and the total the first page gave. `options` may set how long a page stays fresh.
 */
export function usePagedList<T>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<Paged<T>>,
  options: { staleTime?: number } = {},
) {
  const list = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage<T>,
    ...options,
  });
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  return { list, items, total: list.data?.pages[0]?.total };
}
