// The seller's money screens: the demo seller (with earnings on hold and available in the demo data)
// opens Money from the menu on a 360 px phone and on a desktop and sees the balances of
// GET /api/seller/balance in the chosen currency and the earnings list headed by the API's newest
// earning (order link, gross, commission, net, state), filtered by state; filters the statement
// by direction, kind and days (kept in the URL) and downloads its CSV; asks a withdrawal to the
// profile's bank account (given one first if it has none), sees it waiting in the withdrawals list
// and recalls it. The second demo seller, owing the commission of a cash-on-delivery order, sees
// the debt, sends an offline payment with its receipt (then recalls it) and pays the debt from the
// balance. axe finds nothing and nothing is wider than the screen on each screen.
import { readFile } from 'node:fs/promises';
import type {
  CheckoutAnswer,
  Paged,
  SellerBalance,
  SellerEarning,
  SellerLedgerEntry,
  SellerPayout,
  SellerProduct,
} from '@polymart/contract';
import type { UserInfo } from '@polymart/contract/account';
import { type Currency, displayPrice, formatMinor } from '@polymart/contract/money';
import { MIN_RECHARGE } from '@polymart/contract/wallet';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, demoBuyer, expectCleanScreen, PHONE_360, pageAs, pngFile, settled, signIn } from './kit.ts';

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
  // withdrawals go to the profile's bank account
  const me = await call<UserInfo>('/customer/info/get_userinfo', seller);
  if (!me.account_number) {
    await call('/customer/info/update_user', seller, {
      bank_name: 'Banco Demo',
      account_name: 'Demo Seller',
      account_number: 'ES76 2077 0024 0031 0257 5766',
    });
  }
});
afterAll(() => browser?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Seller menu' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Money sections' });

