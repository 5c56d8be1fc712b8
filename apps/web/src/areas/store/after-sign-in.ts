// What every sign-in (password, registration, TikTok) does next: the visitor's device cart and
// compare list join the account's, then the buyer goes where they were heading (checkout and the
// wishlist send them here with ?redirect=) or to the dashboard. It composes two features (cart,
// compare), so it belongs to the storefront rather than to either of them.
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { mergeDeviceCart } from '../../features/cart/api.ts';
import { mergeDeviceCompare } from '../../features/compare/api.ts';
import { paths } from '../../lib/paths.ts';

/** Only the storefront's own screens: a crafted link must not send a buyer anywhere else. */
export function safeRedirect(raw: string | null): string | null {
  return raw && /^\/pages\/[\w/-]+(\?[^#]*)?$/.test(raw) && !raw.startsWith('/pages/users/') ? raw : null;
}

export async function afterSignIn(client: QueryClient, navigate: NavigateFunction, redirect: string | null) {
  await Promise.all([mergeDeviceCart(client), mergeDeviceCompare(client)]);
  navigate(safeRedirect(redirect) ?? paths.mine, { replace: true });
}
