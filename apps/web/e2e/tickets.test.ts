// Support tickets (issue 16): the demo buyer, on a 360 px phone, opens a ticket with a photo whose
// subject and message are script and markup; a support staff member, on a desktop, finds it, sees
// the photo, takes it and answers it as solved; the buyer reads the answer. Both screens show the
// text literally: no element is injected and no dialog opens. axe finds nothing on each new screen;
// the thread, the new-ticket form and support's list and page fit a phone in German, Kazakh and Thai too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import {
  base,
  call,
  DEMO,
  expectCleanScreen,
  fitsWidth,
  overflowing,
  PHONE_360,
  pageAs,
  pngFile,
  signIn,
} from './kit.ts';

const stamp = `${Date.now()}`.slice(-7);
const SUBJECT = `<script>alert(1)</script> parcel ${stamp}`;
const MESSAGE = `The box came crushed <img src=x onerror=alert(1)>\n<script>alert(2)</script> photo attached.`;

let browser: Browser;
let buyer: string;
const support = { email: `support-${stamp}-${Math.floor(Math.random() * 1e6)}@e2e.test`, token: '', id: 0 };

beforeAll(async () => {
  browser = await launchBrowser();
  buyer = await signIn(DEMO.buyer.email, DEMO.buyer.password);
  const owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  const made = await call<{ 'access-token': string; user: { id: number } }>('/customer/register/account', null, {
    name: 'Sam Helpdesk',
    phone: '+34 611 222 333',
    email: support.email,
    password: 'support person 1',
    confirm_password: 'support person 1',
    agree: true,
  });
  support.token = made['access-token'];
  support.id = made.user.id;
  await call('/admin/staff', owner, { email: support.email, role: 'support' });
});
afterAll(() => browser?.close());

/** Dialogs a page opened (an alert would mean the text ran as script). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (d) => {
    opened.push(d.message());
    void d.dismiss();
  });
  return opened;
}

/** Nothing of the text became markup: no <img src=x>, no script with the alert. */
const injected = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelectorAll('img[src="x"]').length +
      [...document.scripts].filter((s) => s.textContent?.includes('alert(')).length,
  );

