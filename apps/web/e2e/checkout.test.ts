// Buying journeys: a visitor fills a device cart, signs in (the cart is merged), checks out through
// delivery (adding an address there, with the location picker, without leaving checkout) and
// payment by wallet, lands on the order confirmation, follows the order (tracking, no refund before
// shipping), finds it paid in the purchase history, cancels it and gets the money back; an unknown
// order id shows a page that says so; and a buy-now paid by a declined card, paid again from the
// order page.
import type { ProductItem } from '@polymart/contract';
import { formatMinor } from '@polymart/contract/money';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, launchBrowser, PHONE } from './browser.ts';
import { base, call, fitsWidth, pageAs } from './kit.ts';

const PASSWORD = 'checkout password';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A fresh buyer with a default address and a funded wallet. */
async function newBuyer(funds: number): Promise<{ email: string; token: string }> {
  const email = `checkout${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;
  const { 'access-token': token } = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name: 'Checkout Buyer',
    phone: '+34 600 333 444',
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
    agree: true,
  });
  await call('/checkout/onepage/addressadd', token, {
    name: 'Checkout Buyer',
    street: 'Calle Mayor 1',
    postal_code: '28013',
    city: 'Madrid',
    country: 'ES',
    phone: '+34 600 333 444',
    is_default: true,
  });
  await call('/bank/recharge', token, {
    amount: funds,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2099,
    cvc: '123',
  });
  return { email, token };
}

/** Products on sale with a few units left, cheapest first. */
async function products(): Promise<ProductItem[]> {
  const lists = await call<{ new: ProductItem[]; recommended: ProductItem[]; best_selling: ProductItem[] }>(
    '/customer/product/get_recommend_list?size=10',
    null,
  );
  const all = [...lists.new, ...lists.recommended, ...lists.best_selling].filter((p) => p.stock >= 3);
  all.sort((a, b) => (a.deal_price ?? a.price) - (b.deal_price ?? b.price));
  return [...new Map(all.map((p) => [p.id, p])).values()];
}

async function someProduct(): Promise<ProductItem> {
  const [first] = await products();
  if (!first) throw new Error('no product in stock');
  return first;
}

const available = async (token: string) =>
  (await call<{ available: number }>('/customer/info/get_user_balance', token)).available;

/** Every order submit or pay the page sends, with its Idempotency-Key. */
function recordPayments(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (/\/api\/(checkout\/onepage\/submit|customer\/order\/pay)$/.test(r.url())) seen.push(r);
  });
  return seen;
}

describe('checkout', () => {
  it('visitor cart merged at sign-in, wallet checkout, order listed as paid, cancelled and refunded', async () => {
    const funds = 500_000;
    const buyer = await newBuyer(funds);
    const product = await someProduct();
    const page = await pageAs(browser, PHONE);
    const cartTab = page.getByRole('navigation', { name: 'Main menu' }).last().getByRole('link', { name: /Cart/ });

    // a visitor adds two units; the device cart holds them and the tab counts the line
    await page.goto(`${base}/#/pages/prouduct/detail?id=${product.id}`);
    await page.getByRole('heading', { name: product.name, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added 2 pieces to your cart').waitFor();
    await cartTab.filter({ hasText: '1' }).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('device-cart') ?? '[]'))).toEqual([
      { product_id: product.id, quantity: 2, selected: true },
    ]);

    await cartTab.click();
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    await page.getByRole('link', { name: product.name }).waitFor();
    expect(await page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
    expect(await axeViolations(page)).toEqual([]);

    // checking out asks to sign in; signing in merges the device cart and comes back
    await page.getByRole('button', { name: 'Sign in to check out' }).click();
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Checkout', exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('device-cart'))).toBeNull();
    const cart = await call<{ items_count: number; groups: { lines: { product_id: number; quantity: number }[] }[] }>(
      '/customer/cart/list',
      buyer.token,
    );
    expect(cart.groups.flatMap((g) => g.lines).map((l) => [l.product_id, l.quantity])).toEqual([[product.id, 2]]);
    await cartTab.filter({ hasText: '1' }).waitFor();

    // shipment and delivery: the default address is chosen; a method per shop
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('heading', { name: 'Shipment and delivery', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: /Calle Mayor 1/ }).isChecked()).toBe(true);
    // a new address, added here: the form and the location picker open in place (issue 17)
    await page.getByRole('button', { name: 'Add a new address' }).click();
    await page.getByLabel('Recipient').fill('Checkout Buyer');
    await page.getByLabel('Country').selectOption('ES');
    await page.getByLabel('City').fill('Sevilla');
    await page.getByLabel('Phone').fill('+34 600 333 444');
    await page.getByRole('button', { name: 'Choose a location' }).click();
    await page.getByLabel('Place or address').fill('Calle Sierpes 5, Sevilla');
    await page.getByLabel('Latitude').fill('37.39');
    await page.getByLabel('Longitude').fill('-5.99');
    await page.getByRole('button', { name: 'Save location' }).click();
    await page.getByRole('button', { name: 'Back to the address' }).click();
    await page.getByRole('button', { name: 'Use Calle Sierpes 5, Sevilla' }).click();
    expect(await page.getByLabel('Street and number').inputValue()).toBe('Calle Sierpes 5, Sevilla');
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    await page.getByRole('button', { name: 'Save address' }).click();
    const added = page.getByRole('radio', { name: /Calle Sierpes 5/ });
    await expect.poll(() => added.isChecked()).toBe(true);
    expect(page.url()).toContain('/pages/cart/delivery');
    // the choice goes into the URL (a router transition), so it shows checked a moment later
    const express = page.getByRole('radio', { name: /^Express/ });
    await express.click();
    await expect.poll(() => express.isChecked()).toBe(true);
    expect(page.url()).toContain('express');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // payment by wallet, then confirm; a double click places one order under one key
    await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Wallet balance' }).isChecked()).toBe(true);
    await page.getByText(/Available: \$5,?000\.00/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    await page.getByRole('heading', { name: 'Confirm your order', level: 1 }).waitFor();
    await page.reload(); // the confirm step survives a reload (wallet needs nothing kept in memory)
    await page.getByRole('heading', { name: 'Confirm your order', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Note for the seller (optional)').fill('ring twice please');
    const sent = recordPayments(page);
    await page.getByRole('button', { name: 'Place order' }).dblclick();

    // the order confirmation: the order, its payment, where to follow it
    await page.getByRole('heading', { name: 'Thank you, your order is placed', level: 1 }).waitFor();
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(new Set(sent.map((r) => r.headers()['idempotency-key'])).size).toBe(1);
    const track = page.getByRole('link', { name: /^Track order \d+$/ });
    const orderId = Number(/(\d+)$/.exec((await track.textContent()) ?? '')?.[1]);
    await page.getByRole('heading', { name: `Order ${orderId}`, level: 2 }).waitFor();
    await page.getByText('Wallet balance').first().waitFor();
    await page.getByText(/^Expected delivery: /).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
    // and in German, on the same phone
    await page.evaluate(() => localStorage.setItem('lang', 'de'));
    await page.reload();
    await page.getByRole('heading', { name: 'Vielen Dank, Ihre Bestellung ist eingegangen', level: 1 }).waitFor();
    await page.getByRole('link', { name: `Bestellung ${orderId} verfolgen` }).waitFor();
    expect(await fitsWidth(page)).toBe(true);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await track.click();

    await page.getByRole('heading', { name: `Order ${orderId}`, level: 1 }).waitFor();
    const main = page.locator('main');
    // not shipped yet: tracking says so, and cancelling (not a refund request) is the way back
    await main.getByText(/^Not shipped yet\./).waitFor();
    await main.getByText('ring twice please').waitFor();
    expect(await main.getByRole('button', { name: 'Request a refund' }).count()).toBe(0);
    await main.getByRole('button', { name: 'Cancel order' }).first().waitFor();
    await main.getByText('To be shipped').first().waitFor();
    await main.getByText('Paid', { exact: true }).first().waitFor();
    await main.getByText('Order placed').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const paid = funds - (await available(buyer.token));
    expect(paid).toBeGreaterThan(0);
    expect(await page.getByTestId('actual-pay').textContent()).toBe(`$${formatMinor(paid)}`);
    await cartTab.filter({ hasNotText: /\d/ }).waitFor();

    // purchase history: in "To ship", with its actions; cancel with a reason
    await page.goto(`${base}/#/pages/history/purchase?tab=to_ship`);
    await page.getByRole('heading', { name: 'Purchase history', level: 1 }).waitFor();
    expect(await page.getByRole('tab', { name: /To ship/ }).getAttribute('aria-selected')).toBe('true');
    const card = page.locator('li.order-card', { has: page.getByRole('link', { name: `Order ${orderId}` }) });
    await card.getByText('To be shipped').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Cancel order' }).click();
    await card.getByLabel('Why do you cancel?').fill('ordered the wrong colour');
    await card.getByRole('button', { name: 'Cancel this order' }).click();
    await page.getByText('Order cancelled').first().waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await available(buyer.token)).toBe(funds);

    await page.getByRole('tab', { name: /Cancelled/ }).click();
    await card.getByText('Cancelled').waitFor();
    await page.goto(`${base}/#/pages/history/detail?id=${orderId}`);
    await page.getByText('ordered the wrong colour').first().waitFor();
    await page.locator('main').getByText('Refunded').first().waitFor();
    await page.goto(`${base}/#/pages/mine/wallet`);
    await page.getByTestId('available').filter({ hasText: '$5,000.00' }).waitFor();

    // an order id that is not the buyer's (or no order at all): a page that says so
    await page.goto(`${base}/#/pages/history/detail?id=2147483000`);
    await page.getByRole('heading', { name: 'Order not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Purchase history' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('buy now by a declined card leaves the order unpaid, then it is paid again from the order page', async () => {
    const buyer = await newBuyer(500_000);
    const product = await someProduct();
    const page = await pageAs(browser, DESKTOP, buyer.token);
    await page.goto(`${base}/#/pages/prouduct/detail?id=${product.id}`);
    await page.getByRole('button', { name: 'Buy now' }).click();
    await page.getByRole('heading', { name: 'Shipment and delivery', level: 1 }).waitFor();
    await page.getByRole('link', { name: product.name }).or(page.getByText(product.name).first()).first().waitFor();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('radio', { name: 'Bank card' }).check();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill('2099');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    await page.getByText(/Bank card · •••• 0002/).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.getByRole('alert').getByText('The payment for this order failed.').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /^Pay order \d+/ }).click();
    await page.getByRole('heading', { name: /^Order \d+$/, level: 1 }).waitFor();
    await page.getByText('Unpaid', { exact: true }).first().waitFor();
    await page.getByRole('timer').waitFor();
    await page.getByText('Payment failed').waitFor();
    const panel = page.locator('.order-panel');
    await panel.getByRole('radio', { name: 'Wallet balance' }).check();
    await panel.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Payment done').waitFor();
    await page.locator('main').getByText('To be shipped').first().waitFor();
    expect(await available(buyer.token)).toBeLessThan(500_000);
  });

  it('changes quantities and selection in the cart, and removes chosen lines in edit mode', async () => {
    const buyer = await newBuyer(1000);
    const [a, b] = await products();
    await call('/customer/cart/add', buyer.token, { product_id: a!.id, quantity: 1 });
    await call('/customer/cart/add', buyer.token, { product_id: b!.id, quantity: 1 });
    const page = await pageAs(browser, DESKTOP, buyer.token);
    await page.goto(`${base}/#/pages/cart/mycart`);
    await page.getByRole('heading', { name: 'My cart', level: 1 }).waitFor();
    await page.getByText('2 lines selected').waitFor();
    const lineA = page.locator('li.cart-line', { has: page.getByRole('link', { name: a!.name }) });
    await lineA.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => lineA.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2');
    await expect
      .poll(
        async () =>
          (
            await call<{ groups: { lines: { product_id: number; quantity: number }[] }[] }>(
              '/customer/cart/list',
              buyer.token,
            )
          ).groups
            .flatMap((g) => g.lines)
            .find((l) => l.product_id === a!.id)?.quantity,
      )
      .toBe(2);
    await lineA.getByRole('checkbox', { name: `Select ${a!.name}` }).click();
    await page.getByText('1 line selected').waitFor();

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByRole('heading', { name: 'Edit cart', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: `Select ${b!.name}` }).check();
    await page.getByText('1 line chosen').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove chosen' }).click();
    await page.getByRole('link', { name: b!.name }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: a!.name }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).filter({ hasText: '1' }).waitFor();
  });
});
