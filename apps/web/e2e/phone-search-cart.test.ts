// Issue 17's last storefront points on a 360 px phone: search results filtered by price as the
// category page is (the boxes keep the amounts after Apply and after a reload, the panel leaves the
// products on the first screen), the language switch one tap away in the header in all 19 languages,
// and the cart whose sticky summary never covers its last line and says nothing of tax on tax-free
// lines. A visitor throughout: the device cart is the journey's own, shared with no other journey.
import { readFileSync } from 'node:fs';
import type { CartAnswer, SearchResult } from '@polymart/contract';
import { LANGUAGES } from '@polymart/contract/locales';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { base, call, PHONE_360, settled, trackRequests } from './kit.ts';

type Strings = Record<string, Record<string, string>>;
const strings = (code: string) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Strings;
const en = strings('en');
const de = strings('de');
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const PHONE = { ...PHONE_360, height: 740 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, userAgent: PHONE_UA });
  page = await context.newPage();
  trackRequests(page);
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('cur', 'USD');
  });
});
afterAll(() => browser?.close());

/** What covers the centre of `selector`'s last match: true when it is that element (or inside it). */
const centreIsOwn = (selector: string) =>
  page.evaluate((sel) => {
    const all = document.querySelectorAll(sel);
    const own = all[all.length - 1];
    if (!own) throw new Error(`no ${sel}`);
    const box = own.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return { own: !!hit && own.contains(hit), hit: hit ? `<${hit.tagName} class="${hit.className}">` : 'nothing' };
  }, selector);

describe('search results on a 360 px phone', () => {
  const keyword = 'camera';
  const min = 20000;
  const max = 90000;

  it('start with the products on the first screen, the filters folded under one line', async () => {
    await page.goto(`${base}/#/pages/search/search?keyword=${keyword}`);
    await settled(page);
    const summary = page.locator('.filter-panel summary');
    await summary.waitFor();
    const firstCard = await page.locator('.product-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(PHONE.height / 2);
    expect((await summary.boundingBox())!.height).toBeLessThanOrEqual(48);
  });

  it('apply a price range that stays in the boxes and in force after a reload', async () => {
    await page.locator('.filter-panel summary').click();
    await page.getByPlaceholder(en.category!.minPrice!).fill('200');
    await page.getByPlaceholder(en.category!.maxPrice!).fill('900');
    await page.getByRole('button', { name: en.common!.apply }).click();
    await expect.poll(() => page.url()).toContain(`min_price=${min}`);
    expect(page.url()).toContain(`max_price=${max}`);
    await settled(page);
    const answer = await call<SearchResult>(
      `/search/${keyword}?min_price=${min}&max_price=${max}&sort=relevance&page_size=20`,
      null,
    );
    expect(answer.total).toBeGreaterThan(0);
    const expectFiltered = async () => {
      const heading = page.getByRole('heading', { level: 2 }).filter({ hasText: keyword });
      await expect.poll(() => heading.textContent()).toContain(String(answer.total));
      const names = await page.locator('.product-card .product-name').allTextContents();
      expect(names.slice(0, answer.items.length)).toEqual(answer.items.map((p) => p.name));
      // the boxes show the range in force (the panel is drawn anew, folded on a phone)
      if (!(await page.getByPlaceholder(en.category!.minPrice!).isVisible()))
        await page.locator('.filter-panel summary').click();
      expect(await page.getByPlaceholder(en.category!.minPrice!).inputValue()).toBe('200.00');
      expect(await page.getByPlaceholder(en.category!.maxPrice!).inputValue()).toBe('900.00');
    };
    await expectFiltered();
    await page.reload();
    await settled(page);
    await expectFiltered();
  });
});

describe('the language switch in the phone header', () => {
  it('is one tap away in every language, and the header stays as wide as the screen', async () => {
    for (const { code, label } of LANGUAGES) {
      const select = page.locator('.mobile-bar [data-testid="header-language"] select');
      await select.selectOption(code);
      await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe(code);
      const fit = await page.evaluate(() => {
        const bar = document.querySelector('.mobile-bar')!;
        const control = bar.querySelector('[data-testid="header-language"]')!.getBoundingClientRect();
        return {
          barFits: bar.scrollWidth <= bar.clientWidth,
          inside: control.left >= 0 && control.right <= document.documentElement.clientWidth,
          wide: control.width >= 44 && control.height >= 32,
          pageFits: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        };
      });
      expect(fit, code).toEqual({ barFits: true, inside: true, wide: true, pageFits: true });
      // a tap on the switch lands on the select itself: one tap opens the list of languages
      expect((await centreIsOwn('.mobile-bar [data-testid="header-language"] select')).own, code).toBe(true);
      expect(await select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent), code).toBe(label);
    }
    await page.locator('.mobile-bar [data-testid="header-language"] select').selectOption('de');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de');
    await expect.poll(() => page.locator('.filter-panel summary').textContent()).toContain(de.common!.filters);
    await page.locator('.mobile-bar [data-testid="header-language"] select').selectOption('en');
  });
});

describe('the cart on a 360 px phone', () => {
  it('never covers its last line with the summary, and says nothing of tax on a tax-free line', async () => {
    const found = await call<SearchResult>('/search/lens?page_size=20', null);
    const lines = found.items.filter((p) => p.stock > 2).slice(0, 5);
    expect(lines.length).toBe(5);
    const device = lines.map((p) => ({ product_id: p.id, quantity: 1, selected: true }));
    await page.evaluate((d) => localStorage.setItem('device-cart', JSON.stringify(d)), device);
    await page.goto('about:blank');
    await page.goto(`${base}/#/pages/cart/cart`);
    await settled(page);
    await page.locator('.cart-line').nth(4).waitFor();
    await page.locator('.cart-bar').waitFor();

    // scrolled into view from the top (as the browser brings a line to the screen's bottom edge):
    // the whole line stands above the summary, which stays stuck above the tab bar
    const clearance = await page.evaluate(() => {
      window.scrollTo(0, 0);
      const lines = document.querySelectorAll('.cart-line');
      const last = lines[lines.length - 1]!;
      last.scrollIntoView({ block: 'end' });
      return document.querySelector('.cart-bar')!.getBoundingClientRect().top - last.getBoundingClientRect().bottom;
    });
    expect(clearance).toBeGreaterThanOrEqual(-1);
    expect(await centreIsOwn('.cart-line')).toMatchObject({ own: true });
    // reached by the keyboard, the last line's quantity stops above the summary and the tab bar
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('.cart-line .stepper input').last().focus();
    expect(await centreIsOwn('.cart-line .stepper input')).toMatchObject({ own: true });

    // tax only where there is some
    const priced = await call<CartAnswer>('/customer/cart/preview', null, { items: JSON.stringify(device) });
    const taxWord = en.cart!.tax!.split(' ')[0]!;
    for (const line of priced.groups.flatMap((g) => g.lines)) {
      const text = await page.locator('.cart-line', { hasText: line.name }).first().textContent();
      if (line.tax > 0) expect(text).toContain(taxWord);
      else expect(text).not.toContain(taxWord);
    }
  });
});
