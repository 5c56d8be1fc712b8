// What every journey needs: the server's address, the seeded demo accounts, the API called the way
// the app calls it, a fresh browser page in English (signed in or not), and the check every new
// screen passes (axe clean, nothing wider than the screen).
import { randomUUID } from 'node:crypto';
import type { CheckoutAnswer, Paged, SellerProduct } from '@polymart/contract';
import { LANGUAGES } from '@polymart/contract/locales';
import type { Browser, Page, Request } from 'playwright-core';
import { expect, inject } from 'vitest';
import { axeViolations } from './axe.ts';

export const base = inject('baseUrl');

/** The seeded demo accounts (registration is limited to 10 a minute, so journeys share them). */
export const DEMO = {
  buyer: { email: 'buyer@demo.test', password: 'demo1234', name: 'Demo Buyer' },
  seller: { email: 'seller@demo.test', password: 'demo1234', name: 'Demo Seller' },
  seller2: { email: 'seller2@demo.test', password: 'demo1234' },
  admin: { email: 'admin@demo.test', password: 'demo1234' },
} as const;

/** The narrowest phone the layout is made for. */
export const PHONE_360 = { width: 360, height: 780 };

/** A 2×2 PNG, enough for an upload that must really be decoded. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
/** A file for `setInputFiles`. */
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * Calls the API as the app does (GET without a body, POST with JSON) and answers `data`, or throws;
 * `at` another server than the shared one.
 */
export async function call<T>(path: string, token: string | null, body?: unknown, at = base): Promise<T> {
  const res = await fetch(`${at}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      'content-type': 'application/json',
      lang: 'en',
      ...(token ? { 'access-token': token } : {}),
      // the app sends one per order submit; a journey's submit is a new order each time
      ...(path === '/checkout/onepage/submit' ? { 'idempotency-key': randomUUID() } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const envelope = (await res.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** A session token; the demo accounts' sessions are opened once for the whole run (global-setup). */
export async function signIn(email: string, password: string): Promise<string> {
  const shared = inject('demoTokens')[email];
  if (shared && password === 'demo1234') return shared;
  return (await call<{ 'access-token': string }>('/customer/login/account', null, { email, password }))['access-token'];
}

/** Uploads an image for `purpose` as the token's owner and answers its stored path. */
export async function uploadPng(token: string, purpose: string, name = 'photo.png'): Promise<string> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', new Blob([PNG], { type: 'image/png' }), name);
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { 'access-token': token }, body: form });
  const envelope = (await res.json()) as { code: number; data: { path: string } };
  if (envelope.code !== 200) throw new Error(`upload: ${envelope.code}`);
  return envelope.data.path;
}

/** A page of its own browser context, in English, signed in with `token` if given (`at` another server). */
export async function pageAs(
  browser: Browser,
  viewport: { width: number; height: number },
  token?: string,
  at = base,
): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  trackRequests(page);
  // the storage belongs to the origin: open something small of it before writing
  await page.goto(`${at}/favicon.svg`);
  await page.evaluate((tk) => {
    localStorage.setItem('lang', 'en');
    if (tk) localStorage.setItem('access-token', tk);
  }, token);
  return page;
}

/** A page's requests still under way, and when the last one started or ended. */
const traffic = new WeakMap<Page, { open: Set<Request>; last: number }>();

/** Live streams (Server-Sent Events) stay open for as long as the page shows them. */
const isStream = (request: Request) => request.url().includes('/stream');

export function trackRequests(page: Page) {
  const state = { open: new Set<Request>(), last: Date.now() };
  traffic.set(page, state);
  const done = (request: Request) => {
    state.open.delete(request);
    state.last = Date.now();
  };
  page.on('request', (request) => {
    if (isStream(request)) return;
    state.open.add(request);
    state.last = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has loaded and no request has been under way for `quietMs`: the screen has
 * its data. Playwright's 'networkidle' waits a fixed 500 ms and never ends while a live stream is
 * open; a page not made by pageAs falls back to it.
 */
export async function settled(page: Page, quietMs = 150): Promise<void> {
  await page.waitForLoadState('load');
  const state = traffic.get(page);
  if (!state) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + 30_000;
  while (state.open.size > 0 || Date.now() - state.last < quietMs) {
    if (Date.now() > deadline) throw new Error(`requests still open: ${[...state.open].map((r) => r.url())}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Opens a screen of an area by its hash route and waits until its heading is drawn (within an area
 * the route changes in place: the screen before stays until the next one is loaded) and its data
 * has come.
 */
export async function showScreen(page: Page, url: string): Promise<void> {
  const heading = () => page.evaluate(() => document.querySelector('main h1')?.textContent ?? null);
  const before = await heading();
  await page.goto(url);
  try {
    await page.waitForFunction((old) => {
      const title = document.querySelector('main h1')?.textContent;
      return !!title && title !== old;
    }, before);
  } catch (error) {
    throw new Error(`${url}: the heading stayed ${JSON.stringify(await heading())} (${error})`);
  }
  await settled(page);
}

/** Nothing wider than the screen: no sideways scrolling. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** The innermost elements of the screen that reach past its right edge, to name in a failure. */
export const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .filter(
        (e) => ![...e.children].some((c) => c.getBoundingClientRect().right > document.documentElement.clientWidth + 1),
      )
      .slice(0, 3)
      .map((e) => `<${e.tagName.toLowerCase()} class="${e.className}">${(e.textContent ?? '').slice(0, 40)}`),
  );

/** Every new screen: axe finds nothing, and nothing is wider than the screen. */
export async function expectCleanScreen(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await fitsWidth(page)).toBe(true);
}

