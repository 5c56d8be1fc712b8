// What every sign-in (password, registration, TikTok) does next: the visitor's device cart and
// compare list join the account's, then the buyer goes where they were heading (checkout and the
// wishlist send them here with ?redirect=) or to the dashboard.
import type { QueryClient } from '@tanstack/react-query';
import { type NavigateFunction, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { mergeDeviceCart } from '../cart/api.ts';
import { mergeDeviceCompare } from '../compare/api.ts';

/** Only the storefront's own screens: a crafted link must not send a buyer anywhere else. */
export function safeRedirect(raw: string | null): string | null {
  return raw && /^\/pages\/[\w/-]+(\?[^#]*)?$/.test(raw) && !raw.startsWith('/pages/users/') ? raw : null;
}

/** Where a sign-in started on this screen comes back to (home is `/`, which a redirect cannot name). */
export function useHere(): string {
  const location = useLocation();
  return location.pathname === '/' ? paths.home : location.pathname + location.search;
}

export async function afterSignIn(client: QueryClient, navigate: NavigateFunction, redirect: string | null) {
  await Promise.all([mergeDeviceCart(client), mergeDeviceCompare(client)]);
  navigate(safeRedirect(redirect) ?? paths.mine, { replace: true });
}