async function checkOverview(page: Page) {
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
  expect(await row.getByTestId('earning-state').textContent()).toBe(badge);
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
  await settled(page);
  await expectCleanScreen(page);
  // the state chips ask the server for that state only
  await page.getByRole('list', { name: 'Earnings by state' }).getByRole('button', { name: 'On hold' }).click();
  await page.waitForURL(/#\/money\?state=pending$/);
  await expect
    .poll(async () => {
      const shown = await page.getByTestId('earning-state').allTextContents();
      return shown.length > 0 && shown.every((s) => s === 'On hold');
    })
    .toBe(true);
}

async function checkStatement(page: Page) {
  await tabs(page).getByRole('link', { name: 'Statement' }).click();
  await page.getByRole('heading', { name: 'Statement', level: 1 }).waitFor();
  await page.getByTestId('statement-row').first().waitFor();
  await page.getByRole('list', { name: 'Direction' }).getByRole('button', { name: 'Money in' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption('earning_available');
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL((url) => {
    const q = new URLSearchParams(url.hash.split('?')[1]);
    return (
      q.get('direction') === 'income' &&
      q.get('kind') === 'earning_available' &&
      q.get('from') === '2020-01-01' &&
      q.get('to') === today
    );
  });
  const filter = `direction=income&kind=earning_available&from=2020-01-01&to=${today}`;
  const ledger = await call<Paged<SellerLedgerEntry>>(`/seller/ledger?${filter}&page=1&page_size=20`, seller);
  expect(ledger.total).toBeGreaterThan(0);
  await page.getByText(`Movements: ${ledger.total}`).waitFor();
  const rows = page.getByTestId('statement-row');
  await expect.poll(() => rows.count()).toBe(Math.min(ledger.total, 20));
  for (const text of await rows.locator('h3').allTextContents()) expect(text).toBe('Earning released');
  await expect
    .poll(async () => (await rows.first().textContent())?.includes(`+${displayPrice(ledger.items[0]!.amount, usd)}`))
    .toBe(true);
  await settled(page);
  await expectCleanScreen(page);
  // the CSV holds what the filters select
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'id,date,kind,direction,available_in,available_out,frozen_in,frozen_out,debt_added,debt_paid,available_after,frozen_after,debt_after,reference,memo',
  );
  expect(lines.length - 1).toBe(ledger.total);
  expect(lines.slice(1).every((l) => l.split(',')[2] === 'earning_available')).toBe(true);
  expect(lines.at(-1)!.split(',')[4]).toBe(formatMinor(ledger.items[0]!.amount, ''));
}

async function withdrawAndRecall(page: Page) {
  await tabs(page).getByRole('link', { name: 'Overview' }).click();
  await page.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
  const balance = await call<SellerBalance>('/seller/balance', seller);
  expect(balance.withdrawable).toBeGreaterThanOrEqual(balance.min_withdrawal);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const form = page.getByRole('form', { name: 'Withdraw to your account' });
  await form.waitFor();
  await form.getByTestId('withdraw-destination').getByText('Goes to:').waitFor();
  // too much first: said next to the amount, nothing sent
  await form.getByRole('button', { name: 'Max' }).click();
  expect(await form.getByLabel('Amount (USD)').inputValue()).toBe(formatMinor(balance.withdrawable, ''));
  await form.getByLabel('Amount (USD)').fill(formatMinor(balance.withdrawable + 100, ''));
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await form.getByText(/^More than you can withdraw now/).waitFor();
  await settled(page);
  await expectCleanScreen(page);
  await form.getByLabel('Amount (USD)').fill(formatMinor(balance.min_withdrawal, ''));
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await form.waitFor({ state: 'detached' });
  const [asked] = (await call<Paged<SellerPayout>>('/seller/withdrawals?kind=withdrawal&page=1&page_size=5', seller))
    .items;
  expect(asked?.status).toBe('pending');
  expect(asked?.amount).toBe(balance.min_withdrawal);

  await tabs(page).getByRole('link', { name: 'Withdrawals' }).click();
  await page.getByRole('heading', { name: 'Withdrawals', level: 1 }).waitFor();
  await page.getByRole('list', { name: 'By status' }).getByRole('button', { name: 'Waiting' }).click();
  const row = page.getByTestId('payout').filter({ hasText: `Withdrawal ${asked!.id}` });
  await row.waitFor();
  expect(await row.getByTestId('payout-status').textContent()).toBe('Waiting');
  await row.getByText(displayPrice(balance.min_withdrawal, usd), { exact: true }).waitFor();
  await settled(page);
  await expectCleanScreen(page);
  await row.getByRole('button', { name: 'Recall' }).click();
  // a recalled one leaves the "waiting" list
  await row.waitFor({ state: 'detached' });
  await page.getByRole('list', { name: 'By status' }).getByRole('button', { name: 'Recalled' }).click();
  await page
    .getByTestId('payout')
    .filter({ hasText: `Withdrawal ${asked!.id}` })
    .getByTestId('payout-status')
    .filter({ hasText: 'Recalled' })
    .waitFor();
  const after = (await call<Paged<SellerPayout>>('/seller/withdrawals?kind=withdrawal&page=1&page_size=5', seller))
    .items;
  expect(after.find((p) => p.id === asked!.id)?.status).toBe('recalled');
}

describe('the seller money screens', () => {
  for (const [name, viewport] of [
    ['a 360 px phone', PHONE_360],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`on ${name}: balances and earnings, the statement and its CSV, a withdrawal asked and recalled`, async () => {
      const page = await pageAs(browser, viewport, seller);
      await page.goto(`${base}/seller/#/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      // the dashboard's sales block leads here too
      expect(await page.getByRole('link', { name: 'See earnings' }).getAttribute('href')).toBe('#/money');
      await menu(page).getByRole('link', { name: 'Money' }).click();
      await page.waitForURL(`${base}/seller/#/money`);
      await checkOverview(page);
      await checkStatement(page);
      await withdrawAndRecall(page);
      await page.context().close();
    });
  }
});

/** A cash-on-delivery order of the second demo seller's shop, completed: its commission is owed. */
async function sellerInDebt(): Promise<string> {
  const seller2 = await signIn(DEMO.seller2.email, DEMO.seller2.password);
  const buyer = await demoBuyer();
  const products = await call<Paged<SellerProduct>>('/seller/products?status=active&page=1&page_size=50', seller2);
  const product = products.items.find((p) => p.stock >= 2);
  if (!product) throw new Error('no product of the second demo shop in stock');
  const answer = await call<CheckoutAnswer>('/checkout/onepage/submit', buyer, {
    items: [{ product_id: product.id, quantity: 1 }],
    payment_method: 'cod',
  });
  const orderId = answer.orders[0]!.id;
  await call('/seller/order/ship', seller2, { order_id: orderId, log_sn: `DEBT${orderId}` });
  await call('/seller/order/deliver', seller2, { order_id: orderId });
  await call('/customer/order/confirm', buyer, { order_id: orderId });
  return seller2;
}

describe('a seller in debt', () => {
  it('on a 360 px phone: sees the debt, sends an offline payment with its receipt, recalls it, pays from the balance', async () => {
    const seller2 = await sellerInDebt();
    const owed = await call<SellerBalance>('/seller/balance', seller2);
    expect(owed.debt).toBeGreaterThan(0);
    const page = await pageAs(browser, PHONE_360, seller2);
    await page.goto(`${base}/seller/#/money`);
    await page.getByRole('heading', { name: 'Money', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('balance-debt').textContent()).toBe(displayPrice(owed.debt, usd));
    await page.getByText(/^Owed since /).waitFor();
    await page.getByText(/^A debt is the commission on cash-on-delivery orders/).waitFor();

    await page.getByRole('button', { name: 'Pay debt by transfer' }).click();
    const form = page.getByRole('form', { name: 'Pay the debt by transfer' });
    await form.getByLabel('Paid in').selectOption('USD');
    const transfer = `DEBT-${Date.now()}`;
    await form.getByLabel('Transfer ID').fill(transfer);
    await form.getByLabel('Paid by').fill('Bank transfer');
    await form.getByLabel('Receipt (image)').setInputFiles(pngFile('receipt.png'));
    await form.getByRole('img', { name: 'The chosen receipt' }).waitFor();
    await expect.poll(() => form.getByRole('button', { name: 'Send for review' }).isEnabled()).toBe(true);
    // an offline payment has the top-ups' minimum; what is above the debt goes to the balance
    await form.getByLabel('Amount (USD)').fill('1.00');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await form.getByText(/^The smallest payment is /).waitFor();
    const paid = Math.max(owed.debt, MIN_RECHARGE);
    await form.getByLabel('Amount (USD)').fill(formatMinor(paid, ''));
    await settled(page);
    await expectCleanScreen(page);
    await form.getByRole('button', { name: 'Send for review' }).click();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Money sections' }).getByRole('link', { name: 'Withdrawals' }).click();
    await page.getByRole('heading', { name: 'Withdrawals', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Requests' }).getByRole('button', { name: 'Debt payments' }).click();
    const [sent] = (await call<Paged<SellerPayout>>('/seller/withdrawals?kind=topup&page=1&page_size=5', seller2))
      .items;
    expect(sent).toMatchObject({ status: 'pending', amount: paid, currency: 'USD' });
    const row = page.getByTestId('payout').filter({ hasText: `Debt payment ${sent!.id}` });
    expect(await row.getByTestId('payout-status').textContent()).toBe('Waiting');
    await settled(page);
    await expectCleanScreen(page);
    await row.getByRole('button', { name: 'Recall' }).click();
    await expect.poll(() => row.getByTestId('payout-status').textContent()).toBe('Recalled');

    // the debt from the balance, once the seller confirms
    await page.getByRole('navigation', { name: 'Money sections' }).getByRole('link', { name: 'Overview' }).click();
    await page.getByTestId('balance-debt').waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Pay debt from balance' }).click();
    await page.getByTestId('balance-debt').waitFor({ state: 'detached' });
    const cleared = await call<SellerBalance>('/seller/balance', seller2);
    expect(cleared).toMatchObject({ debt: 0, debt_since: null });
    await page.context().close();
  });
});
