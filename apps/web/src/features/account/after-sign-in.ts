// What every sign-in (password, registration, TikTok) does next: the visitor's device cart joins
// the account's cart, then the buyer goes where they were heading (checkout sends them here with
// ?redirect=) or to the dashboard.
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { paths } from '../../app/paths.ts';
import { mergeDeviceCart } from '../cart/api.ts';

/** Only the storefront's own screens: a crafted link must not send a buyer anywhere else. */
export function safeRedirect(raw: string | null): string | null {
  return raw && /^\/pages\/[\w/-]+(\?[^#]*)?$/.test(raw) && !raw.startsWith('/pages/users/') ? raw : null;
}

export async function afterSignIn(client: QueryClient, navigate: NavigateFunction, redirect: string | null) {
  await mergeDeviceCart(client);
  navigate(safeRedirect(redirect) ?? paths.mine, { replace: true });
}
