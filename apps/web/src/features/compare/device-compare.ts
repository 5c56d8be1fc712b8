// A visitor's compare list: up to four product ids in localStorage, so it survives reloads and the
// trip through a sign-in page, where it joins the account's list (api.ts mergeDeviceCompare).
import { sessionStore } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';
import { createStore } from '../../lib/store.ts';

/** The API's limit (a fifth product answers 1000008). */
export const MAX_COMPARE = 4;

function read(): number[] {
  const raw = storage.getJson<unknown>(KEYS.deviceCompare, []);
  if (!Array.isArray(raw)) return [];
  // the value is the user's to tamper with: whole positive ids, once each, at most four
  const ids = raw.filter((v): v is number => Number.isInteger(v) && v > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARE);
}

export const deviceCompare = createStore<number[]>(read());

function write(ids: number[]): void {
  if (ids.length) storage.set(KEYS.deviceCompare, JSON.stringify(ids));
  else storage.remove(KEYS.deviceCompare);
  deviceCompare.set(ids);
}

// logout clears all local storage, and another tab may change the list: read it again then
sessionStore.subscribe(() => {
  if (!sessionStore.get()) deviceCompare.set(read());
});
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEYS.deviceCompare || e.key === null) deviceCompare.set(read());
  });
}

/** False when the list is full. */
export function addDeviceCompare(productId: number): boolean {
  const ids = read();
  if (ids.includes(productId)) return true;
  if (ids.length >= MAX_COMPARE) return false;
  write([...ids, productId]);
  return true;
}

/** Takes one product out, or every product without an id. */
export function removeDeviceCompare(productId?: number): void {
  write(productId ? read().filter((id) => id !== productId) : []);
}

export const deviceCompareIds = read;
