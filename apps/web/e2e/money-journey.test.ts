// Issue 14, the seller's money from sale to bank, in a browser: an order completes; the seller
// sees its earning on hold with the date it comes free, then available once the hold has passed;
// withdraws it; an operator pays it and approves it in the inbox with the bank's reference; the
// seller sees it paid with that reference, and the statement tells the same story. The hold here
// is seconds long, on a server of the journey's own (PAYOUT_HOLD_DAYS=0.0001, about 9 s, the job every second),
// so the shared server's money stays as the other journeys expect it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Paged, SellerEarning, SellerPayout, SellerProduct } from '@polymart/contract';
import { displayPrice } from '@polymart/contract/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { call, DEMO, DEMO_ADDRESS, expectCleanScreen, PHONE_360, pageAs, settled } from './kit.ts';
import { type RunningServer, startServer } from './server.ts';

const USD = { code: 'USD', symbol: '$', rate: 100 };
let browser: Browser;
let server: RunningServer;
let dir: string;
let at: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polymart-money-'));
  server = await startServer({
    dataDir: dir,
    webDist: inject('webDist'),
    seeded: inject('seeded'),
    env: { PAYOUT_HOLD_DAYS: '0.0001', ORDER_JOB_SECONDS: '1' },
  });
  at = server.base;
  for (const who of ['buyer', 'seller', 'admin'] as const) {
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

/** A completed order of the demo shop, paid from the buyer's wallet; its id. */
async function completedOrder(): Promise<number> {
  const list = await call<Paged<SellerProduct>>(
    '/seller/products?status=active&page_size=50',
    tokens.seller!,
    undefined,
    at,
  );
  const product = list.items.filter((p) => p.stock >= 5).sort((a, b) => a.price - b.price)[0]!;
  await call('/checkout/onepage/addressadd', tokens.buyer!, DEMO_ADDRESS, at);
  const placed = await call<{ orders: { id: number }[] }>(
    '/checkout/onepage/submit',
    tokens.buyer!,
    { items: [{ product_id: product.id, quantity: 1 }], payment_method: 'wallet' },
    at,
  );
  const id = placed.orders[0]!.id;
  await call('/seller/order/ship', tokens.seller!, { order_id: id, log_sn: 'MJ-1' }, at);
  await call('/seller/order/deliver', tokens.seller!, { order_id: id }, at);
  await call('/customer/order/confirm', tokens.buyer!, { order_id: id }, at);
  return id;
}

describe('a seller’s money from sale to bank', () => {
  it('on a 360 px phone: on hold with its date, available, withdrawn, paid by an operator with a reference', {
    timeout: 180_000,
  }, async () => {
    const orderId = await completedOrder();
    const earning = (
      await call<Paged<SellerEarning>>('/seller/earnings?page_size=5', tokens.seller!, undefined, at)
    ).items.find((e) => e.order_id === orderId)!;

    // the seller sees it on hold, with the day it comes free
    const page = await pageAs(browser, PHONE_360, tokens.seller, at);
    await page.goto(`${at}/seller/#/money`);
    await page.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
    const row = page.getByTestId('earning').filter({ hasText: `Order ${orderId}` });
    await row.waitFor();
    const state = await row.getByTestId('earning-state').textContent();
    if (state === 'On hold') await row.getByText(/available on /).waitFor();
    else expect(state).toBe('Available'); // a slow machine may reach this after the seconds of the hold
    expect(await row.getByTestId('earning-net').textContent()).toBe(displayPrice(earning.net, USD));
    await settled(page);
    await expectCleanScreen(page);

    // the hold passes and the job frees it
    await expect
      .poll(
        async () => {
          await page.reload();
          return page
            .getByTestId('earning')
            .filter({ hasText: `Order ${orderId}` })
            .getByTestId('earning-state')
            .textContent();
        },
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe('Available');

    // withdraws exactly that earning
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const form = page.getByRole('form', { name: 'Withdraw to your account' });
    await form.getByTestId('withdraw-destination').getByText('Goes to:').waitFor();
    await form.getByLabel('Amount (USD)').fill((earning.net / 100).toFixed(2));
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    await form.waitFor({ state: 'detached' });
    const [asked] = (
      await call<Paged<SellerPayout>>(
        '/seller/withdrawals?kind=withdrawal&status=pending',
        tokens.seller!,
        undefined,
        at,
      )
    ).items;
    expect(asked).toMatchObject({ amount: earning.net, status: 'pending' });

    // an operator pays it, then approves it with the bank's reference
    const operator = await pageAs(browser, DESKTOP, tokens.admin, at);
    await operator.goto(`${at}/admin/`);
    await operator.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
    await operator.getByRole('button', { name: /Withdrawal/ }).click();
    const card = operator.locator('li.request', { hasText: `#${asked!.id}` });
    await card.waitFor();
    await card.getByText('Demo Camera House').first().waitFor();
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByText("Pay the seller first, then enter the bank's reference of the transfer.").waitFor();
    await expectCleanScreen(operator);
    await card.getByLabel('Bank reference of the transfer you made').fill('SEPA-MJ-4711');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });

    // the seller sees it paid, with the reference, and the statement says it left the account
    await page.goto(`${at}/seller/#/money/withdrawals`);
    await page.getByRole('heading', { name: 'Withdrawals', level: 1 }).waitFor();
    const paid = page.getByTestId('payout').filter({ hasText: `Withdrawal ${asked!.id}` });
    await paid.waitFor();
    await paid.getByText('SEPA-MJ-4711').waitFor();
    expect(await paid.getByTestId('payout-status').textContent()).toBe('Completed');
    await settled(page);
    await expectCleanScreen(page);
    const statement = await call<Paged<{ kind: string; ref_id: number | null; frozen_delta: number }>>(
      '/seller/ledger?page_size=5',
      tokens.seller!,
      undefined,
      at,
    );
    expect(statement.items[0]).toMatchObject({ kind: 'withdrawal', ref_id: asked!.id, frozen_delta: -earning.net });
    await page.context().close();
    await operator.context().close();
  });
});
