// Cart calls. A signed-in buyer's cart lives on the server; a visitor's lives on the device and is
// priced by /customer/cart/preview (whose line ids are product ids). Every write but add answers the
// whole cart (add is followed by a read of the cart), which replaces the cached one and the cart
// count of the user info (card.count) at once.
import type { CartAnswer } from '@polymart/contract';
import { keepPreviousData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { refreshSession, sessionStore, useSession } from '../../lib/session.ts';
import { useStore } from '../../lib/store.ts';
import {
  addDeviceLine,
  clearDeviceCart,
  type DeviceLine,
  deviceCart,
  deviceLines,
  removeDeviceLines,
  selectDeviceLines,
  setDeviceQuantity,
} from './device-cart.ts';

export const EMPTY_CART: CartAnswer = {
  groups: [],
  items_count: 0,
  selected: { count: 0, subtotal: 0, tax: 0, total: 0 },
};

export const cartQuery = (userId: number | null, lines: DeviceLine[]) =>
  queryOptions({
    queryKey: userId ? ['cart', userId] : ['cart', 'device', lines],
    queryFn: ({ signal }) => {
      if (userId) return api<CartAnswer>('/customer/cart/list', { signal });
      if (!lines.length) return Promise.resolve(EMPTY_CART);
      return api<CartAnswer>('/customer/cart/preview', { body: { items: JSON.stringify(lines) }, signal });
    },
  });

/** A fresh cart from the server: cache it, update the count, and let quotes be asked again. */
function applyCart(client: QueryClient, userId: number, cart: CartAnswer): void {
  client.setQueryData(['cart', userId], cart);
  sessionStore.set((s) => (s ? { ...s, card: { count: cart.items_count } } : s));
  void client.invalidateQueries({ queryKey: ['checkout'] });
}

/** The number on the cart tab: the account's lines, or the device's for a visitor. */
export function useCartCount(): number {
  const user = useSession();
  const lines = useStore(deviceCart);
  return user ? (user.card?.count ?? 0) : lines.length;
}

export function useCart() {
  const user = useSession();
  const lines = useStore(deviceCart);
  const client = useQueryClient();
  const userId = user?.id ?? null;
  // keep showing the last cart while a changed one loads, so steppers do not flash
  const query = useQuery({ ...cartQuery(userId, lines), placeholderData: keepPreviousData });
  const run = async (call: () => Promise<CartAnswer>, onDevice: () => void) => {
    if (!userId) return onDevice();
    try {
      applyCart(client, userId, await call());
    } catch {
      // api() has shown the reason (2000023 too many); show the cart as the server has it
      await client.invalidateQueries({ queryKey: ['cart', userId] });
    }
  };
  return {
    query,
    cart: query.data,
    visitor: !userId,
    update: (id: number, quantity: number) =>
      run(
        () => api<CartAnswer>('/customer/cart/update', { body: { id, quantity } }),
        () => setDeviceQuantity(id, quantity),
      ),
    remove: (ids: number[]) =>
      run(
        () => api<CartAnswer>('/customer/cart/remove', { body: { ids } }),
        () => removeDeviceLines(ids),
      ),
    /** Selects or clears the given lines, or all lines without ids. */
    select: (ids: number[] | undefined, selected: boolean) =>
      run(
        () => api<CartAnswer>('/customer/cart/select', { body: { ids, selected } }),
        () => selectDeviceLines(ids, selected),
      ),
  };
}

/**
 * 'stock' when the device cart cannot take the quantity (the server's own refusal, 2000023, is
 * shown by api() and answers 'failed' like any other failure).
 */
export async function addToCart(
  client: QueryClient,
  product: { id: number; stock: number },
  quantity: number,
): Promise<'ok' | 'stock' | 'failed'> {
  const user = sessionStore.get();
  if (!user) return addDeviceLine(product.id, quantity, product.stock) ? 'ok' : 'stock';
  try {
    // only success is read from the answer (the spec's add answers items_count, not the cart)
    await api<unknown>('/customer/cart/add', { body: { product_id: product.id, quantity } });
  } catch {
    return 'failed';
  }
  try {
    applyCart(client, user.id, await client.fetchQuery({ ...cartQuery(user.id, []), staleTime: 0 }));
  } catch {
    // the line is in the cart; the cart screen and count load it when next shown
    void client.invalidateQueries({ queryKey: ['cart', user.id] });
    void refreshSession().catch(() => {});
  }
  return 'ok';
}

/**
 * Right after any sign-in: the visitor's device cart joins the account's cart, then the device
 * forgets it. A failed merge keeps the device cart (and api() says why) so nothing is lost.
 */
export async function mergeDeviceCart(client: QueryClient): Promise<void> {
  const lines = deviceLines();
  if (lines.length) {
    try {
      await api<CartAnswer>('/customer/cart/merge', {
        body: { items: JSON.stringify(lines.map(({ product_id, quantity }) => ({ product_id, quantity }))) },
      });
      clearDeviceCart();
    } catch {
      /* shown by api() */
    }
  }
  await client.invalidateQueries({ queryKey: ['cart'] });
  // card.count now counts the merged lines
  await refreshSession().catch(() => {});
}
