// Becoming a seller: a new customer registers on a 360 px phone, follows "Become a seller" from the
// account menu, files the store registration with two ID images (uploaded with a local preview),
// and sees it under review; an operator signs in at /admin/ on a desktop, finds it in the inbox
// with its count, opens the private KYC images and approves it with a remark; the customer's screen
// then says the shop is open and its link enters the seller area. A rejection shows its reason,
// and the re-application (2000016) is under review again. axe on each new screen.
import type { InboxAnswer, SellerApplication } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, expectCleanScreen, PHONE_360, PNG, pageAs, signIn } from './kit.ts';

const ADMIN = { email: 'admin@demo.test', password: 'demo1234' };
/** Applicants of this journey, so that what an earlier, interrupted run left waiting can be told apart. */
const APPLICANT = /^become-seller-\d+@example\.test$/;
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn(ADMIN.email, ADMIN.password);
  await clearLeftovers();
});
afterAll(() => browser?.close());

const newEmail = () => `become-seller-${Date.now()}${Math.floor(Math.random() * 1000)}@example.test`;

/** Applications this journey left waiting in an interrupted run would push today's off the first page. */
async function clearLeftovers() {
  const inbox = await call<InboxAnswer>('/admin/inbox?type=100&status=pending&page_size=100', admin);
  for (const item of inbox.items.filter((i) => APPLICANT.test(i.applicant.email))) {
    await call('/admin/inbox/decide', admin, { type: 100, id: item.id, decision: 'reject', remark: 'e2e leftover' });
  }
}

async function uploadKyc(token: string): Promise<string> {
  const form = new FormData();
  form.append('purpose', 'kyc');
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'id.png');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { 'access-token': token }, body: form });
  const envelope = (await res.json()) as { code: number; data: { path: string } };
  if (envelope.code !== 200) throw new Error(`upload: ${envelope.code}`);
  return envelope.data.path;
}

