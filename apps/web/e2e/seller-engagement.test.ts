// The seller's engagement screens, on a 360×740 phone and a desktop: the packing slip of an order
// (and what paper gets of it), the orders CSV of a search, one reply to a review shown read-only
// after, and a coupon issued through the form. axe clean on each screen.
import { readFile } from 'node:fs/promises';
import type { Coupon, PackingSlip } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, demoBuyer, demoShopProduct, expectCleanScreen, orderToShip, pageAs, signIn } from './kit.ts';

const PHONE_740 = { width: 360, height: 740 };

let browser: Browser;
let buyer: string;
let seller: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [buyer, seller] = await Promise.all([demoBuyer(), signIn(DEMO.seller.email, DEMO.seller.password)]);
});
afterAll(() => browser?.close());

/** One unit of the demo shop's cheapest product in stock, cash on delivery (the wallet never moves). */
async function order(): Promise<{ id: number; product: number }> {
  const product = await demoShopProduct();
  return { id: await orderToShip(buyer, product.id), product: product.id };
}

/** A completed order of the demo shop, reviewed by the buyer with a text of its own. */
async function review(): Promise<string> {
  const o = await order();
  await call('/seller/order/ship', seller, { order_id: o.id, log_sn: `REV-${o.id}` });
  await call('/seller/order/deliver', seller, { order_id: o.id });
  await call('/customer/order/confirm', buyer, { order_id: o.id });
  const remark = `Sturdy and well packed (${o.id})`;
  await call('/customer/order/review', buyer, { order_id: o.id, product_id: o.product, rating: 4, remark });
  return remark;
}

async function packingSlip(page: Page, orderId: number) {
  await page.goto(`${base}/seller/#/orders/${orderId}`);
  await page.getByRole('heading', { name: `Order ${orderId}`, level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Packing slip' }).click();
  await page.getByRole('heading', { name: 'Packing slip', level: 1 }).waitFor();
  const slip = await call<PackingSlip>(`/seller/order/slip?order_id=${orderId}`, seller);
  const paper = page.locator('article.slip');
  await paper.getByText(`Order ${orderId}`).waitFor();
  await paper.getByText(slip.address.name).first().waitFor();
  await paper.getByRole('columnheader', { name: 'SKU' }).waitFor();
  await paper.getByRole('cell', { name: slip.items[0]!.name }).waitFor();
  // no prices on a packing slip
  expect(await paper.textContent()).not.toMatch(/\$\s?\d/);
  await page.getByRole('button', { name: 'Print' }).waitFor();
  await expectCleanScreen(page);
  // on paper: the slip without the seller area's header, menu, back link or Print button
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('.seller-bar').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await paper.isVisible()).toBe(true);
  await page.emulateMedia({ media: 'screen' });
}

async function exportCsv(page: Page, orderId: number) {
  await page.goto(`${base}/seller/#/orders`);
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
  await page.getByLabel('Search orders').fill(`#${orderId}`);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.locator('li.order-card', { has: page.getByRole('link', { name: `Order ${orderId}` }) }).waitFor();
  await expectCleanScreen(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/seller/order/export')) asked.push(`${r.url()} ${r.headers()['access-token'] ?? ''}`);
  });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.trim().split(/\r\n/);
  expect(lines[0]).toMatch(/^order_id,date,status,payment_status,payment_method,currency,subtotal/);
  // the search's one order, in USD with decimals
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${orderId},\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z,to_ship,due,cod,USD,\\d+\\.\\d{2},`));
  // the token went in the header, not in the address
  expect(asked).toHaveLength(1);
  expect(asked[0]).toContain(`keyword=%23${orderId}`);
  expect(asked[0]!.split(' ')[0]).not.toContain(seller);
  expect(asked[0]!.endsWith(seller)).toBe(true);
}

async function replyToReview(page: Page, remark: string) {
  await page.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'Reviews' }).click();
  await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Awaiting reply' }).click();
  const card = page.locator('li.seller-review', { hasText: remark });
  await card.waitFor();
  await expectCleanScreen(page);
  // an empty reply is refused in place, before anything is sent
  await card.getByRole('button', { name: 'Send reply' }).click();
  await card.getByRole('alert').waitFor();
  const answer = `Thank you! (${remark.slice(-8)})`;
  await card.getByLabel('Reply to this review').fill(answer);
  await card.getByRole('button', { name: 'Send reply' }).click();
  await page.getByText('Reply published.').waitFor();
  // it left "awaiting reply"; among all it shows the reply, with no box to write another
  await card.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'All', exact: true }).click();
  const done = page.locator('li.seller-review', { hasText: remark });
  await done.getByRole('heading', { name: 'Your reply' }).waitFor();
  await done.getByText(answer).waitFor();
  expect(await done.getByLabel('Reply to this review').count()).toBe(0);
  await expectCleanScreen(page);
}

async function createCoupon(page: Page, code: string) {
  await page.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('heading', { name: 'Coupons', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.locator('form.coupon-form');
  await form.waitFor();
  await expectCleanScreen(page);
  // the contract's schema: no code and no amount are named next to their fields
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await form.getByText('Some required information is missing.').first().waitFor();
  expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(2);
  await form.getByLabel('Code').fill(code.toLowerCase());
  await form.getByLabel('Percentage').check();
  await form.getByLabel('Discount (%)').fill('12.5');
  await form.getByLabel(/^Minimum spend/).fill('20');
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await page.getByText(`Coupon ${code} created.`).waitFor();
  const card = page.locator('li.coupon-card', { has: page.getByRole('heading', { name: code }) });
  await card.getByText('12.5%').waitFor();
  await card.getByText('Active').waitFor();
  await expectCleanScreen(page);
  const mine = await call<{ items: Coupon[] }>('/seller/coupons?page_size=100', seller);
  expect(mine.items.find((c) => c.code === code)).toMatchObject({ kind: 'percent', value: 1250, min_spend: 2000 });
}

/** Each screen in a language, on the phone: long words and other scripts still fit and read out. */
async function inLanguage(page: Page, lang: string, orderId: number) {
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  for (const [path, ready] of [
    [`/orders?q=%23${orderId}`, 'li.order-card'],
    [`/orders/${orderId}/slip`, 'article.slip'],
    ['/reviews', 'li.seller-review, .empty-state'],
    ['/coupons', 'li.coupon-card, .empty-state'],
  ] as const) {
    await page.goto(`${base}/seller/#${path}`);
    await page.reload();
    await page.locator(ready).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    if (path === '/coupons') await page.locator('.toolbar .btn').click();
    await expectCleanScreen(page);
  }
}

describe('seller engagement', () => {
  for (const [name, viewport] of [
    ['phone', PHONE_740],
    ['desktop', DESKTOP],
  ] as const) {
    it(`on a ${name}: packing slip, orders CSV, a reply to a review, a new coupon`, async () => {
      const [toShip, remark] = [await order(), await review()];
      const page = await pageAs(browser, viewport, seller);
      await packingSlip(page, toShip.id);
      await exportCsv(page, toShip.id);
      await replyToReview(page, remark);
      await createCoupon(page, `E2E${name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`);
    });
  }

  it('on a phone in German, Kazakh and Thai: every screen fits and is axe clean', async () => {
    const toShip = await order();
    const page = await pageAs(browser, PHONE_740, seller);
    for (const lang of ['de', 'kk', 'th']) await inLanguage(page, lang, toShip.id);
  });
});
