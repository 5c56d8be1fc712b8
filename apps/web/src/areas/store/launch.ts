// The launch sequence of spec §4.
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from '../../features/catalog/api/queries.ts';
import { adsQuery, announcementsQuery, siteConfigQuery } from '../../features/content/api/queries.ts';
import { initI18n } from '../../i18n/index.ts';
import { initCurrency } from '../../lib/currency.ts';
import { restoreSession } from '../../lib/session.ts';
import { KEYS, storage } from '../../lib/storage.ts';

/** Spec §9: the mobile top bar is 44 px high. */
export const MOBILE_TOP_BAR = 44;

export function detectMobile(userAgent: string): boolean {
  return /mobile|android|iphone/i.test(userAgent);
}

/** Runs the launch steps; resolves true when the app may mount (the currency answered). */
export async function launch(queryClient: QueryClient): Promise<boolean> {
  const mobile = detectMobile(navigator.userAgent);
  storage.set(KEYS.mobile, mobile ? 'yes' : 'no');
  storage.set(KEYS.topBarHeight, String(mobile ? MOBILE_TOP_BAR : 0));
  storage.set(KEYS.adTimestamp, String(Date.now()));
  const ready = Promise.all([initI18n(), initCurrency(), restoreSession()]);
  // ads, website settings and categories depend on none of the three, so they load alongside
  // them rather than after: the first screen's banner (its largest paint) arrives a round trip
  // sooner (issue 17, speed). initI18n has stored the language before its first await.
  const lang = storage.get(KEYS.lang) ?? 'es';
  void queryClient.prefetchQuery(adsQuery(lang));
  void queryClient.prefetchQuery(siteConfigQuery(lang));
  void queryClient.prefetchQuery(categoriesQuery(lang));
  // the home page's announcement sits above its categories: there when the page first draws, it
  // does not push them down a moment later (a layout shift Lighthouse counts)
  if (/^(#\/?(pages\/home\/home)?)?$/.test(window.location.hash.split('?')[0] ?? '')) {
    void queryClient.prefetchQuery(announcementsQuery(lang));
  }
  const [, currencyOk] = await ready;
  return currencyOk;
}
