import type { Paged } from '@polymart/contract';

/** The next page number of a paged answer, or undefined at the end (TanStack infinite queries). */
export function nextPage<T>(last: Paged<T>): number | undefined {
  return last.page * last.page_size < last.total ? last.page + 1 : undefined;
}
