// Flash deals (issue 16): a buyer opens the flash deals page from the menu, sees the running
// campaign with its countdown, puts a deal in the cart and buys it: the cart and the checkout show
// the deal price against the regular one, and the order is charged the deal price. axe finds nothing
// on the three new screens (storefront page, the seller's flash deals, the admin campaigns), each at
// 360 px wide.
import type { FlashDeal } from '@polymart/contract';
import { formatMinor } from '@polymart/contract/money';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, overflowing, PHONE_360, pageAs, signIn } from './kit.ts';

const PASSWORD = 'flash deal buyer';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newBuyer(): Promise<{ email: string; token: string }> {
  const email = `flash${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;
  const { 'access-token': token } = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name: 'Flash Buyer',
    phone: '+34 600 333 555',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    agree: true,
  });
  await call('/checkout/onepage/addressadd', token, {
    name: 'Flash Buyer',
    street: 'Calle Mayor 3',
    postal_code: '28013',
    city: 'Madrid',
    country: 'ES',
    phone: '+34 600 333 555',
    is_default: true,
  });
  await call('/bank/recharge', token, {
    amount: 1_000_000,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  return { email, token };
}

describe('flash deals', () => {
  it('a buyer finds the running deal with its countdown and buys it at the deal price', async () => {
    const [deal] = await call<FlashDeal[]>('/customer/product/flash_deals', null);
    const item = deal?.items.find((i) => i.left >= 1 && i.stock >= 1);
    if (!deal || !item) throw new Error('the demo has no running flash deal with units left');
    const buyer = await newBuyer();
    const page = await pageAs(browser, DESKTOP, buyer.token);
    await page.goto(`${base}/#/pages/home/home`);
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .first()
      .getByRole('link', { name: 'Flash deals' })
      .click();
    await page.getByRole('heading', { name: /Flash deals/, level: 1 }).waitFor();
    await page.getByRole('heading', { name: deal.title, level: 2 }).waitFor();
    // the countdown runs (from the server's clock): it changes within two seconds
    const timer = page.getByRole('timer').first();
    const before = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(before);
    const card = page.locator('li.product-card', { has: page.getByRole('link', { name: item.name }) }).first();
    await card.getByText('Flash deal').waitFor();
    await card.getByText(`$${formatMinor(item.deal_price)}`).waitFor();
    await card.getByRole('link', { name: item.name }).click();

    await page.getByRole('heading', { name: item.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto(`${base}/#/pages/cart/cart`);
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    const line = page.locator('main').getByText('Flash deal').first();
    await line.waitFor();
    await page
      .locator('main')
      .getByText(`$${formatMinor(item.price)}`)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('heading', { name: 'Shipment and delivery', level: 1 }).waitFor();
    await page.locator('main').getByText('Flash deal').first().waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    await page.getByRole('heading', { name: 'Confirm your order', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    // the order confirmation comes first (issue 17); its link opens the order
    await page.getByRole('link', { name: /^Track order \d+$/ }).click();
    await page.getByRole('heading', { name: /^Order \d+$/, level: 1 }).waitFor();
    const orderId = Number(/id=(\d+)/.exec(page.url())?.[1]);
    const order = await call<{ items: { product_id: number; price: number }[] }>(
      `/customer/order/detail?order_id=${orderId}`,
      buyer.token,
    );
    expect(order.items.find((i) => i.product_id === item.id)?.price).toBe(item.deal_price);
  });

  it('the three new screens are clean on a 360 px phone', async () => {
    const visitor = await pageAs(browser, PHONE_360);
    await visitor.goto(`${base}/#/pages/flash/deals`);
    await visitor.getByRole('timer').first().waitFor();
    expect(await overflowing(visitor)).toEqual([]);
    await expectCleanScreen(visitor);

    const seller = await pageAs(browser, PHONE_360, await signIn(DEMO.seller.email, DEMO.seller.password));
    await seller.goto(`${base}/seller/#/flash-deals`);
    await seller.getByRole('heading', { name: 'Flash deals', level: 1 }).waitFor();
    await seller.getByTestId('enrolment').first().waitFor();
    await seller.getByRole('button', { name: 'Enrol a product' }).click();
    await seller.getByRole('heading', { name: 'Enrol a product', level: 2 }).waitFor();
    expect(await overflowing(seller)).toEqual([]);
    await expectCleanScreen(seller);

    const admin = await pageAs(browser, PHONE_360, await signIn(DEMO.admin.email, DEMO.admin.password));
    await admin.goto(`${base}/admin/#/campaigns`);
    await admin.getByRole('heading', { name: 'Flash-deal campaigns', level: 1 }).waitFor();
    await admin.getByTestId('campaign').first().waitFor();
    expect(await overflowing(admin)).toEqual([]);
    await expectCleanScreen(admin);
  });
});