describe('support tickets', () => {
  it('a customer opens a ticket with a photo, support solves it, and the script stays text', async () => {
    // the customer, on a phone
    const store = await pageAs(browser, PHONE_360, buyer);
    const storeDialogs = watchDialogs(store);
    await store.goto(`${base}/#/pages/mine/dashboard`);
    await store.getByRole('link', { name: 'Support tickets', exact: true }).first().click();
    await store.getByRole('heading', { name: 'Support tickets', level: 1 }).waitFor();
    await store.getByRole('button', { name: 'New ticket' }).click();
    const form = store.getByRole('form', { name: 'New ticket' });
    await form.getByLabel('Subject').fill(SUBJECT);
    await form.getByLabel('Topic').selectOption('order');
    await form.getByLabel('Message').fill(MESSAGE);
    await form.getByLabel('Photos').setInputFiles(pngFile('crushed-box.png'));
    await form.getByText('uploaded').waitFor({ state: 'attached' });
    await store.waitForLoadState('networkidle');
    await expectCleanScreen(store);
    await form.getByRole('button', { name: 'Send ticket' }).click();

    await store.getByRole('heading', { name: SUBJECT, level: 1 }).waitFor();
    const id = Number(new URL(store.url().replace('/#', '')).searchParams.get('id'));
    expect(id).toBeGreaterThan(0);
    await store.getByTestId('ticket-message').filter({ hasText: '<img src=x onerror=alert(1)>' }).waitFor();
    await store.getByAltText('Attachment 1').waitFor();
    await store.getByText('Open', { exact: true }).first().waitFor();
    await store.waitForLoadState('networkidle');
    await expectCleanScreen(store);
    expect(await injected(store)).toBe(0);

    // support, on a desktop: the menu leads to the tickets; the search finds it by its subject
    const admin = await pageAs(browser, DESKTOP, support.token);
    const adminDialogs = watchDialogs(admin);
    await admin.goto(`${base}/admin/`);
    await admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Support tickets' }).click();
    await admin.getByRole('heading', { name: 'Support tickets', level: 1 }).waitFor();
    await admin.getByLabel('Subject or customer email').fill(stamp);
    await admin.getByRole('button', { name: 'Apply' }).click();
    const row = admin.getByTestId('tickets-list').getByRole('link', { name: SUBJECT });
    await row.waitFor();
    await admin.waitForLoadState('networkidle');
    await expectCleanScreen(admin);
    expect(await injected(admin)).toBe(0);
    await row.click();

    await admin.getByRole('heading', { name: SUBJECT, level: 1 }).waitFor();
    expect(admin.url()).toContain(`#/tickets/${id}`);
    await admin.getByTestId('ticket-message').filter({ hasText: '<script>alert(2)</script>' }).waitFor();
    await admin.getByAltText('Attachment 1').waitFor();
    await admin.getByText(DEMO.buyer.email).waitFor();
    await admin.getByLabel('Staff member').selectOption(String(support.id));
    await admin.getByRole('button', { name: 'Assign' }).click();
    await admin.getByText('Assignment saved.').waitFor();
    await admin
      .getByRole('textbox', { name: 'Answer the customer' })
      .fill('We are sending a new one today. <b>Sorry!</b>');
    await admin.getByLabel('State after this answer').selectOption('solved');
    await admin.getByRole('button', { name: 'Send', exact: true }).click();
    await admin.getByTestId('ticket-message').filter({ hasText: '<b>Sorry!</b>' }).waitFor();
    await admin.getByText('Solved', { exact: true }).first().waitFor();
    await admin.waitForLoadState('networkidle');
    await expectCleanScreen(admin);
    expect(await injected(admin)).toBe(0);
    expect(await admin.locator('main b').count()).toBe(0);

    // the customer reads the answer; the list marked it as new until then
    await store.goto(`${base}/#/pages/mine/tickets`);
    await store.getByRole('link', { name: new RegExp(`parcel ${stamp}.*New answer`) }).click();
    await store
      .getByTestId('ticket-message')
      .filter({ hasText: 'We are sending a new one today. <b>Sorry!</b>' })
      .waitFor();
    await store.getByText('Solved', { exact: true }).first().waitFor();
    expect(await injected(store)).toBe(0);
    for (const lang of ['de', 'kk', 'th']) {
      await store.evaluate((l) => localStorage.setItem('lang', l), lang);
      await store.reload();
      await store.getByTestId('ticket-message').first().waitFor();
      await store.waitForLoadState('networkidle');
      expect(await fitsWidth(store), lang).toBe(true);
    }
    // the new-ticket form and support's screens fit a phone in those languages too
    await store.goto(`${base}/#/pages/mine/tickets?new=1`);
    await store.getByRole('form').waitFor();
    await store.waitForLoadState('networkidle');
    expect(await overflowing(store)).toEqual([]);
    const phone = await pageAs(browser, PHONE_360, support.token);
    for (const lang of ['de', 'kk', 'th']) {
      await phone.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const screen of ['tickets', `tickets/${id}`]) {
        await phone.goto(`${base}/admin/#/${screen}`);
        await phone
          .locator(screen === 'tickets' ? '[data-testid="tickets-list"]' : '[data-testid="ticket-message"]')
          .first()
          .waitFor();
        await phone.waitForLoadState('networkidle');
        expect(await overflowing(phone), `${screen} in ${lang}`).toEqual([]);
        expect(await fitsWidth(phone), `${screen} in ${lang}`).toBe(true);
      }
    }
    await phone.context().close();
    expect(storeDialogs).toEqual([]);
    expect(adminDialogs).toEqual([]);
    await store.context().close();
    await admin.context().close();
  });
});
