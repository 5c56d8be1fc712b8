// The way from the storefront into the seller area. The seller link carries a one-time code that
// lives 60 seconds (spec §9 seller url with ptoken), so the one loaded with the page has likely
// expired by the time it is clicked: a fresh user info brings a fresh link, and the browser goes
// there. `hash` opens one screen of the seller area (#/orders, #/refunds).
import { api } from '../../lib/api.ts';
import type { SessionInfo } from '../../lib/session.ts';

export type SellerScreen = '' | '#/products' | '#/orders' | '#/refunds' | '#/shop';

export function sellerLink(url: string, screen: SellerScreen): string {
  return screen ? `${url.split('#')[0]}${screen}` : url;
}

/** Resolves false when the account has no seller link (any more): nothing is opened then. */
export async function openSellerArea(screen: SellerScreen): Promise<boolean> {
  const user = await api<SessionInfo>('/customer/info/get_userinfo');
  if (!user.seller_url) return false;
  window.location.assign(sellerLink(user.seller_url, screen));
  return true;
}
