// The seller area: the demo seller signs in on the storefront and follows the account menu's seller
// link (its one-time code is exchanged and leaves the address bar), sees the shops' orders and the
// refund requests received, ships an order and moves it on to delivered, reads a buyer's private
// photo and rejects the request; a used link shows the seller sign-in form; a customer who signs in
// to the seller area sees the no-permission screen. On a 360 px phone and on a desktop.
import type { OrderDetail, Refund } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import {
  base,
  call,
  DEMO,
  demoBuyer,
  demoShopProduct,
  expectCleanScreen,
  orderToShip,
  PHONE_360,
  PNG,
  pageAs,
  signIn,
} from './kit.ts';

// The demo buyer pays cash on delivery here and no refund is approved, so the demo buyer's wallet,
// which other journeys count on while they run, never moves.
const { seller: SELLER, buyer: BUYER } = DEMO;

let browser: Browser;
let buyer: string;
let seller: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [buyer, seller] = await Promise.all([demoBuyer(), signIn(SELLER.email, SELLER.password)]);
});
afterAll(() => browser?.close());

async function uploadRefundPhoto(): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'refund');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'dent.png');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { 'access-token': buyer }, body: form });
  const envelope = (await res.json()) as { code: number; data: { path: string } };
  if (envelope.code !== 200) throw new Error(`upload: ${envelope.code}`);
  return envelope.data.path;
}

/** Signs the demo seller in on the storefront and follows the account menu's seller link. */
async function enterFromStorefront(page: Page) {
  await page.goto(`${base}/#/pages/users/login`);
  await page.getByLabel('Email').fill(SELLER.email);
  await page.getByLabel('Password').fill(SELLER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: `Hello, ${SELLER.name}`, level: 1 }).waitFor();
  const exchanged = page.waitForResponse((r) => r.url().endsWith('/api/seller/session/exchange'));
  await page.getByRole('link', { name: 'Seller area', exact: true }).click();
  const answer = (await (await exchanged).json()) as { code: number; data: { user: { role: string } } };
  expect(answer.code).toBe(200);
  expect(answer.data.user.role).toBe('seller');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/seller/');
  expect(url.search).toBe('');
  expect(page.url()).not.toContain('ptoken');
  await page.getByText(`Signed in as ${SELLER.name}`).waitFor();
  await page
    .getByRole('navigation', { name: 'Seller menu' })
    .getByRole('link', { name: /^Orders/ })
    .click();
  await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
}