/** An operator signed in at /admin/, with the inbox open on seller applications. */
async function operatorInbox(viewport = DESKTOP): Promise<Page> {
  const page = await pageAs(browser, viewport);
  await page.goto(`${base}/admin/`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  await page.getByRole('button', { name: /^Seller applications/ }).click();
  return page;
}

const pendingApplications = async (page: Page) => Number(await page.getByTestId('pending-100').textContent());

/** Chooses both ID images and waits for their uploads. */
async function addIdImages(page: Page) {
  await page.getByLabel('Front of your ID').setInputFiles(image('front.png'));
  await page.getByLabel('You holding your ID').setInputFiles(image('holding.png'));
  await expect.poll(() => page.getByText('Uploaded', { exact: true }).count()).toBe(2);
  // private uploads: the preview is the local file, not the server's path
  for (const label of ['Front of your ID', 'You holding your ID']) {
    expect(await page.getByRole('img', { name: `Preview: ${label}` }).getAttribute('src')).toMatch(/^blob:/);
  }
}

describe('become a seller', () => {
  it('applies on a phone, is approved by an operator in the inbox, and enters the seller area', async () => {
    const email = newEmail();
    const page = await pageAs(browser, PHONE_360);
    await page.goto(`${base}/#/pages/users/register`);
    await page.getByLabel('Full name').fill('Ada Seller');
    await page.getByLabel('Phone').fill('+34 600 777 888');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('seller password');
    await page.getByLabel('Confirm password').fill('seller password');
    await page.getByLabel('I agree to the').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Hello, Ada Seller', level: 1 }).waitFor();

    await page.getByRole('link', { name: 'Become a seller' }).click();
    await page.getByRole('heading', { name: 'Become a seller', level: 1 }).waitFor();
    // what the session knows is filled in
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Contact person').inputValue()).toBe('Ada Seller');
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Store registration' }) });
    expect(await form.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe(
      '#/pages/policy/terms',
    );
    // the contract's schema speaks first: English-only shop name, the images, the terms
    await page.getByLabel('Shop name').fill('Tienda Ñandú');
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Use 2 to 60 English letters').waitFor();
    expect(await page.getByText('Please add this image.').count()).toBe(2);
    await page.getByText('Please accept the seller terms to apply.').waitFor();
    expect(await page.getByLabel('Shop name').getAttribute('aria-invalid')).toBe('true');

    const shop = `Ada Cameras ${Date.now()}`;
    await page.getByLabel('Shop name').fill(shop);
    await page.getByLabel('Business address').fill('Calle Mayor 10, 28013 Madrid, Spain');
    await addIdImages(page);
    await page.getByLabel('I accept the terms for sellers').check();
    await expectCleanScreen(page);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
    await page.getByText(`You applied for the shop “${shop}” on`).waitFor();
    await expectCleanScreen(page);

    const operator = await operatorInbox();
    const card = operator.locator('li.request', { hasText: email });
    await card.waitFor();
    const waiting = await pendingApplications(operator);
    expect(waiting).toBeGreaterThanOrEqual(1);
    for (const fact of [shop, 'Ada Seller', '+34 600 777 888', 'Calle Mayor 10'])
      await card.getByText(fact).first().waitFor();
    // the KYC images are private: they load through the operator's token, and open full size
    for (const label of ['ID front', 'Applicant holding the ID']) {
      await expect
        .poll(() => card.getByRole('img', { name: label }).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await card.getByRole('button', { name: 'Open ID front' }).click();
    const dialog = operator.getByRole('dialog', { name: 'ID front' });
    await expect
      .poll(() => dialog.getByRole('img', { name: 'ID front' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await axeViolations(operator)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByRole('button', { name: 'Open Applicant holding the ID' }).click();
    await operator.getByRole('dialog', { name: 'Applicant holding the ID' }).getByRole('img').waitFor();
    await operator.keyboard.press('Escape');
    await operator.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await axeViolations(operator)).toEqual([]);

    await card.getByLabel('Remark for the customer').fill('Welcome aboard');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => pendingApplications(operator)).toBe(waiting - 1);
    // decided ones are there to look back at
    await operator.getByLabel('Status').selectOption('approved');
    await operator.locator('li.request', { hasText: email }).getByText('Welcome aboard').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Your shop is open' }).waitFor();
    await page.getByText('Welcome aboard').waitFor();
    await expectCleanScreen(page);
    await page.goto(`${base}/#/pages/mine/notices`);
    await page.getByText('Merchant account application · Approved').waitFor();
    // the account menu now has the seller entries instead of "become a seller"
    await page.goto(`${base}/#/pages/mine/dashboard`);
    await page.getByRole('link', { name: 'Seller area', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Become a seller' }).count()).toBe(0);

    await page.goto(`${base}/#/pages/shop/create`);
    const exchanged = page.waitForResponse((r) => r.url().endsWith('/api/seller/session/exchange'));
    await page.getByRole('link', { name: 'Open the seller area' }).click();
    expect(((await (await exchanged).json()) as { data: { user: { role: string } } }).data.user.role).toBe('seller');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/seller/');
    await page.getByText('Signed in as Ada Seller').waitFor();
    // a long journey across three screens and two browsers, slow when the other journeys run beside it
  }, 120_000);

  it('shows a rejection with its reason, and the re-application is under review again', async () => {
    const email = newEmail();
    const token = (
      await call<{ 'access-token': string }>('/customer/register/account', null, {
        name: 'Bo Reapply',
        phone: '+34 600 111 999',
        email,
        password: 'seller password',
        confirm_password: 'seller password',
        agree: true,
      })
    )['access-token'];
    const [front, holder] = [await uploadKyc(token), await uploadKyc(token)];
    const shop = `Bo Lenses ${Date.now()}`;
    await call<SellerApplication>('/customer/user/applyseller', token, {
      shop_name: shop,
      contact_person: 'Bo Reapply',
      phone: '+34 600 111 999',
      email,
      address: 'Rua Augusta 5, Lisboa',
      id_front: front,
      id_with_holder: holder,
      agree: true,
    });

    // this time on a phone
    const operator = await operatorInbox(PHONE_360);
    const card = operator.locator('li.request', { hasText: email });
    await card.waitFor();
    await card.getByRole('img', { name: 'ID front' }).waitFor();
    await expectCleanScreen(operator);
    // a no is owed a reason
    await card.getByRole('button', { name: 'Reject' }).click();
    await card.getByRole('alert').filter({ hasText: 'Say why in the remark' }).waitFor();
    await card.getByLabel('Remark for the customer').fill('The ID photo is blurred');
    await card.getByRole('button', { name: 'Reject' }).click();
    await card.waitFor({ state: 'detached' });

    const page = await pageAs(browser, PHONE_360, token);
    await page.goto(`${base}/#/pages/shop/create`);
    await page.getByRole('heading', { name: 'Your application was not approved' }).waitFor();
    await page.getByText('The ID photo is blurred').waitFor();
    await page.getByRole('heading', { name: 'Apply again' }).waitFor();
    expect(await page.getByLabel('Shop name').inputValue()).toBe(shop);
    await expectCleanScreen(page);
    await addIdImages(page);
    await page.getByLabel('I accept the terms for sellers').check();
    await page.getByRole('button', { name: 'Send application' }).click();
    // 2000016: a success the client still shows
    await page.getByRole('status').getByText('Your seller application was sent again.').waitFor();
    await page.getByRole('heading', { name: 'Your application is under review' }).waitFor();
    await expectCleanScreen(page);

    // the re-application waits in the inbox; decided here so that runs do not pile up
    const again = await call<InboxAnswer>('/admin/inbox?type=100&status=pending&page_size=100', admin);
    const item = again.items.find((i) => i.applicant.email === email);
    expect(item?.detail.shop_name).toBe(shop);
    await call('/admin/inbox/decide', admin, { type: 100, id: item!.id, decision: 'reject', remark: 'e2e done' });
  });
});
