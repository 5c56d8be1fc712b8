// Every screen of the admin backend, in the languages hardest to fit (kit.ts), on a 360 px phone, as the demo
// owner (who sees them all): the screen loads and says what it is in that language (no translation
// key shows through), and nothing is wider than the screen. axe runs in Thai (kit.ts SWEEP_AXE);
// each screen's own journey runs axe in English at both widths.
import type { Paged } from '@polymart/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser } from './browser.ts';
import {
  base,
  call,
  DEMO,
  fitsWidth,
  overflowing,
  PHONE_360,
  pageAs,
  SWEEP_AXE,
  SWEEP_LANGUAGES,
  showScreen,
  signIn,
} from './kit.ts';

/** What an untranslated key looks like on screen: `admin.users.title` and the like. */
const RAW_KEY =
  /\b(admin|common|errors|generic|auth|notices|tickets|flash|messages|affiliate|sms)\.[a-z][A-Za-z]+(\.[A-Za-z_]+)*\b/;

let browser: Browser;
let owner: string;
let screens: string[];
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  const first = async (path: string) => (await call<Paged<{ id: number }>>(path, owner)).items[0]!.id;
  const [user, shop, order] = [
    await first('/admin/users?role=customer&page_size=1'),
    await first('/admin/shops?status=active&page_size=1'),
    await first('/admin/orders?page_size=1'),
  ];
  screens = [
    'inbox',
    'dashboard',
    'orders',
    `orders/${order}`,
    'refunds',
    'users',
    `users/${user}`,
    'shops',
    `shops/${shop}`,
    'products',
    'reviews',
    'coupons',
    'campaigns',
    'catalogue',
    'content',
    'currencies',
    'finance',
    'commission',
    'reports',
    'staff',
    'audit',
    'tickets',
    'conversations',
  ];
});
afterAll(() => browser?.close());

describe('the admin backend in the languages hardest to fit (kit.ts SWEEP_LANGUAGES), on a 360 px phone', () => {
  for (const { code } of SWEEP_LANGUAGES) {
    it(`in ${code}`, async () => {
      const page = await pageAs(browser, PHONE_360, owner);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), code);
      for (const screen of screens) {
        await showScreen(page, `${base}/admin/#/${screen}`);
        expect(await page.evaluate(() => document.documentElement.lang)).not.toBe('');
        if (!(await fitsWidth(page)))
          expect(await overflowing(page), `${screen} in ${code} is wider than the screen`).toEqual([]);
        expect(RAW_KEY.exec(await page.locator('body').innerText())?.[0], `${screen} in ${code}`).toBeUndefined();
        if (SWEEP_AXE.has(code)) expect(await axeViolations(page), `${screen} in ${code}`).toEqual([]);
      }
      await page.context().close();
    });
  }
});
