// The whole way of a new seller, in the browser, once on a 360 px phone and once on a desktop: a
// customer applies for a shop, an operator approves the application in the inbox, the new seller
// enters the seller area from the account menu, creates a product with a photo and texts in English
// and Spanish, and asks for stock; the operator approves the product and the stock-in; a buyer
// browsing in Spanish finds the product by its Spanish name, buys it and pays from the wallet; the
// seller ships the order. Every screen on the way is axe clean and fits the screen.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, pngFile } from './kit.ts';

type Tree = { [key: string]: string | Tree };
const spanish = JSON.parse(readFileSync(new URL('../src/i18n/locales/es.json', import.meta.url), 'utf8')) as Tree;
/** A text of the Spanish interface, by its key: the buyer's screens are read as a Spanish buyer reads them. */
const es = (key: string) => key.split('.').reduce<string | Tree>((node, k) => (node as Tree)[k]!, spanish) as string;

const PASSWORD = 'journey password';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function register(name: string, prefix: string): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;
  const { 'access-token': token } = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name,
    phone: '+34 600 123 456',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    agree: true,
  });
  return { email, token };
}

/** A Spanish buyer with a default address in Madrid and money in the wallet. */
async function spanishBuyer(): Promise<string> {
  const { token } = await register('Lucía Comprador', 'journey-buyer');
  await call('/checkout/onepage/addressadd', token, {
    name: 'Lucía Comprador',
    street: 'Calle de Alcalá 50',
    postal_code: '28014',
    city: 'Madrid',
    country: 'ES',
    phone: '+34 600 123 456',
    is_default: true,
  });
  await call('/bank/recharge', token, {
    amount: 50_000,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  return token;
}

/** An operator at /admin/, signed in, with the inbox open on one type of request. */
async function operatorInbox(viewport: { width: number; height: number }): Promise<Page> {
  const page = await pageAs(browser, viewport);
  await page.goto(`${base}/admin/`);
  await page.getByLabel('Email').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  return page;
}

/** Approves the waiting request of `type` that mentions `text`. */
async function approve(operator: Page, type: RegExp, text: string) {
  await operator.getByRole('button', { name: type }).click();
  const card = operator.locator('li.request', { hasText: text });
  await card.waitFor();
  await expectCleanScreen(operator);
  await card.getByRole('button', { name: 'Approve' }).click();
  await card.waitFor({ state: 'detached' });
}

for (const [device, viewport] of [
  ['phone', PHONE_360],
  ['desktop', DESKTOP],
] as const) {
  describe(`a new seller's first sale, on a ${device}`, () => {
    it('applies, is approved, lists and stocks a product, sells it to a Spanish buyer and ships it', async () => {
      const stamp = Date.now().toString(36);
      const shop = `Journey Optics ${stamp}`;
      const applicant = await register('Marta Vendedora', 'journey-seller');

      // a customer applies for a shop
      const seller = await pageAs(browser, viewport, applicant.token);
      await seller.goto(`${base}/#/pages/shop/create`);
      await seller.getByRole('heading', { name: 'Become a seller', level: 1 }).waitFor();
      await seller.getByLabel('Shop name').fill(shop);
      await seller.getByLabel('Business address').fill('Calle Mayor 10, 28013 Madrid, Spain');
      await seller.getByLabel('Front of your ID').setInputFiles(pngFile('front.png'));
      await seller.getByLabel('You holding your ID').setInputFiles(pngFile('holding.png'));
      await expect.poll(() => seller.getByText('Uploaded', { exact: true }).count()).toBe(2);
      await seller.getByLabel('I accept the terms for sellers').check();
      await seller.getByRole('button', { name: 'Send application' }).click();
      await seller.getByRole('heading', { name: 'Your application is under review' }).waitFor();

      // an operator approves it in the inbox
      const operator = await operatorInbox(viewport);
      await approve(operator, /^Seller applications/, applicant.email);

      // the new seller enters the seller area from the account menu
      await seller.goto(`${base}/#/pages/mine/dashboard`);
      await seller.getByRole('link', { name: 'Seller area', exact: true }).click();
      await seller.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(new URL(seller.url()).pathname).toBe('/seller/');
      await expectCleanScreen(seller);

      // creates a product with a photo and texts in English and Spanish
      const english = `Trail camera strap ${stamp}`;
      const castellano = `Correa montaña ${stamp}`;
      const menu = seller.getByRole('navigation', { name: 'Seller menu' });
      await menu.getByRole('link', { name: 'Products', exact: true }).click();
      await seller.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
      await seller.getByRole('link', { name: 'New product' }).first().click();
      await seller.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
      await seller.getByLabel('Category').selectOption({ index: 1 });
      await seller.getByLabel('Price (USD)').fill('24.50');
      await seller.getByLabel('Name in English (required)').fill(english);
      await seller.getByLabel('Short description in English').fill('Padded strap for mirrorless cameras');
      await seller.getByRole('button', { name: /^Español/ }).click();
      await seller.getByLabel('Name in Español').fill(castellano);
      await seller.locator('input[type="file"]').setInputFiles(pngFile('strap.png'));
      await expect
        .poll(() => seller.getByRole('img', { name: 'Photo 1' }).getAttribute('src'))
        .toMatch(/uploads\/product\/.+\.webp$/);
      await expectCleanScreen(seller);
      await seller.getByRole('button', { name: 'Create product' }).click();
      await seller.getByText('Product saved. It awaits approval before buyers can see it.').waitFor();
      await seller.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
      const productId = Number(new URL(seller.url()).hash.split('/').pop());
      expect(productId).toBeGreaterThan(0);

      // asks for stock
      await menu.getByRole('link', { name: 'Stock', exact: true }).click();
      await seller.getByRole('heading', { name: 'Stock', level: 1 }).waitFor();
      await seller.getByLabel('Search your products').fill(english);
      await seller
        .getByRole('option', { name: new RegExp(english) })
        .first()
        .waitFor({ state: 'attached' });
      await seller.getByRole('combobox', { name: 'Product', exact: true }).selectOption(String(productId));
      await seller.getByLabel('Units to add').fill('5');
      await seller.getByLabel('Waybill number (optional)').fill(`WB-${stamp}`);
      await seller.getByRole('button', { name: 'Send the request' }).click();
      await seller.getByRole('status').getByText('Stock-in request sent').waitFor();
      await expectCleanScreen(seller);

      // the operator approves the product and the stock
      await approve(operator, /^Products/, english);
      await approve(operator, /^Stock-in/, `WB-${stamp}`);

      // a buyer in Spanish finds it by its Spanish name and buys it
      const buyer = await pageAs(browser, viewport, await spanishBuyer());
      await buyer.evaluate(() => localStorage.setItem('lang', 'es'));
      await buyer.goto(`${base}/#/pages/search/search`);
      const box = buyer.getByRole('searchbox', { name: es('search.label') }).last();
      await box.fill(castellano);
      await box.press('Enter');
      await buyer.getByRole('link', { name: castellano }).first().click();
      await buyer.getByRole('heading', { name: castellano, level: 1 }).waitFor();
      await expectCleanScreen(buyer);
      await buyer.getByRole('button', { name: es('product.buyNow') }).click();
      await buyer.getByRole('heading', { name: es('checkout.deliveryTitle'), level: 1 }).waitFor();
      await buyer.getByRole('button', { name: es('checkout.toPayment') }).click();
      await buyer.getByRole('heading', { name: es('checkout.payTitle'), level: 1 }).waitFor();
      await buyer.getByRole('radio', { name: es('orders.method.wallet') }).check();
      await buyer.getByRole('button', { name: es('checkout.toConfirm') }).click();
      await buyer.getByRole('heading', { name: es('checkout.confirmTitle'), level: 1 }).waitFor();
      await buyer.getByRole('button', { name: es('checkout.placeOrder') }).click();
      // the order confirmation comes first (issue 17); its link opens the order
      const track = new RegExp(`^${es('placed.track').replace('{{id}}', '\\d+')}$`);
      await buyer.getByRole('link', { name: track }).click();
      const placed = new RegExp(`^${es('orders.number').replace('{{id}}', '(\\d+)')}$`);
      const heading = buyer.getByRole('heading', { name: placed, level: 1 });
      await heading.waitFor();
      const orderId = Number(placed.exec((await heading.textContent()) ?? '')?.[1]);
      expect(orderId).toBeGreaterThan(0);

      // the seller ships it
      await menu.getByRole('link', { name: /^Orders/ }).click();
      await seller.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
      await seller.getByRole('tab', { name: /To ship/ }).click();
      const card = seller.locator('li.order-card', { has: seller.getByRole('link', { name: `Order ${orderId}` }) });
      await card.getByRole('button', { name: 'Ship', exact: true }).click();
      await card.getByLabel('Tracking number').fill(`JRN-${orderId}`);
      await card.getByRole('button', { name: 'Mark as shipped' }).click();
      await seller.getByText('Order marked as shipped').waitFor();
      await expectCleanScreen(seller);

      // what each side sees afterwards: the stock went 0 → 5 → 4, the buyer's order is on its way
      const product = await call<{ stock: number; status: string }>(`/seller/products/${productId}`, applicant.token);
      expect([product.status, product.stock]).toEqual(['active', 4]);
      await buyer.reload(); // the order's page is where the buyer already is
      await buyer.getByText(`JRN-${orderId}`).first().waitFor();
    });
  });
}
