// Money as the buyer's language writes it (issue 17): the home page in German with euros shows the
// free-shipping banner's amount converted and German-formatted (never the {{money:…}} token), and
// product prices as Germans write them; the wallet names its transactions in German and links the
// order behind a payment.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchBrowser, PHONE } from './browser.ts';
import { base, call, demoBuyer, demoShopProduct, pageAs, settled } from './kit.ts';

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A German-written euro amount: 1.103,30 € (no-break space before the sign). */
const GERMAN_EUR = /^\d{1,3}(\.\d{3})*,\d{2}\u00a0€$/;

describe('numbers and money in German', () => {
  it('shows the banner amount and product prices converted and German-formatted', async () => {
    const currencies = await call<{ list: { code: string; rate: number }[] }>('/customer/index/get_currency', null);
    const eur = currencies.list.find((c) => c.code === 'EUR')!;
    const amount = Math.trunc((9900 * eur.rate) / 100);
    const expected = `${Math.trunc(amount / 100)},${String(amount % 100).padStart(2, '0')}\u00a0€`;

    page = await pageAs(browser, PHONE);
    await page.evaluate(() => {
      localStorage.setItem('lang', 'de');
      localStorage.setItem('cur', 'EUR');
    });
    await page.goto(`${base}/#/`);
    await settled(page);
    const banner = page.locator('.ad-text', { hasText: 'Kostenloser Versand' }).first();
    await expect.poll(() => banner.textContent()).toContain(`Kostenloser Versand ab ${expected}`);
    expect(await page.locator('main').textContent()).not.toContain('{{money');
    // the home lists come after the banners: wait for their first price
    await page.locator('.product-card .price-now').first().waitFor();
    const prices = await page.locator('.product-card .price-now').allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price.trim()).toMatch(GERMAN_EUR);
  });

  it('names wallet transactions in German and links the order a payment was for', async () => {
    const token = await demoBuyer();
    const product = await demoShopProduct();
    const paid = await call<{ orders: { id: number }[] }>('/checkout/onepage/submit', token, {
      items: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'wallet',
    });
    const orderId = paid.orders[0]!.id;
    await page.evaluate((tk) => localStorage.setItem('access-token', tk), token);
    // a new launch, so the app reads the token (a change of hash alone keeps the signed-out session)
    await page.goto('about:blank');
    await page.goto(`${base}/#/pages/mine/wallet`);
    await settled(page);
    await page.getByRole('tab', { name: 'Umsätze' }).click();
    await page
      .getByRole('link', { name: `Bestellung Nr. ${orderId}` })
      .first()
      .waitFor();
    const texts = (await page.getByTestId('ledger-row').allTextContents()).join(' ');
    expect(texts).toContain('Zahlung einer Bestellung');
    for (const raw of ['refund', 'payment', 'topup', 'transfer_out'])
      expect(texts).not.toMatch(new RegExp(`\\b${raw}\\b`));
    expect(await axeViolations(page)).toEqual([]);
  });
});
