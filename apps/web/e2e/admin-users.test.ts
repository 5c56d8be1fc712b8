// People in the admin area (issue 15): the demo owner, on a 360 px phone, searches a person by part
// of their email, opens their page, tries to ban without a reason (said in place), bans with one and
// sees the ban (who, why) and the history entry; the person's session is refused at once and their
// sign-in in the storefront says the account is banned, in words. On a desktop the owner lifts the
// ban and the person signs in again. axe finds nothing on each screen; nothing is wider than the screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, settled, signIn } from './kit.ts';

let browser: Browser;
let owner: string;
/** The one account of this file (sign-ups are limited to 10 a minute from one address). */
const person = {
  email: `people-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`,
  password: 'people person 1',
  name: 'Ulla Bannister',
  token: '',
  id: 0,
};

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  const made = await call<{ 'access-token': string; user: { id: number } }>('/customer/register/account', null, {
    name: person.name,
    phone: '+90 532 111 2233',
    email: person.email,
    password: person.password,
    confirm_password: person.password,
    agree: true,
  });
  person.token = made['access-token'];
  person.id = made.user.id;
});
afterAll(() => browser?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

async function openAdmin(viewport: { width: number; height: number }) {
  const page = await pageAs(browser, viewport, owner);
  await page.goto(`${base}/admin/`);
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  return page;
}

/** The storefront's sign-in with the person's email and password, in English. */
async function storefrontSignIn(viewport: { width: number; height: number }) {
  const page = await pageAs(browser, viewport);
  await page.goto(`${base}/#/pages/users/login`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

describe('people in the admin area', () => {
  it('the owner finds a person on a phone, bans them with a reason, and their sign-in is refused', async () => {
    const page = await openAdmin(PHONE_360);
    await menu(page).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByTestId('users-list').waitFor();
    await settled(page);
    await expectCleanScreen(page);

    // part of the email finds them, with the banned filter set to active
    await page.getByLabel('Email, name or phone').fill(person.email.slice(0, 20));
    await page.getByLabel('Status').selectOption('false');
    await page.getByRole('button', { name: 'Search' }).click();
    const card = page.getByTestId(`user-${person.email}`);
    await card.waitFor();
    expect(page.url()).toContain('banned=false');
    await expect.poll(() => page.getByTestId('users-total').textContent()).toBe('Found: 1');
    await card.getByText('Customer').waitFor();
    await card.getByRole('link', { name: person.name }).click();

    await page.getByRole('heading', { name: person.name, level: 1 }).waitFor();
    expect(page.url()).toContain(`#/users/${person.id}`);
    await page.getByTestId('user-sessions').waitFor();
    await page.getByText('This account is not banned.').waitFor();
    await page.getByText('Nothing has been done here by the staff yet.').waitFor();
    await settled(page);
    await expectCleanScreen(page);

    // a reason is needed
    const ban = page.getByRole('region', { name: 'Ban', exact: true });
    await ban.getByRole('button', { name: 'Ban this account' }).click();
    await ban.getByText('Some required information is missing.').waitFor();
    await ban.getByLabel('Reason for the ban (their sessions end at once)').fill('Fake orders from stolen cards');
    await ban.getByRole('button', { name: 'Ban this account' }).click();
    await ban.getByText('Banned. Their sessions have ended.').waitFor();
    await ban.getByTestId('ban-state').getByText('Fake orders from stolen cards').waitFor();
    await ban.getByTestId('ban-state').getByText('Demo Admin', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Signed-in sessions' }).getByText('Nothing yet.').waitFor();
    const history = page.getByTestId('admin-history');
    await history.getByText('Banned', { exact: true }).waitFor();
    await history.locator('p', { hasText: 'Fake orders from stolen cards' }).waitFor();
    await expectCleanScreen(page);

    // the person's session ends at once; signing in again says why
    await expect(call('/customer/info/get_userinfo', person.token)).rejects.toThrow('2000017');
    const store = await storefrontSignIn(PHONE_360);
    await store
      .getByRole('alert')
      .filter({ hasText: 'This account has been banned. Please contact support.' })
      .waitFor();
    expect(await store.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await expectCleanScreen(store);
    await store.context().close();
    await page.context().close();
  });

  it('on a desktop the owner lifts the ban and the person signs in again', async () => {
    const page = await openAdmin(DESKTOP);
    await page.goto(`${base}/admin/#/users?banned=true&q=${encodeURIComponent(person.email)}`);
    const card = page.getByTestId(`user-${person.email}`);
    await card.getByText('Banned').waitFor();
    await settled(page);
    await expectCleanScreen(page);
    await card.getByRole('link', { name: person.name }).click();

    const ban = page.getByRole('region', { name: 'Ban', exact: true });
    await ban.getByTestId('ban-state').waitFor();
    await ban.getByLabel('Reason for lifting the ban (optional)').fill('The bank cleared the payments');
    await ban.getByRole('button', { name: 'Lift the ban' }).click();
    await ban.getByText('The ban is lifted. They can sign in again.').waitFor();
    await ban.getByText('This account is not banned.').waitFor();
    const history = page.getByTestId('admin-history');
    await history.getByText('Ban lifted', { exact: true }).waitFor();
    await history.getByText('Banned', { exact: true }).waitFor();
    // the owner may change the staff role here; a customer is not staff yet
    await page.getByRole('region', { name: 'Staff role' }).getByText('Not a staff member.', { exact: false }).waitFor();
    await settled(page);
    await expectCleanScreen(page);

    const store = await storefrontSignIn(DESKTOP);
    await store.getByRole('heading', { name: `Hello, ${person.name}` }).waitFor();
    await store.context().close();
    await page.context().close();
  });
});
