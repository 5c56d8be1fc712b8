// How the seller area finds its user at start. The storefront sends sellers here with a seller
// link (spec §9: `?ptoken=<one-time code>`); the code is exchanged for a session of this area and
// taken out of the address bar at once, so it never stays in the history or a bookmark. Without a
// code, a session kept in storage is restored; with neither, the sign-in form shows.
import { ERRORS } from '@polymart/contract/errors';
import { ApiError, api } from '../../lib/api.ts';
import { restoreSession, type SessionInfo, signedIn } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';
import { createStore } from '../../lib/store.ts';

/** The link's code was used, expired or unknown (1000004): the sign-in form says so. */
export const linkExpired = createStore(false);

interface ExchangeAnswer {
  'access-token': string;
  user: SessionInfo;
}

/** The address without `ptoken`, the rest of the query and the hash kept as they were. */
export function withoutCode(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('ptoken');
  return url.pathname + url.search + url.hash;
}

export async function startSession(): Promise<void> {
  const code = new URLSearchParams(window.location.search).get('ptoken');
  if (!code) return restoreSession();
  window.history.replaceState(window.history.state, '', withoutCode(window.location.href));
  // On the storefront's own origin (/seller/) the storefront's token shares this storage; a stale
  // link must not sign the user out of it, so it is kept aside and put back if the code fails.
  const before = storage.get(KEYS.token);
  try {
    const answer = await api<ExchangeAnswer>('/seller/session/exchange', { body: { ptoken: code }, quiet: true });
    signedIn(answer['access-token'], answer.user);
  } catch (err) {
    if (err instanceof ApiError && err.code === ERRORS.INVALID_TOKEN.code) linkExpired.set(true);
    if (before) {
      storage.set(KEYS.token, before);
      await restoreSession();
    }
  }
}
