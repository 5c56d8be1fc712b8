// Staff roles in the admin area (issue 15): the demo owner opens Staff on a 360 px phone, invites a
// fresh email as finance (a new account, told so), sees it listed, makes it support, removes it
// after confirming. A member made 'content' through the API opens the admin area: the menu has the
// inbox but neither finance, commission nor staff, the bar names the role, and Finance opened by its
// address says the role gives no access. A support member reads the commission rules without a
// control to change them. axe finds nothing; nothing is wider than the screen. The staff page in
// each of the 19 languages: admin-area-languages.test.ts.

import type { StaffMember, StaffRole } from '@polymart/contract/staff';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, settled, signIn } from './kit.ts';

let browser: Browser;
let owner: string;
beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
});
afterAll(() => browser?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const staffList = async () => (await call<{ items: StaffMember[] }>('/admin/staff', owner)).items;

/**
 * One customer account of this file (sign-ups are limited to 10 a minute from one address, and the
 * journeys run at once), made a staff member with `role` by the owner; answers its session.
 */
let account: Promise<{ email: string; token: string }> | undefined;
async function member(role: StaffRole): Promise<{ email: string; token: string }> {
  account ??= (async () => {
    const email = `staff-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
    const { 'access-token': token } = await call<{ 'access-token': string }>('/customer/register/account', null, {
      name: 'Staff Member',
      phone: '+90 530 000 0000',
      email,
      password: 'staff member 1',
      confirm_password: 'staff member 1',
      agree: true,
    });
    return { email, token };
  })();
  const { email, token } = await account;
  await call('/admin/staff', owner, { email, role });
  return { email, token };
}

async function openAdmin(viewport: { width: number; height: number }, token: string) {
  const page = await pageAs(browser, viewport, token);
  await page.goto(`${base}/admin/`);
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  return page;
}

describe('the staff page', () => {
  it('the owner invites a new finance member on a phone, changes it to support and removes it', async () => {
    const email = `invited-${Date.now()}@e2e.test`;
    const page = await openAdmin(PHONE_360, owner);
    await page.getByTestId('admin-role').getByText('Owner').waitFor();
    await menu(page).getByRole('link', { name: 'Staff' }).click();
    await page.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    expect(page.url()).toContain('#/staff');
    const list = page.getByTestId('staff-list');
    await list.getByTestId(`staff-${DEMO.admin.email}`).waitFor();
    await settled(page);
    await expectCleanScreen(page);

    // a role must be chosen; then the description of the chosen role shows under the select
    const invite = page.locator('form.staff-invite');
    await invite.getByLabel('Email').fill(email);
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite.getByText('Some required information is missing.').waitFor();
    await invite.getByLabel('Role').selectOption('finance');
    await invite.getByText('Top-ups, withdrawals, payouts, commission and the finance view.').waitFor();
    await invite.getByLabel('Name (optional)').fill('New Finance');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite
      .getByText(`A new account was created for ${email} and a code was mailed to set its password.`)
      .waitFor();
    const row = list.getByTestId(`staff-${email}`);
    await row.getByRole('heading', { name: 'New Finance' }).waitFor();
    expect(await row.getByLabel('Role').inputValue()).toBe('finance');
    expect((await staffList()).find((m) => m.email === email)?.role).toBe('finance');
    await expectCleanScreen(page);

    // the role changes to support
    await row.getByLabel('Role').selectOption('support');
    await row.getByRole('button', { name: 'Save role' }).click();
    await row.getByText('Role saved.').waitFor();
    expect((await staffList()).find((m) => m.email === email)?.role).toBe('support');

    // removal asks first; cancelling keeps the member
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByText('Remove New Finance from the staff?', { exact: false }).waitFor();
    await expectCleanScreen(page);
    await row.getByRole('button', { name: 'Cancel' }).click();
    expect((await staffList()).some((m) => m.email === email)).toBe(true);
    await row.getByRole('button', { name: 'Remove' }).click();
    await row.getByRole('button', { name: 'Yes, remove' }).click();
    await expect.poll(() => row.count()).toBe(0);
    expect((await staffList()).some((m) => m.email === email)).toBe(false);

    // the last owner stays an owner: said in the owner's own row
    const self = list.getByTestId(`staff-${DEMO.admin.email}`);
    if ((await staffList()).filter((m) => m.role === 'owner').length === 1) {
      await self.getByLabel('Role').selectOption('operator');
      await self.getByRole('button', { name: 'Save role' }).click();
      await self.getByText('The last owner stays an owner: make someone else an owner first.').waitFor();
      expect((await staffList()).find((m) => m.email === DEMO.admin.email)?.role).toBe('owner');
    }
    await page.context().close();
  });

  it("refuses a seller's account next to the email, on a desktop", async () => {
    const page = await openAdmin(DESKTOP, owner);
    await page.goto(`${base}/admin/#/staff`);
    const invite = page.locator('form.staff-invite');
    await invite.getByLabel('Email').fill(DEMO.seller.email);
    await invite.getByLabel('Role').selectOption('content');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await invite.getByText("A seller's account cannot be on the staff.").waitFor();
    expect(await invite.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await settled(page);
    await expectCleanScreen(page);
    await page.context().close();
  });
});

describe('what a role sees', () => {
  it('a content member sees the inbox only, and Finance by its address says no access', async () => {
    const { email, token } = await member('content');
    try {
      for (const viewport of [PHONE_360, DESKTOP]) {
        const page = await openAdmin(viewport, token);
        await page.getByTestId('admin-role').getByText('Content').waitFor();
        const nav = menu(page);
        await nav.getByRole('link', { name: 'Inbox' }).waitFor();
        for (const name of ['Finance', 'Commission', 'Staff'])
          expect(await nav.getByRole('link', { name }).count(), name).toBe(0);
        await settled(page);
        await expectCleanScreen(page);
        for (const screen of ['finance', 'commission', 'staff']) {
          await page.goto(`${base}/admin/#/${screen}`);
          await page.getByText('Your role does not give access to this page.').waitFor();
          await page.getByRole('heading', { name: 'No access', level: 1 }).waitFor();
          expect(await page.getByTestId('ledger-line').count()).toBe(0);
          await expectCleanScreen(page);
        }
        await page.context().close();
      }
    } finally {
      await call('/admin/staff', owner, { email, remove: true });
    }
  });

  it('a support member reads the commission rules without a control to change them', async () => {
    const { email, token } = await member('support');
    try {
      const page = await openAdmin(PHONE_360, token);
      const nav = menu(page);
      await nav.getByRole('link', { name: 'Commission' }).click();
      await page.getByRole('heading', { name: 'Commission', level: 1 }).waitFor();
      await page.getByTestId('commission-readonly').waitFor();
      const form = page.getByTestId('rule-global');
      expect(await form.getByLabel('Rate (%)').isDisabled()).toBe(true);
      expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      expect(await page.getByRole('heading', { name: 'New rule for a category' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
      await settled(page);
      await expectCleanScreen(page);
      await page.context().close();
    } finally {
      await call('/admin/staff', owner, { email, remove: true });
    }
  });
});
