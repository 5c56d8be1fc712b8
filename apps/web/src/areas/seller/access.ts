// Who may use the seller area: a signed-in user whose role is seller. Everyone else who is signed
// in (a customer, an operator) sees the no-permission screen (spec §6), and so does anyone a seller
// API refuses with 2000040 (a seller whose role changed while the page was open).
import { ERRORS } from '@polymart/contract/errors';
import { ApiError } from '../../lib/api.ts';
import { logout, type SessionInfo, useSession } from '../../lib/session.ts';
import { createStore, useStore } from '../../lib/store.ts';

export const refused = createStore(false);

/** Every failed query and mutation passes here (the query client's caches call it). */
export function watchRefusal(error: unknown): void {
  if (error instanceof ApiError && error.code === ERRORS.NO_PERMISSION.code) refused.set(true);
}

/** Signing out clears the session and storage (spec §4); the sign-in form shows in place. */
export function signOut(): Promise<void> {
  return logout(() => refused.set(false));
}

export type Access =
  | { kind: 'signed-out' }
  | { kind: 'refused'; user: SessionInfo }
  | { kind: 'seller'; user: SessionInfo };

export function useAccess(): Access {
  const user = useSession();
  const wasRefused = useStore(refused);
  if (!user) return { kind: 'signed-out' };
  if (user.role !== 'seller' || wasRefused) return { kind: 'refused', user };
  return { kind: 'seller', user };
}

/**
 * The storefront of this seller area: the same origin when it is served under /seller/, else the
 * host without its `seller.` prefix (seller.example.com → example.com).
 */
export function storefrontUrl(location: Pick<Location, 'protocol' | 'host' | 'pathname'>): string {
  if (location.pathname.startsWith('/seller/') || !location.host.startsWith('seller.')) return '/';
  return `${location.protocol}//${location.host.slice('seller.'.length)}/`;
}