describe('seller area', () => {
  it('on a phone: opens from the storefront, ships an order with a tracking number, sees refunds', async () => {
    const orderId = await orderToShip(buyer, (await demoShopProduct()).id);
    const page = await pageAs(browser, PHONE_360);
    await enterFromStorefront(page);
    await expectCleanScreen(page);

    await page.getByRole('tab', { name: /To ship/ }).click();
    await expect.poll(() => page.getByRole('tab', { name: /To ship/ }).getAttribute('aria-selected')).toBe('true');
    const card = page.locator('li.order-card', { has: page.getByRole('link', { name: `Order ${orderId}` }) });
    await card.getByText('To be shipped').waitFor();
    await card.getByRole('button', { name: 'Ship', exact: true }).click();
    // the contract's schema speaks first: no tracking number, no request
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/seller/order/ship')) sent.push(r.url());
    });
    await card.getByRole('button', { name: 'Mark as shipped' }).click();
    await card.getByText('Some required information is missing.').waitFor();
    expect(sent).toEqual([]);
    await expectCleanScreen(page);
    await card.getByLabel('Tracking number').fill(`E2E-${orderId}`);
    await card.getByLabel('Carrier or arrival method (optional)').fill('Correos');
    await card.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText('Order marked as shipped').waitFor();
    await card.waitFor({ state: 'detached' }); // it left the "To ship" tab
    const shipped = await call<OrderDetail>(`/seller/order/detail?order_id=${orderId}`, seller);
    expect([shipped.status, shipped.log_sn, shipped.arrival_method]).toEqual(['shipped', `E2E-${orderId}`, 'Correos']);

    await page.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'Refund requests' }).click();
    await page.getByRole('heading', { name: 'Refund requests received', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Waiting for your decision' }).waitFor();
    await expectCleanScreen(page);
  });

  it('on a desktop: moves an order on to delivered, and rejects a refund request after seeing its photo', async () => {
    const product = await demoShopProduct();
    const orderId = await orderToShip(buyer, product.id);
    const page = await pageAs(browser, DESKTOP);
    await enterFromStorefront(page);

    await page.goto(`${base}/seller/#/orders/${orderId}`);
    await page.getByRole('heading', { name: `Order ${orderId}`, level: 1 }).waitFor();
    await page.getByText(BUYER.email).waitFor();
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    await expectCleanScreen(page);
    await page.getByLabel('Tracking number').fill(`E2E-${orderId}`);
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    await page.getByText('Order marked as shipped').waitFor();
    await page.getByRole('button', { name: 'Mark in transit' }).click();
    await page.getByText('Order marked as in transit').waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    // cash on delivery: delivering records the cash as collected
    await page.getByText(/the cash was collected/).waitFor();
    await page.getByRole('button', { name: 'Yes, it was delivered' }).click();
    await page.getByText('Order marked as delivered').waitFor();
    await page.locator('main').getByText('Delivered', { exact: true }).first().waitFor();
    await page.getByText(`E2E-${orderId}`).first().waitFor();
    await expectCleanScreen(page);
    expect((await call<OrderDetail>(`/customer/order/detail?order_id=${orderId}`, buyer)).payment_status).toBe('paid');

    // the buyer asks for the money back with a photo (private: only they, the shop's seller and
    // operators may open it)
    const photo = await uploadRefundPhoto();
    const reason = `dented on arrival (${orderId})`;
    const refund = await call<Refund>('/customer/refund/apply', buyer, {
      order_id: orderId,
      items: [{ product_id: product.id, quantity: 1 }],
      reason,
      photos: [photo],
    });

    await page.getByRole('navigation', { name: 'Seller menu' }).getByRole('link', { name: 'Refund requests' }).click();
    await page.getByRole('heading', { name: 'Refund requests received', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Waiting for your decision' }).click();
    const card = page.locator('li.refund-card', { has: page.getByRole('heading', { name: `Request ${refund.id}` }) });
    await card.getByText(reason).first().waitFor();
    const image = card.getByRole('img', { name: `Photo 1 of request ${refund.id}` });
    await image.waitFor();
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expectCleanScreen(page);
    await card.getByLabel('Remark for the customer (optional)').fill('the dent is not in the photo');
    await card.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('Refund request rejected').waitFor();
    await card.waitFor({ state: 'detached' }); // no longer waiting for a decision
    await page.getByRole('button', { name: 'Rejected', exact: true }).click();
    await card.getByText('the dent is not in the photo').first().waitFor();
    const sent = await call<{ items: Refund[] }>('/customer/refund/sent?page_size=100', buyer);
    expect(sent.items.find((r) => r.id === refund.id)?.status).toBe('rejected');

    // the way back to the storefront
    await page.getByRole('link', { name: 'Storefront', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("the account menu's seller entries open the seller area at their screens", async () => {
    const page = await pageAs(browser, PHONE_360, seller);
    for (const [entry, heading] of [
      ['My products', 'Products'],
      ['Shop orders', 'Orders'],
      ['Refund requests received', 'Refund requests received'],
      ['Shop settings', 'Shop settings'],
    ]) {
      await page.goto(`${base}/#/pages/mine/dashboard`);
      await page.getByRole('link', { name: entry, exact: true }).click();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/seller/');
    }
  });

  it('a used seller link shows the seller sign-in form, without the code in the address bar', async () => {
    // every user info brings a fresh link; this one is spent once before the browser follows it
    const { seller_url } = await call<{ seller_url: string }>('/customer/info/get_userinfo', seller);
    await call('/seller/session/exchange', null, { ptoken: new URL(seller_url).searchParams.get('ptoken') });
    const page = await pageAs(browser, PHONE_360);
    await page.goto(`${seller_url}#/refunds`);
    await page.getByRole('heading', { name: 'Seller sign in', level: 1 }).waitFor();
    await page.getByText('This sign-in link was already used or has expired.', { exact: false }).waitFor();
    expect(page.url()).toBe(`${base}/seller/#/refunds`);
    await expectCleanScreen(page);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Some required information is missing.').first().waitFor();
    await page.getByLabel('Email').fill(SELLER.email);
    await page.getByLabel('Password').fill(SELLER.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // the screen the link named comes up once signed in
    await page.getByRole('heading', { name: 'Refund requests received', level: 1 }).waitFor();
  });

  for (const [name, viewport] of [
    ['phone', PHONE_360],
    ['desktop', DESKTOP],
  ] as const) {
    it(`on a ${name}: a customer signing in to the seller area has no permission`, async () => {
      const page = await pageAs(browser, viewport);
      await page.goto(`${base}/seller/`);
      await page.getByRole('heading', { name: 'Seller sign in', level: 1 }).waitFor();
      await expectCleanScreen(page);
      await page.getByLabel('Email').fill(BUYER.email);
      await page.getByLabel('Password').fill(BUYER.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.getByRole('heading', { name: 'No access', level: 1 }).waitFor();
      await page.getByText('You have no permission to access this page.').waitFor();
      expect(await page.getByRole('navigation', { name: 'Seller menu' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Back to the storefront' }).getAttribute('href')).toBe('/');
      await expectCleanScreen(page);
      await page.getByRole('button', { name: 'Sign out' }).first().click();
      await page.getByRole('heading', { name: 'Seller sign in', level: 1 }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    });
  }
});
