// Wishlist calls. The ids answer once per account and drives every heart on the screen from one
// cached list; a toggle answers the new count, which goes straight into the user info
// (wishlist.count) so the dashboard shows it without asking again.
import type { Paged, ProductItem } from '@polymart/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api.ts';
import { sessionStore, useSession } from '../../lib/session.ts';

export const wishlistIdsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['wishlist', 'ids', userId],
    queryFn: ({ signal }) => api<number[]>('/customer/wishlist/ids', { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

export const fetchWishlistPage = (page: number, signal?: AbortSignal) =>
  api<Paged<ProductItem>>('/customer/wishlist/list', { query: { page }, signal });

/** The product ids in the signed-in buyer's wishlist; empty for visitors. */
export function useWishlistIds(): ReadonlySet<number> {
  const user = useSession();
  const { data } = useQuery({ ...wishlistIdsQuery(user?.id ?? 0), enabled: Boolean(user) });
  // the same set until the list changes: the cards' switches depend on it
  return useMemo(() => new Set(data ?? []), [data]);
}

/** Keeps or drops a product; the ids, the count and the wishlist screen follow the answer. */
export async function setWishlisted(client: QueryClient, productId: number, on: boolean): Promise<void> {
  const user = sessionStore.get();
  if (!user) return;
  const { count } = await api<{ in_wishlist: boolean; count: number }>(
    on ? '/customer/wishlist/add' : '/customer/wishlist/remove',
    { body: { product_id: productId } },
  );
  client.setQueryData<number[]>(wishlistIdsQuery(user.id).queryKey, (ids = []) =>
    on ? [productId, ...ids.filter((id) => id !== productId)] : ids.filter((id) => id !== productId),
  );
  sessionStore.set((s) => (s ? { ...s, wishlist: { count } } : s));
  void client.invalidateQueries({ queryKey: ['wishlist', 'list'] });
}
