// Buyer journeys in a real browser against the real server, on a phone and on a desktop.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { settled, trackRequests } from './kit.ts';

const base = inject('baseUrl');
type Strings = Record<string, Record<string, string>>;
const strings = (code: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Strings;
const es = strings('es');
const de = strings('de');
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

async function api<T>(path: string, lang = 'es'): Promise<T> {
  const res = await fetch(`${base}/api${path}`, { headers: { lang } });
  return ((await res.json()) as { data: T }).data;
}

/** Price text as the page shows it ("$1,234.50" or "€1.099,00" style symbols) to minor units. */
const minor = (text: string) => Number(text.replace(/[^\d]/g, ''));

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe.each([
  { name: 'phone', viewport: PHONE, mobile: true },
  { name: 'desktop', viewport: DESKTOP, mobile: false },
])('storefront on a $name', ({ viewport, mobile }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({
      viewport,
      isMobile: mobile,
      hasTouch: mobile,
      ...(mobile ? { userAgent: PHONE_UA } : {}),
      // axe is injected as a script; the page's CSP would refuse it
      bypassCSP: true,
    });
    page = await context.newPage();
    trackRequests(page);
  });
  afterAll(() => context.close());

  /** A fresh page load of `route`, in Spanish and US dollars unless said otherwise. */
  const open = async (route: string, prefs: { lang?: string; cur?: string } = {}) => {
    if (!page.url().startsWith(base)) await page.goto(`${base}/favicon.svg`);
    await page.evaluate(
      ({ lang, cur }) => {
        localStorage.setItem('lang', lang);
        localStorage.setItem('cur', cur);
      },
      { lang: prefs.lang ?? 'es', cur: prefs.cur ?? 'USD' },
    );
    await page.goto('about:blank');
    await page.goto(`${base}/#${route}`);
    await settled(page);
  };
  const newArrivals = () => page.locator('section[aria-labelledby="home-new"] .product-name');

  it('launches in Spanish with USD, stores the launch flags, and shows products from the API', async () => {
    await open('/');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    const lists = await api<{ new: { name: string }[] }>('/customer/product/get_recommend_list?size=10', 'es');
    await page.getByRole('heading', { name: es.home!.newArrivals }).waitFor();
    await expect.poll(() => newArrivals().first().textContent()).toBe(lists.new[0]!.name);
    const stored = await page.evaluate(() => ({
      mobile: localStorage.getItem('mobile'),
      bar: localStorage.getItem('top-bar-height'),
      ad: localStorage.getItem('ad-timestamp'),
      cur: localStorage.getItem('cur'),
    }));
    expect(stored).toMatchObject({ mobile: mobile ? 'yes' : 'no', bar: mobile ? '44' : '0', cur: 'USD' });
    expect(Number(stored.ad)).toBeGreaterThan(0);
    // Spanish writes the symbol after the amount: 1234,50 $
    expect(await page.locator('.price-now').first().textContent()).toMatch(/^[\d.]+,\d{2}\u00a0\$$/);
  });

  it('switches language: the interface text and the product names change', async () => {
    await open('/');
    const before = await newArrivals().first().textContent();
    await page.getByLabel(es.nav!.language!, { exact: true }).filter({ visible: true }).first().selectOption('de');
    await page.getByRole('heading', { name: de.home!.newArrivals }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    const german = await api<{ new: { name: string }[] }>('/customer/product/get_recommend_list?size=10', 'de');
    await expect.poll(() => newArrivals().first().textContent()).toBe(german.new[0]!.name);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    expect(german.new[0]!.name).not.toBe(before);
    await page.getByLabel(de.nav!.language!, { exact: true }).filter({ visible: true }).first().selectOption('es');
    await page.getByRole('heading', { name: es.home!.newArrivals }).waitFor();
  });

  it('switches currency: every price changes by the rate', async () => {
    await open('/pages/category/detail?slug=lenses&sort=price_asc');
    const first = page.locator('.product-card').first();
    await first.waitFor();
    const usd = minor((await first.locator('.price-now').textContent())!);
    const currencies = await api<{ list: { code: string; rate: number; symbol: string }[] }>(
      '/customer/index/get_currency',
    );
    const eur = currencies.list.find((c) => c.code === 'EUR')!;
    const select = page.getByLabel(es.nav!.currency!, { exact: true }).filter({ visible: true }).first();
    // the options are named in the page's language once the visitor reaches for the list, not before
    // (Intl's names cost a phone's first draw 30 ms)
    expect(await select.locator('option[value="EUR"]').getAttribute('title')).toBeNull();
    await select.focus();
    await expect.poll(() => select.locator('option[value="EUR"]').getAttribute('title')).toBe('Euro');
    expect(await select.getAttribute('title')).toMatch(/^D[oó]lar/);
    await select.selectOption('EUR');
    await expect.poll(async () => (await first.locator('.price-now').textContent())?.endsWith(eur.symbol)).toBe(true);
    const converted = minor((await first.locator('.price-now').textContent())!);
    expect(converted).toBe(Math.trunc((usd * eur.rate) / 100));
    expect(await page.evaluate(() => localStorage.getItem('cur'))).toBe('EUR');
  });

  it('opens a product from its card in the page (no reload), and back returns home', async () => {
    await open('/');
    const card = page.locator('section[aria-labelledby="home-new"] .product-link').first();
    const name = (await card.locator('.product-name').textContent())!;
    await page.evaluate(() => Object.assign(window, { stillHere: true }));
    await card.click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(page.url()).toMatch(/#\/pages\/prouduct\/detail\?id=\d+$/);
    // the router navigated: the same document, the marker is still there
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.goBack();
    await page.getByRole('heading', { name: es.home!.newArrivals }).waitFor();
  });

  it('opens a fresh visit at the top, wherever the last page of the tab was left', async () => {
    await open('/pages/category/detail?slug=cameras');
    await page.locator('.product-card').nth(9).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // through about:blank: a new page load, as from a typed address or a link from elsewhere
    await open('/pages/category/detail?slug=lenses');
    await page.locator('.product-card').nth(9).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('sorts a category by price, lowest first', async () => {
    await open('/pages/category/detail?slug=cameras');
    await page.getByLabel(es.common!.sortBy!, { exact: true }).selectOption('price_asc');
    await expect.poll(() => page.url()).toContain('sort=price_asc');
    await page.locator('.product-card').nth(5).waitFor();
    const expected = await api<{ products: { items: { price: number }[] } }>('/category/cameras/1?sort=price_asc');
    await expect
      .poll(async () => (await page.locator('.product-card .price-now').allTextContents()).slice(0, 5).map(minor))
      .toEqual(expected.products.items.slice(0, 5).map((p) => p.price));
    const shown = (await page.locator('.product-card .price-now').allTextContents()).map(minor);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
  });

  it('finds products by search, even misspelt', async () => {
    await open('/pages/search/search');
    const box = page.getByRole('searchbox', { name: es.search!.label }).last();
    await box.fill('cenon');
    await box.press('Enter');
    await page.locator('h2.count').waitFor();
    const names = await page.locator('.product-name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n.toLowerCase()).toContain('canon');
  });

  it('shows the product detail with the converted price', async () => {
    const hot = await api<{ items: { id: number; name: string; price: number; deal_price: number | null }[] }>(
      '/customer/product/get_hot_list?page_size=1',
    );
    const product = hot.items[0]!;
    await open(`/pages/prouduct/detail?id=${product.id}`, { cur: 'JPY' });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const jpy = (await api<{ list: { code: string; rate: number }[] }>('/customer/index/get_currency')).list.find(
      (c) => c.code === 'JPY',
    )!;
    const price = product.deal_price ?? product.price;
    const shown = minor((await page.locator('.product-price .price-now').textContent())!);
    expect(shown).toBe(Math.trunc((price * jpy.rate) / 100));
  });

  it('shows the 404 page for an unknown route', async () => {
    await open('/pages/no/such/screen');
    await page.getByRole('heading', { level: 1, name: es.notFound!.title }).waitFor();
  });

  for (const route of [
    '/',
    '/pages/category/detail?slug=cameras',
    '/pages/prouduct/detail?id=1',
    '/pages/search/search?keyword=lens',
    '/pages/blog/blog',
    '/pages/users/login',
    '/pages/users/register',
  ]) {
    it(`has no WCAG 2.2 AA violations on ${route}`, async () => {
      await open(route);
      await page.locator('.product-card, .blog-card, form.form').first().waitFor();
      const violations = await axeViolations(page);
      expect(violations).toEqual([]);
    });
  }
});
