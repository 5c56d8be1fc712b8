// The seller's money screen: the demo seller (with earnings on hold and available in the demo data)
// opens Money from the menu on a 360 px phone and on a desktop, sees the three balances of
// GET /api/seller/balance in the chosen currency, the earnings list headed by the API's newest
// earning (order link, gross, commission, net, state), and the dashboard's way there; axe finds
// nothing and nothing is wider than the screen.
import type { Paged, SellerBalance, SellerEarning } from '@polymart/contract';
import { type Currency, displayPrice } from '@polymart/contract/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, signIn } from './kit.ts';

let browser: Browser;
let seller: string;
let usd: Currency;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signIn(DEMO.seller.email, DEMO.seller.password);
  const currencies = await call<{ list: Currency[] }>('/customer/index/get_currency', null);
  const found = currencies.list.find((c) => c.code === 'USD');
  if (!found) throw new Error('no USD among the currencies');
  usd = found;
});
afterAll(() => browser?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Seller menu' });

async function checkMoney(page: Page) {
  await page.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
  const earnings = await call<Paged<SellerEarning>>('/seller/earnings?page=1&page_size=20', seller);
  const states = new Set(earnings.items.map((e) => e.state));
  expect(states.has('pending') && states.has('available')).toBe(true);
  const first = earnings.items[0]!;
  const row = page.getByTestId('earning').first();
  await row.waitFor();
  const link = row.getByRole('link', { name: `Order ${first.order_id}`, exact: true });
  expect(await link.getAttribute('href')).toBe(`#/orders/${first.order_id}`);
  expect(await row.getByTestId('earning-gross').textContent()).toBe(displayPrice(first.gross, usd));
  expect(await row.getByTestId('earning-commission').textContent()).toBe(displayPrice(first.commission, usd));
  expect(await row.getByTestId('earning-net').textContent()).toBe(displayPrice(first.net, usd));
  const badge = { pending: 'On hold', available: 'Available', withdrawn: 'Withdrawn', reversed: 'Reversed' }[
    first.state
  ];
  expect(await row.locator('.status').textContent()).toBe(badge);
  if (first.state === 'pending') await row.getByText(/available on /).waitFor();
  await page.getByText(/Earnings become available \d+ days? after the order completes\./).waitFor();
  // read last, so an earning that comes free meanwhile does not make the figures differ
  await expect
    .poll(async () => {
      const balance = await call<SellerBalance>('/seller/balance', seller);
      const shown = await Promise.all(
        (['pending', 'available', 'frozen'] as const).map((k) => page.getByTestId(`balance-${k}`).textContent()),
      );
      return (
        shown.join(' ') ===
        [balance.pending, balance.available, balance.frozen].map((a) => displayPrice(a, usd)).join(' ')
      );
    })
    .toBe(true);
  await page.waitForLoadState('networkidle');
  await expectCleanScreen(page);
}

describe('the seller money screen', () => {
  for (const [name, viewport] of [
    ['a 360 px phone', PHONE_360],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`on ${name}: Money from the menu, balances and earnings as the API gives them`, async () => {
      const page = await pageAs(browser, viewport, seller);
      await page.goto(`${base}/seller/#/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // the dashboard's sales block leads here too
      expect(await page.getByRole('link', { name: 'See earnings' }).getAttribute('href')).toBe('#/money');
      await menu(page).getByRole('link', { name: 'Money' }).click();
      await checkMoney(page);
      expect(page.url()).toBe(`${base}/seller/#/money`);
      await page.context().close();
    });
  }
});
