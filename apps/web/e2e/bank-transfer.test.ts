// Bank transfer at checkout (issue 14 §7), on a 360 px phone: a buyer paying in Turkish lira chooses
// bank transfer, places the order, reads the bank details, amount and reference on the order page
// and uploads the transfer slip; an operator confirms it in the inbox (type 600); the buyer sees
// the order paid.
import type { CheckoutAnswer } from '@polymart/contract';
import { bankReference } from '@polymart/contract/bank-transfer';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import {
  base,
  call,
  DEMO,
  demoShopProduct,
  expectCleanScreen,
  fitsWidth,
  PHONE_360,
  pageAs,
  pngFile,
  SWEEP_AXE,
  SWEEP_LANGUAGES,
  settled,
  signIn,
  uploadPng,
} from './kit.ts';

/** An untranslated key on screen: `bankTransfer.title` and the like. */
const RAW_KEY = /\b(bankTransfer|orders|pay|notices)\.[a-z][A-Za-z_]+(\.[A-Za-z_]+)*\b/;
const ADMIN_RAW_KEY = /\b(bankTransfer|admin|notices)\.[a-z][A-Za-z_]+(\.[A-Za-z_]+)*\b/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newBuyer(): Promise<{ email: string; token: string }> {
  const email = `bank${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;
  const registered = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name: 'Bank Buyer',
    phone: '+90 530 000 0000',
    email,
    password: 'bank transfer 1',
    confirm_password: 'bank transfer 1',
    agree: true,
  });
  const token = registered['access-token'];
  await call('/checkout/onepage/addressadd', token, {
    name: 'Bank Buyer',
    street: 'İstiklal Caddesi 1',
    postal_code: '34430',
    city: 'İstanbul',
    country: 'TR',
    phone: '+90 530 000 0000',
    is_default: true,
  });
  return { email, token };
}

describe('bank transfer at checkout', () => {
  it('is chosen at checkout, its slip uploaded on the phone, confirmed in the inbox, and the order paid', async () => {
    const buyer = await newBuyer();
    const product = await demoShopProduct();
    await call('/customer/cart/add', buyer.token, { product_id: product.id, quantity: 1 });
    const page = await pageAs(browser, PHONE_360, buyer.token);
    await page.evaluate(() => localStorage.setItem('cur', 'TRY'));

    await page.goto(`${base}/#/pages/cart/cart`);
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('heading', { name: 'Payment', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Bank transfer' }).check();
    await page.getByText('Transfer the amount to our bank account').waitFor();
    await page.getByText('TR33 0006 1005 1978 6457 8413 26').waitFor();
    await expectCleanScreen(page);
    await page.getByRole('button', { name: 'Continue to confirm' }).click();
    await page.getByRole('heading', { name: 'Confirm your order', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    // the order confirmation comes first (issue 17); its link opens the order
    await page.getByRole('link', { name: /^Track order \d+$/ }).click();

    // the order page: what to send where, with which reference
    await page.getByRole('heading', { name: /^Order \d+$/, level: 1 }).waitFor();
    const panel = page.getByTestId('bank-transfer');
    await panel.getByRole('heading', { name: 'Pay by bank transfer' }).waitFor();
    const reference = (await panel.getByTestId('bank-reference').textContent()) ?? '';
    expect(reference).toMatch(/^PM-\d{6,}$/);
    await panel.getByText(/TRY$/).first().waitFor();
    await panel.getByText('TR33 0006 1005 1978 6457 8413 26').waitFor();
    await expectCleanScreen(page);

    await panel.getByLabel('Transfer slip', { exact: true }).setInputFiles(pngFile('dekont.png'));
    await panel.getByLabel('Transaction number (optional)').fill('EFT-2026-1125');
    await expect.poll(() => panel.getByRole('button', { name: 'Send the slip' }).isEnabled()).toBe(true);
    await panel.getByRole('button', { name: 'Send the slip' }).click();
    await panel.getByText('Your slip is being checked.').waitFor();
    await expectCleanScreen(page);

    // the operator finds the transfer by its reference and confirms it
    const admin = await pageAs(browser, DESKTOP, await signIn(DEMO.admin.email, DEMO.admin.password));
    await admin.goto(`${base}/admin/#/inbox`);
    const card = admin.locator('li.request', { hasText: reference });
    await card.waitFor();
    await card.getByRole('heading', { name: /Bank transfer at checkout/ }).waitFor();
    await card.getByText(buyer.email).waitFor();
    await card.getByRole('img', { name: 'Transfer slip' }).waitFor();
    await card.getByText('EFT-2026-1125').waitFor();
    await expectCleanScreen(admin);
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('bank-transfer').getByText('Payment confirmed.').waitFor();
    const main = page.locator('main');
    await main.getByText('To be shipped').first().waitFor();
    await main.getByText('Paid', { exact: true }).first().waitFor();
    await expectCleanScreen(page);
  });

  // 19 languages, each an order page and an inbox item: longer than one screen's journey
  it('shows the order page and the inbox item of a transfer in the sweep languages (kit.ts) on a phone, and on a desktop', {
    timeout: 180_000,
  }, async () => {
    const buyer = await newBuyer();
    const product = await demoShopProduct();
    const placed = await call<CheckoutAnswer>('/checkout/onepage/submit', buyer.token, {
      items: [{ product_id: product.id, quantity: 1 }],
      payment_method: 'bank_transfer',
    });
    const order = placed.orders[0]!.id;
    const proof = await uploadPng(buyer.token, 'proof', 'slip.png');
    await call('/checkout/bank-slip', buyer.token, { payment_id: placed.payment.id, proof, transaction_id: 'EFT-1' });
    const page = await pageAs(browser, PHONE_360, buyer.token);
    const problems: string[] = [];
    for (const { code } of SWEEP_LANGUAGES) {
      await page.evaluate((lang) => localStorage.setItem('lang', lang), code);
      await page.goto(`${base}/#/pages/history/detail?id=${order}`);
      await page.reload();
      const panel = page.getByTestId('bank-transfer');
      await panel.getByTestId('bank-slip-state').waitFor();
      await settled(page);
      const heading = await panel.getByRole('heading', { level: 2 }).first().textContent();
      if (code !== 'en' && heading === 'Pay by bank transfer') problems.push(`${code}: still in English`);
      const text = (await page.locator('main').textContent()) ?? '';
      const raw = text.match(RAW_KEY);
      if (raw) problems.push(`${code}: shows the key ${raw[0]}`);
      if (!(await fitsWidth(page))) problems.push(`${code}: wider than 360 px`);
      if (SWEEP_AXE.has(code)) {
        const found = await axeViolations(page);
        if (found.length) problems.push(`${code}: axe ${JSON.stringify(found)}`);
      }
    }
    // the operator's side of the same transfer, in the same languages on the phone too
    const reference = bankReference(placed.payment.id);
    const admin = await pageAs(browser, PHONE_360, await signIn(DEMO.admin.email, DEMO.admin.password));
    for (const { code } of SWEEP_LANGUAGES) {
      await admin.evaluate((lang) => localStorage.setItem('lang', lang), code);
      await admin.goto(`${base}/admin/#/inbox`);
      await admin.reload();
      await admin.getByTestId('pending-600').locator('..').click();
      await admin.locator('li.request', { hasText: reference }).waitFor();
      await settled(admin);
      const text = (await admin.locator('main').textContent()) ?? '';
      const raw = text.match(ADMIN_RAW_KEY);
      if (raw) problems.push(`admin ${code}: shows the key ${raw[0]}`);
      if (!(await fitsWidth(admin))) problems.push(`admin ${code}: wider than 360 px`);
      if (SWEEP_AXE.has(code)) {
        const found = await axeViolations(admin);
        if (found.length) problems.push(`admin ${code}: axe ${JSON.stringify(found)}`);
      }
    }
    expect(problems).toEqual([]);
    const desktop = await pageAs(browser, DESKTOP, buyer.token);
    await desktop.goto(`${base}/#/pages/history/detail?id=${order}`);
    await desktop.getByTestId('bank-transfer').getByText('Your slip is being checked.').waitFor();
    await desktop.getByTestId('bank-transfer').getByRole('heading', { name: 'Replace the slip' }).waitFor();
    await expectCleanScreen(desktop);
  });
});
