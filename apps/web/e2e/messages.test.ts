// Buyer–seller messages (issue 16): a new buyer, on a 360 px phone, asks the demo seller a question
// from a product page; the seller, on a desktop, answers it in the seller area; the buyer sees the
// answer arrive without reloading, then finds the conversation in their inbox. The seller reports
// the conversation and an operator reads it in the admin backend. axe finds nothing on each new
// screen; the thread fits the phone in German and Kazakh too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, demoShopProduct, expectCleanScreen, fitsWidth, PHONE_360, pageAs, signIn } from './kit.ts';

const stamp = `${Date.now()}`.slice(-7);
const QUESTION = `Does it come with a charger? <b>${stamp}</b>`;
const ANSWER = `Yes, a USB-C charger is in the box (${stamp}).`;
const BUYER_NAME = `Mia Questioner ${stamp}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

let browser: Browser;
let buyer: string;
let seller: string;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signIn(DEMO.seller.email, DEMO.seller.password);
  const made = await call<{ 'access-token': string }>('/customer/register/account', null, {
    name: BUYER_NAME,
    phone: '+34 611 999 000',
    email: `asker-${stamp}-${Math.floor(Math.random() * 1e6)}@e2e.test`,
    password: 'asking person 1',
    confirm_password: 'asking person 1',
    agree: true,
  });
  buyer = made['access-token'];
});
afterAll(() => browser?.close());

describe('buyer–seller messages', () => {
  it('a buyer asks on a product, the seller answers, the answer arrives live; operators read a report', async () => {
    const product = await demoShopProduct();
    const phone = await pageAs(browser, PHONE_360, buyer);
    await phone.goto(`${base}/#/pages/prouduct/detail?id=${product.id}`);
    await phone.getByRole('button', { name: 'Ask the seller' }).click();
    await phone.getByText('Your message will be about this product.').waitFor();
    await phone.getByLabel('Your message').fill(QUESTION);
    await phone.getByRole('button', { name: 'Send' }).click();
    // plain text: the markup shows as written
    await phone.locator('.message.mine .message-text', { hasText: QUESTION }).waitFor();
    expect(await phone.locator('.message-list b').count()).toBe(0);
    await expectCleanScreen(phone);

    const desk = await pageAs(browser, DESKTOP, seller);
    await desk.goto(`${base}/seller/#/messages`);
    await desk.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await desk.getByRole('link', { name: new RegExp(BUYER_NAME) }).click();
    await desk.locator('.message:not(.mine) .message-text', { hasText: QUESTION }).waitFor();
    await expectCleanScreen(desk);
    await desk.getByLabel('Your message').fill(ANSWER);
    await desk.getByRole('button', { name: 'Send' }).click();
    await desk.locator('.message.mine', { hasText: ANSWER }).waitFor();

    // the buyer's page was not reloaded: the answer came through the live stream
    await phone.locator('.message:not(.mine)', { hasText: ANSWER }).waitFor({ timeout: 15_000 });

    for (const lang of ['de', 'kk']) {
      await phone.evaluate((l) => localStorage.setItem('lang', l), lang);
      await phone.reload();
      await phone.locator('.message-text', { hasText: ANSWER }).waitFor();
      expect(await fitsWidth(phone), lang).toBe(true);
    }
    await phone.evaluate(() => localStorage.setItem('lang', 'en'));
    await phone.goto(`${base}/#/pages/mine/messages`);
    await phone.reload(); // a change of hash alone would keep the page in Kazakh
    await phone.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await phone.getByRole('link', { name: /Yes, a USB-C charger/ }).waitFor();
    await expectCleanScreen(phone);

    // the seller reports the conversation; an operator reads it and marks it handled
    await desk.getByRole('button', { name: 'Report to the marketplace' }).click();
    await desk.getByLabel('Why are you reporting this conversation?').fill(`Test report ${stamp}`);
    await desk.getByRole('button', { name: 'Send report' }).click();
    await desk.getByText('Reported — awaiting an operator').waitFor();

    const owner = await signIn(DEMO.admin.email, DEMO.admin.password);
    const admin = await pageAs(browser, DESKTOP, owner);
    await admin.goto(`${base}/admin/#/conversations`);
    await admin.getByRole('heading', { name: 'Reported conversations', level: 1 }).waitFor();
    await admin.getByRole('link', { name: new RegExp(`Test report ${stamp}`) }).click();
    await admin.locator('.message-text', { hasText: QUESTION }).waitFor();
    await expectCleanScreen(admin);
    await admin.getByRole('button', { name: 'Mark handled' }).click();
    await admin
      .getByText(/^Handled /)
      .first()
      .waitFor();
  });
});
