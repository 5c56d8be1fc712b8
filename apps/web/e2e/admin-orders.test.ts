// Orders, refunds, reviews and platform coupons in the admin area (issue 15 §6, §7, §10). A buyer
// of this file (one sign-up) pays an order by card. On a desktop the demo owner filters the orders
// by that buyer's email and state, exports the CSV of those filters (a download holding that order
// alone), opens the order, is told a reason is needed, cancels it with one, and sees the order
// cancelled and refunded, the timeline entry by the marketplace and the history entry with the
// reason. On a 360 px phone the list is cards and the order page fits. The reviews page finds the
// buyer's review by product name and hides and restores it. axe finds nothing on each screen, at
// both widths; nothing is wider than the screen.
import { readFile } from 'node:fs/promises';
import type { CheckoutAnswer } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import {
  base,
  call,
  DEMO,
  DEMO_ADDRESS,
  demoShopProduct,
  expectCleanScreen,
  PHONE_360,
  pageAs,
  settled,
  signIn,
} from './kit.ts';

const CARD = { card_number: '4242424242424242', exp_month: 12, exp_year: 2099, cvc: '123' };

let browser: Browser;
let owner: string;
let seller: string;
/** The one account of this file (sign-ups are limited to 10 a minute from one address). */
const buyer = { email: `orders-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`, token: '' };
let orderId = 0;

