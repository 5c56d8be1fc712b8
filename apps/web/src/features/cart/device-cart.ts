// A visitor's cart (spec §2: add to cart works without signing in). It lives in localStorage so it
// survives reloads and the trip through a sign-in page; the server prices it through
// /customer/cart/preview and merges it into the account's cart after sign-in.
import { sessionStore } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';
import { createStore } from '../../lib/store.ts';

export interface DeviceLine {
  product_id: number;
  quantity: number;
  selected: boolean;
}

function read(): DeviceLine[] {
  const raw = storage.getJson<unknown>(KEYS.deviceCart, []);
  if (!Array.isArray(raw)) return [];
  // the value is the user's to tamper with: keep only well-formed lines
  return raw.filter(
    (l): l is DeviceLine =>
      typeof l === 'object' &&
      l !== null &&
      Number.isInteger((l as DeviceLine).product_id) &&
      Number.isInteger((l as DeviceLine).quantity) &&
      (l as DeviceLine).quantity > 0,
  );
}

export const deviceCart = createStore<DeviceLine[]>(read());

function write(lines: DeviceLine[]): void {
  if (lines.length) storage.set(KEYS.deviceCart, JSON.stringify(lines));
  else storage.remove(KEYS.deviceCart);
  deviceCart.set(lines);
}

// logout clears all local storage, and another tab may change the cart: read it again then
sessionStore.subscribe(() => {
  if (!sessionStore.get()) deviceCart.set(read());
});
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEYS.deviceCart || e.key === null) deviceCart.set(read());
  });
}

/**
 * Adds to a line (or creates it), never beyond the stock the product page knows; false when the
 * whole quantity did not fit (the server answers 2000023 in that case).
 */
export function addDeviceLine(productId: number, quantity: number, stock: number): boolean {
  const lines = read();
  const line = lines.find((l) => l.product_id === productId);
  const wanted = (line?.quantity ?? 0) + quantity;
  if (wanted > stock) return false;
  write(
    line
      ? lines.map((l) => (l.product_id === productId ? { ...l, quantity: wanted } : l))
      : [...lines, { product_id: productId, quantity: wanted, selected: true }],
  );
  return true;
}

export function setDeviceQuantity(productId: number, quantity: number): void {
  write(read().map((l) => (l.product_id === productId ? { ...l, quantity: Math.max(1, quantity) } : l)));
}

export function removeDeviceLines(productIds: number[]): void {
  write(read().filter((l) => !productIds.includes(l.product_id)));
}

/** Selects or clears the given lines, or every line when no ids are given. */
export function selectDeviceLines(productIds: number[] | undefined, selected: boolean): void {
  write(read().map((l) => (!productIds || productIds.includes(l.product_id) ? { ...l, selected } : l)));
}

export function clearDeviceCart(): void {
  write([]);
}

export const deviceLines = read;
