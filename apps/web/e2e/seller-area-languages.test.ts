// Every screen of the seller area, in the languages hardest to fit (kit.ts), on a 360 px phone: the screen loads,
// says what it is in that language (no translation key shows through), and nothing is wider than the
// screen. axe runs in Thai (kit.ts SWEEP_AXE); each screen's own journey runs it in English. The admin backend has its own sweep (admin-area-languages.test.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import {
  base,
  DEMO,
  demoBuyer,
  demoShopProduct,
  fitsWidth,
  orderToShip,
  overflowing,
  PHONE_360,
  pageAs,
  SWEEP_AXE,
  SWEEP_LANGUAGES,
  showScreen,
  signIn,
} from './kit.ts';

/** What an untranslated key looks like on screen: `seller.products.title` and the like. */
const RAW_KEY =
  /\b(seller|admin|common|product|checkout|orders|shop|errors|generic|flash|messages|notices)\.[a-z][A-Za-z]+(\.[A-Za-z]+)*\b/;

let browser: Browser;
let seller: string;
let screens: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signIn(DEMO.seller.email, DEMO.seller.password);
  const product = await demoShopProduct();
  const order = await orderToShip(await demoBuyer(), product.id);
  screens = [
    'dashboard',
    'products',
    'products/new',
    `products/${product.id}`,
    'products/import',
    'stock',
    'orders',
    `orders/${order}`,
    `orders/${order}/slip`,
    'refunds',
    'money',
    'money/statement',
    'money/withdrawals',
    'reviews',
    'coupons',
    'flash-deals',
    'messages',
    'notices',
    'shop',
  ];
});
afterAll(() => browser?.close());

async function expectFits(page: Page, where: string, lang: string) {
  if (!(await fitsWidth(page)))
    expect(await overflowing(page), `${where} in ${lang} is wider than the screen`).toEqual([]);
  expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0], `${where} in ${lang}`).toBeUndefined();
  if (SWEEP_AXE.has(lang)) expect(await axeViolations(page), `${where} in ${lang}`).toEqual([]);
}

describe('the seller area in the languages hardest to fit (kit.ts SWEEP_LANGUAGES), on a 360 px phone', () => {
  for (const { code } of SWEEP_LANGUAGES) {
    it(`in ${code}`, async () => {
      const page = await pageAs(browser, PHONE_360, seller);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), code);
      for (const screen of screens) {
        await showScreen(page, `${base}/seller/#/${screen}`);
        expect(await page.evaluate(() => document.documentElement.lang)).not.toBe('');
        await expectFits(page, `seller #/${screen}`, code);
      }
      await page.context().close();
    });
  }
});
