// Issue 15, a day of the admin backend with three people, in a browser: the owner invites a finance
// member on the staff page; the finance member, on a phone, approves a seller's withdrawal with the
// bank's reference, but has no catalogue in the menu, is told so when opening it by its address,
// and the server refuses them a category edit; an operator suspends a shop, and its product leaves
// the storefront's search at once; the owner reads both actions in the audit log, each naming who
// did it in which role. On a server of the journey's own, so the shared demo data stays as the
// other journeys expect it (the demo's waiting withdrawal, an open shop). axe clean on every screen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InboxAnswer, Paged } from '@polymart/contract';
import type { AdminProductRow, AdminShopRow } from '@polymart/contract/shops-admin';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { call, DEMO, expectCleanScreen, PHONE_360, pageAs } from './kit.ts';
import { type RunningServer, startServer } from './server.ts';

let browser: Browser;
let server: RunningServer;
let dir: string;
let at: string;
let owner: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'polymart-admin-'));
  server = await startServer({ dataDir: dir, webDist: inject('webDist'), seeded: inject('seeded') });
  at = server.base;
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

const api = <T>(path: string, token: string | null, body?: unknown) => call<T>(path, token, body, at);
const signIn = async (email: string, password: string) =>
  (await api<{ 'access-token': string }>('/customer/login/account', null, { email, password }))['access-token'];

/** A new customer account on the journey's server; its email and session. */
async function person(name: string) {
  const email = `${name.toLowerCase().replace(' ', '-')}-${Date.now()}@e2e.test`;
  const made = await api<{ 'access-token': string }>('/customer/register/account', null, {
    name,
    phone: '+34 600 000 000',
    email,
    password: 'admin journey 1',
    confirm_password: 'admin journey 1',
    agree: true,
  });
  return { name, email, token: made['access-token'] };
}

async function openAdmin(viewport: { width: number; height: number }, token: string, hash = '') {
  const page = await pageAs(browser, viewport, token, at);
  await page.goto(`${at}/admin/#${hash}`);
  return page;
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

describe('a day in the admin backend', () => {
  it('finance approves a withdrawal but may not edit the catalogue; an operator suspends a shop; the owner reads both in the audit log', async () => {
    const [fin, op] = [await person('Fiona Finance'), await person('Oscar Operator')];

    // the owner invites the finance member on the staff page
    const ownerPage = await openAdmin(DESKTOP, owner, '/staff');
    await ownerPage.getByRole('heading', { name: 'Staff', level: 1 }).waitFor();
    const invite = ownerPage.locator('form.staff-invite');
    await invite.getByLabel('Email').fill(fin.email);
    await invite.getByLabel('Role').selectOption('finance');
    await invite.getByRole('button', { name: 'Invite' }).click();
    await ownerPage.getByTestId(`staff-${fin.email}`).waitFor();
    await expectCleanScreen(ownerPage);
    // and makes the other one an operator
    await api('/admin/staff', owner, { email: op.email, role: 'operator' });

    // the finance member, on a phone: the seller's withdrawal waiting in the inbox, approved with
    // the bank's reference
    const waiting = await api<InboxAnswer>('/admin/inbox?type=400&page_size=50', fin.token);
    const withdrawal = waiting.items.find((i) => i.applicant.email === DEMO.seller.email)!;
    expect(withdrawal).toBeDefined();
    const finance = await openAdmin(PHONE_360, fin.token);
    await finance.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
    await finance.getByTestId('admin-role').getByText('Finance').waitFor();
    await finance.getByRole('button', { name: /Withdrawal/ }).click();
    const card = finance.locator('li.request', { hasText: `#${withdrawal.id}` });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.getByLabel('Bank reference of the transfer you made').fill('SEPA-DAY-0815');
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });
    await expectCleanScreen(finance);

    // no catalogue for finance: not in the menu, a clear page by its address, refused by the server
    expect(await menu(finance).getByRole('link', { name: 'Catalogue' }).count()).toBe(0);
    await finance.goto(`${at}/admin/#/catalogue`);
    await finance.getByTestId('no-access').waitFor();
    await expectCleanScreen(finance);
    const tree = await api<{ items: { id: number }[] }>('/admin/categories', owner);
    const edit = await fetch(`${at}/api/admin/categories`, {
      method: 'POST',
      headers: { 'access-token': fin.token, 'content-type': 'application/json' },
      body: JSON.stringify({ id: tree.items[0]!.id, names: { en: 'Renamed by finance' } }),
    });
    expect(((await edit.json()) as { code: number }).code).toBe(2000040);

    // the operator suspends the demo shop; its product is gone from the storefront's search
    const shop = (await api<Paged<AdminShopRow>>('/admin/shops?status=active&page_size=100', op.token)).items.find(
      (s) => s.owner?.email === DEMO.seller.email,
    )!;
    const product = (
      await api<Paged<AdminProductRow>>(`/admin/products?shop_id=${shop.id}&status=active&page_size=1`, op.token)
    ).items[0]!;
    const inSearch = async () =>
      (
        await api<{ items: { id: number }[] }>(`/search/${encodeURIComponent(product.name)}?page_size=100`, null)
      ).items.some((p) => p.id === product.id);
    expect(await inSearch()).toBe(true);
    const operator = await openAdmin(DESKTOP, op.token, `/shops/${shop.id}`);
    await operator.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await operator.getByLabel('Reason for suspending').fill('Payouts bounced twice');
    await operator.getByRole('button', { name: `Suspend ${shop.name}` }).click();
    await operator.getByTestId('suspension-state').getByText('Payouts bounced twice').waitFor();
    await expectCleanScreen(operator);
    expect(await inSearch()).toBe(false);
    const buyer = await pageAs(browser, PHONE_360, undefined, at);
    await buyer.goto(`${at}/#/pages/search/search?keyword=${encodeURIComponent(product.name)}`);
    await buyer.locator('h2.count, .empty-state').first().waitFor();
    expect(await buyer.locator('.product-name').allTextContents()).not.toContain(product.name);

    // the owner reads both actions in the audit log: who, in which role
    await ownerPage.goto(`${at}/admin/#/audit`);
    await ownerPage.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const records = ownerPage.getByTestId('audit-record');
    const approved = records.filter({ hasText: 'Request approved' }).filter({ hasText: fin.name });
    await approved.first().waitFor();
    expect(await approved.first().textContent()).toContain('(Finance)');
    const suspended = records.filter({ hasText: 'Shop suspended' }).filter({ hasText: op.name });
    await suspended.first().waitFor();
    expect(await suspended.first().textContent()).toContain('(Operator)');
    expect(await suspended.first().textContent()).toContain('Payouts bounced twice');
    await expectCleanScreen(ownerPage);
  });
});
