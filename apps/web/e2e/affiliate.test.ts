// Issue 16, the affiliate programme in a browser: a visitor opens a product through the demo
// buyer's share link, goes on to registration (the code remembered from the link fills the form),
// registers and buys; the order completes and, once its earnings become available, the referrer
// sees the click, the registration and the earning paid to their wallet on the affiliate page —
// axe clean and within a 360 px phone, in English and in two of the sweep's languages. The hold is
// seconds long on a server of the journey's own (PAYOUT_HOLD_DAYS=0.00003, about 3 s, the job every second), as
// in money-journey.test.ts, so the shared server's money stays as other journeys expect it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AffiliateOverview, Paged, SellerProduct } from '@polymart/contract';
import { displayPrice } from '@polymart/contract/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { call, DEMO, DEMO_ADDRESS, expectCleanScreen, fitsWidth, PHONE_360, pageAs, settled } from './kit.ts';
import { type RunningServer, startServer } from './server.ts';

const USD = { code: 'USD', symbol: '$', rate: 100 };
let browser: Browser;
let server: RunningServer;
let dir: string;
let at: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polymart-affiliate-'));
  server = await startServer({
    dataDir: dir,
    webDist: inject('webDist'),
    seeded: inject('seeded'),
    env: { PAYOUT_HOLD_DAYS: '0.00003', ORDER_JOB_SECONDS: '1' },
  });
  at = server.base;
  for (const who of ['buyer', 'seller'] as const) {
    const { email, password } = DEMO[who];
    tokens[who] = (await call<{ 'access-token': string }>('/customer/login/account', null, { email, password }, at))[
      'access-token'
    ];
  }
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const overview = () => call<AffiliateOverview>('/customer/affiliate', tokens.buyer!, undefined, at);

describe('affiliate', () => {
  it('a customer registers through a share link and buys; the referrer sees the earning paid', {
    timeout: 240_000,
  }, async () => {
    const { code } = await overview();
    const list = await call<Paged<SellerProduct>>(
      '/seller/products?status=active&page_size=50',
      tokens.seller!,
      undefined,
      at,
    );
    // a price whose commission gives a share of at least a cent
    const product = list.items.filter((p) => p.stock >= 5 && p.price >= 2000).sort((a, b) => a.price - b.price)[0]!;

    // a visitor on a phone follows the link to a product, then goes to registration
    const visitor = await pageAs(browser, PHONE_360, undefined, at);
    await visitor.goto(`${at}/#/pages/prouduct/detail?id=${product.id}&ref=${code}`);
    await visitor.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(async () => (await overview()).totals.clicks, { timeout: 15_000 }).toBe(1);
    await visitor.goto(`${at}/#/pages/users/register`);
    const invitation = visitor.getByLabel('Invitation code (optional)');
    await expect.poll(() => invitation.inputValue()).toBe(code);
    const email = `referred-${Date.now()}@example.test`;
    await visitor.getByLabel('Full name').fill('Rita Referred');
    await visitor.getByLabel('Phone', { exact: true }).fill('+34 611 222 333');
    await visitor.getByLabel('Email', { exact: true }).fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await visitor.getByLabel('Confirm password').fill('correct horse battery');
    await visitor.getByLabel('I agree to the').check();
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => visitor.evaluate(() => localStorage.getItem('access-token')), { timeout: 15_000 })
      .toBeTruthy();
    const referred = (await visitor.evaluate(() => localStorage.getItem('access-token')))!;
    expect((await overview()).totals.registrations).toBe(1);

    // the referred customer buys (cash on delivery); the order is delivered and confirmed
    await call('/checkout/onepage/addressadd', referred, { ...DEMO_ADDRESS, name: 'Rita Referred' }, at);
    const placed = await call<{ orders: { id: number }[] }>(
      '/checkout/onepage/submit',
      referred,
      { items: [{ product_id: product.id, quantity: 1 }], payment_method: 'cod' },
      at,
    );
    const orderId = placed.orders[0]!.id;
    await call('/seller/order/ship', tokens.seller!, { order_id: orderId, log_sn: 'AF-1' }, at);
    await call('/seller/order/deliver', tokens.seller!, { order_id: orderId }, at);
    await call('/customer/order/confirm', referred, { order_id: orderId }, at);

    // the hold passes and the job credits the referrer's share with the order's earnings
    await expect
      .poll(async () => (await overview()).totals.paid, { timeout: 90_000, interval: 500 })
      .toBeGreaterThan(0);
    const { totals } = await overview();
    expect(totals).toMatchObject({ orders: 1, pending: 0 });

    // the referrer's page on a phone
    const page = await pageAs(browser, PHONE_360, tokens.buyer, at);
    await page.goto(`${at}/#/pages/mine/affiliate`);
    await page.getByRole('heading', { name: 'Affiliate', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('affiliate-code').textContent()).toBe(code);
    expect(await page.getByTestId('affiliate-paid').textContent()).toBe(displayPrice(totals.paid, USD));
    expect(await page.getByTestId('affiliate-clicks').textContent()).toBe('1');
    expect(await page.getByTestId('affiliate-registrations').textContent()).toBe('1');
    const earning = page.getByTestId('affiliate-earnings').getByRole('listitem').first();
    await earning.getByText('Paid to wallet').waitFor();
    await earning.getByText('buyer R.').waitFor();
    await page.getByRole('textbox', { name: 'Registration page' }).waitFor();
    await page.getByTestId('affiliate-chart').waitFor();
    await settled(page);
    await expectCleanScreen(page);

    // the longest words and another script stay within the phone
    for (const lang of ['de', 'th']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.reload();
      await page.getByTestId('affiliate-code').waitFor();
      await settled(page);
      expect(await fitsWidth(page), lang).toBe(true);
    }

    // and on a desktop
    const wide = await pageAs(browser, DESKTOP, tokens.buyer, at);
    await wide.goto(`${at}/#/pages/mine/affiliate`);
    await wide.getByTestId('affiliate-code').waitFor();
    await settled(wide);
    await expectCleanScreen(wide);
  });
});
