// The launch sequence of spec §4.
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../../features/catalog/api/queries.ts';
import { adsQuery, announcementsQuery, siteConfigQuery } from '../../features/content/api/queries.ts';
import { initI18n } from '../../i18n/index.ts';
import { initCurrency } from '../../lib/currency.ts';
import { restoreSession } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';
import { warmFormats } from '../../lib/warm-formats.ts';

/** Spec §9: the mobile top bar is 44 px high. */
export const MOBILE_TOP_BAR = 44;

export function detectMobile(userAgent: string): boolean {
  return /mobile|android|iphone/i.test(userAgent);
}

/** How long the home page waits for its announcement and categories before it draws without them. */
export const FIRST_VIEW_WAIT_MS = 1500;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The address opens the home page (`#/`, `#/pages/home/home`, or no hash at all). */
export function isHome(hash: string): boolean {
  return /^(#\/?(pages\/home\/home)?)?$/.test(hash.split('?')[0] ?? '');
}

/** Runs the launch steps; resolves true when the app may mount (the currency answered). */
export async function launch(queryClient: QueryClient): Promise<boolean> {
  const mobile = detectMobile(navigator.userAgent);
  storage.set(KEYS.mobile, mobile ? 'yes' : 'no');
  storage.set(KEYS.topBarHeight, String(mobile ? MOBILE_TOP_BAR : 0));
  storage.set(KEYS.adTimestamp, String(Date.now()));
  const steps = [initI18n(), initCurrency(), restoreSession()] as const;
  // ads, website settings and categories depend on none of the three, so they load alongside
  // them rather than after: the first screen's banner (its largest paint) arrives a round trip
  // sooner (issue 17, speed). initI18n has stored the language before its first await.
  const lang = storage.get(KEYS.lang) ?? 'es';
  void queryClient.prefetchQuery(adsQuery(lang));
  void queryClient.prefetchQuery(siteConfigQuery(lang));
  const categories = queryClient.prefetchQuery(categoriesQuery(lang));
  // the home page's first view is the banners, the announcement and the categories, and the last
  // two have no fixed height: the app waits for them (early.ts asked for them with the currency
  // list), so that they are there when the page first draws instead of pushing everything below
  // them down a moment later (a layout shift of 0.34 in Lighthouse). prefetchQuery never fails;
  // slow answers hold the page back at most a moment.
  const firstView = isHome(window.location.hash)
    ? Promise.race([
        Promise.all([queryClient.prefetchQuery(announcementsQuery(lang)), categories]),
        wait(FIRST_VIEW_WAIT_MS),
      ])
    : null;
  const [, currencyOk] = await Promise.all([...steps, firstView, warmFormats(lang)]);
  return currencyOk;
}