async function cardOrder(productId: number): Promise<number> {
  const answer = await call<CheckoutAnswer>('/checkout/onepage/submit', buyer.token, {
    items: [{ product_id: productId, quantity: 1 }],
    payment_method: 'card',
    ...CARD,
  });
  const [order] = answer.orders;
  if (order?.status !== 'to_ship') throw new Error(`the order is ${order?.status}`);
  return order.id;
}

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  seller = await signIn(DEMO.seller.email, DEMO.seller.password);
  const made = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name: 'Orla Ordering',
    phone: '+90 532 444 5566',
    email: buyer.email,
    password: 'orders buyer 1',
    confirm_password: 'orders buyer 1',
    agree: true,
  });
  buyer.token = made['access-token'];
  await call('/checkout/onepage/addressadd', buyer.token, { ...DEMO_ADDRESS, name: 'Orla Ordering' });
  const product = await demoShopProduct();
  orderId = await cardOrder(product.id);
}, 60_000);
afterAll(() => browser?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

async function openAdmin(viewport: { width: number; height: number }) {
  const page = await pageAs(browser, viewport, owner);
  await page.goto(`${base}/admin/`);
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  return page;
}

async function filterByBuyer(page: Page) {
  const filters = page.getByRole('form', { name: 'Filter orders' });
  await filters.getByLabel('Order number or buyer email').fill(buyer.email);
  await filters.getByLabel('Status', { exact: true }).selectOption('to_ship');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('heading', { name: 'Orders found: 1', exact: true }).waitFor();
}

describe('admin orders', () => {
  it('filters, exports the CSV of the filters, opens the order and cancels it with a reason', async () => {
    const page = await openAdmin(DESKTOP);
    await menu(page).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByTestId('admin-orders').waitFor();
    await settled(page);
    await expectCleanScreen(page);

    await filterByBuyer(page);
    expect(page.url()).toContain('status=to_ship');
    const rows = page.getByTestId('admin-order');
    expect(await rows.count()).toBe(1);
    await rows.first().getByText(buyer.email).waitFor();

    // the export holds exactly what the filters show
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(buyer.email);
    expect(lines[1]!.startsWith(`${orderId},`)).toBe(true);
    await page.getByText('The CSV file was saved.').waitFor();

    await rows
      .first()
      .getByRole('link', { name: `#${orderId}` })
      .click();
    await page.getByRole('heading', { name: new RegExp(`Order #${orderId}`), level: 1 }).waitFor();
    expect(page.url()).toContain(`#/orders/${orderId}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await settled(page);
    await expectCleanScreen(page);

    await page.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByText('Give a reason: the buyer and the seller will read it.').waitFor();
    await page.getByLabel('Reason').fill('Suspected fraud, refunded in full');
    await expectCleanScreen(page);
    await page.getByRole('button', { name: 'Confirm cancellation' }).click();
    await page.getByText(`Order #${orderId} was cancelled and refunded.`).waitFor();
    await page.getByTestId('admin-order-status').getByText('Cancelled').waitFor();
    const timeline = page.getByTestId('admin-order-events');
    await timeline.getByText('by the marketplace').first().waitFor();
    await timeline.getByText('Suspected fraud, refunded in full').waitFor();
    const history = page.getByTestId('admin-history');
    await history.getByText('Order cancelled').waitFor();
    await history.getByText('Suspected fraud, refunded in full').waitFor();
    await page.getByText('This order can no longer be cancelled here', { exact: false }).waitFor();

    // the buyer got everything back and was told
    const order = await call<{ status: string; payment_status: string }>(
      `/customer/order/detail?order_id=${orderId}`,
      buyer.token,
    );
    expect(order).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const notices = await call<{ items: { type: number; ref_id: number }[] }>(
      '/customer/user/notices?type=800',
      buyer.token,
    );
    expect(notices.items[0]).toMatchObject({ type: 800, ref_id: orderId });
    await page.context().close();
  });

  it('shows the orders as cards and the order on a 360 px phone', async () => {
    const other = await cardOrder((await demoShopProduct()).id);
    const page = await openAdmin(PHONE_360);
    await page.goto(`${base}/admin/#/orders`);
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await filterByBuyer(page);
    const card = page.getByTestId('admin-order').first();
    await card.getByRole('link', { name: `#${other}` }).waitFor();
    const display = await card.evaluate((el) => getComputedStyle(el).display);
    expect(display).toBe('grid');
    await settled(page);
    await expectCleanScreen(page);
    await card.getByRole('link', { name: `#${other}` }).click();
    await page.getByRole('heading', { name: new RegExp(`Order #${other}`), level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Cancel this order' }).waitFor();
    await settled(page);
    await expectCleanScreen(page);
    await page.context().close();
  });
});

describe('reviews, refunds and coupons', () => {
  it('finds the buyer’s review by product name, hides and restores it', async () => {
    const product = await demoShopProduct();
    const id = await cardOrder(product.id);
    await call('/seller/order/ship', seller, { order_id: id, log_sn: 'E2E-REVIEW-1' });
    await call('/seller/order/deliver', seller, { order_id: id });
    await call('/customer/order/confirm', buyer.token, { order_id: id });
    const remark = `Admin e2e review ${Date.now()}`;
    await call('/customer/order/review', buyer.token, { order_id: id, product_id: product.id, rating: 2, remark });

    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await openAdmin(viewport);
      await page.goto(`${base}/admin/#/reviews`);
      await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
      const filters = page.getByRole('form', { name: 'Filter reviews' });
      await filters.getByLabel('Product name').fill(product.name);
      await filters.getByLabel('Stars').selectOption('2');
      await filters.getByRole('button', { name: 'Apply filters' }).click();
      const card = page.getByTestId('admin-review').filter({ hasText: remark });
      await card.waitFor();
      await settled(page);
      await expectCleanScreen(page);
      if (viewport === DESKTOP) {
        await card.getByRole('button', { name: 'Hide' }).click();
        await page.getByText('The review is hidden from the storefront.').waitFor();
        await card.getByText('Hidden', { exact: true }).waitFor();
        await card.getByRole('button', { name: 'Restore' }).click();
        await page.getByText('The review is shown again.').waitFor();
        await card.getByRole('button', { name: 'Hide' }).waitFor();
      }
      await page.context().close();
    }
  });

  it('opens the refunds and the platform coupons at both widths, axe clean', async () => {
    for (const viewport of [PHONE_360, DESKTOP]) {
      const page = await openAdmin(viewport);
      await page.goto(`${base}/admin/#/refunds`);
      await page.getByRole('heading', { name: 'Refund requests', level: 1 }).waitFor();
      await page.getByLabel('Show').waitFor();
      await settled(page);
      await expectCleanScreen(page);
      await page.goto(`${base}/admin/#/coupons`);
      await page.getByRole('heading', { name: 'Platform coupons', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'New coupon' }).waitFor();
      await settled(page);
      await expectCleanScreen(page);
      await page.context().close();
    }
  });
});