/** The demo buyer's delivery address. */
export const DEMO_ADDRESS = {
  name: DEMO.buyer.name,
  street: 'Calle Mayor 2',
  postal_code: '28013',
  city: 'Madrid',
  country: 'ES',
  phone: '+34 600 444 555',
  is_default: true,
};

/** The demo buyer signed in, with a delivery address. */
export async function demoBuyer(): Promise<string> {
  const token = await signIn(DEMO.buyer.email, DEMO.buyer.password);
  if (!(await call<unknown[]>('/checkout/onepage/getaddresslist', token, {})).length) {
    await call('/checkout/onepage/addressadd', token, DEMO_ADDRESS);
  }
  return token;
}

/**
 * The cheapest product of the demo shop on sale with units to spare, read from the seller's own list:
 * the storefront's pages are cached for a minute, while journeys running at once buy from the shop.
 */
export async function demoShopProduct(): Promise<SellerProduct> {
  const seller = await signIn(DEMO.seller.email, DEMO.seller.password);
  const found: SellerProduct[] = [];
  for (let page = 1; page <= 5; page++) {
    const list = await call<Paged<SellerProduct>>(`/seller/products?status=active&page=${page}&page_size=50`, seller);
    found.push(...list.items.filter((p) => p.stock >= 10));
    if (list.items.length < 50) break;
  }
  const [cheapest] = found.sort((a, b) => a.price - b.price);
  if (!cheapest) throw new Error('no product of the demo shop in stock');
  return cheapest;
}

/** One unit bought now by `buyer`, cash on delivery: the order is to be shipped at once. */
export async function orderToShip(buyer: string, productId: number): Promise<number> {
  const answer = await call<CheckoutAnswer>('/checkout/onepage/submit', buyer, {
    items: [{ product_id: productId, quantity: 1 }],
    payment_method: 'cod',
  });
  const [order] = answer.orders;
  if (order?.status !== 'to_ship') throw new Error('the order is not to be shipped');
  return order.id;
}

/**
 * The languages the screen-by-screen sweeps visit: those that stress a phone's layout — the longest
 * words of Latin script (German, Polish: Polish and Kazakh found the coupon form too wide when
 * German did not) and of Cyrillic (Kazakh), and the scripts apart from Latin: Thai (its own line
 * breaking) and Chinese (no spaces to break at; Japanese and Korean write shorter than these). The
 * other languages write in Latin letters no longer than these; that every key exists in each of the
 * 19 is apps/web/test/i18n.test.ts's check. More languages on every screen kept CI over 20 minutes.
 */
export const SWEEP_LANGUAGES = LANGUAGES.filter(({ code }) => ['de', 'pl', 'kk', 'th', 'zh'].includes(code));

/**
 * The sweep language axe also runs in: Thai, the hardest script to fit. Each screen's own journey
 * runs axe in English, at both widths; what axe checks (names, roles, contrast) does not depend on
 * the language of the words.
 */
export const SWEEP_AXE = new Set(['th']);
