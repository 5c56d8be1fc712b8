// The numbers and the trail of the admin backend (issue 15): the demo owner opens the dashboard
// from the admin menu on a 360 px phone and on a desktop and sees the figures GET
// /api/admin/dashboard answers, a chart per figure, the waiting requests (one opens the inbox on its
// type); opens a report, changes it, reads its table and downloads the same rows as CSV; reads the
// audit log filtered to one person (themself, after creating a coupon). axe finds nothing on each
// screen; nothing is wider than the screen.
import { readFile } from 'node:fs/promises';
import type { AdminDashboard, ReportAnswer, StaffMember } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, signIn } from './kit.ts';

let browser: Browser;
let admin: string;
let owner: StaffMember;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn(DEMO.admin.email, DEMO.admin.password);
  const staff = await call<{ items: StaffMember[] }>('/admin/staff', admin);
  const found = staff.items.find((m) => m.email === DEMO.admin.email);
  if (!found) throw new Error('the demo owner is not among the staff');
  owner = found;
});
afterAll(() => browser?.close());

const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });

async function openAdmin(viewport: { width: number; height: number }, screen: string, heading: string) {
  const page = await pageAs(browser, viewport, admin);
  await page.goto(`${base}/admin/`);
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  await menu(page).getByRole('link', { name: screen, exact: true }).click();
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return page;
}

const VIEWPORTS = [
  ['a 360 px phone', PHONE_360],
  ['a desktop', DESKTOP],
] as const;

describe('admin dashboard, reports and audit log', () => {
  for (const [name, viewport] of VIEWPORTS) {
    it(`shows the dashboard's figures and charts on ${name}`, async () => {
      const page = await openAdmin(viewport, 'Dashboard', 'Dashboard');
      expect(page.url()).toContain('#/dashboard');
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      expect(page.url()).toContain('days=30');
      // other journeys place orders meanwhile: the page and the API agree once both are read again
      await expect
        .poll(async () => {
          await page.reload();
          const board = await call<AdminDashboard>('/admin/dashboard', admin);
          await page.getByTestId('dashboard-orders').waitFor();
          const shown = await Promise.all(
            (['orders', 'new_customers', 'new_sellers'] as const).map((k) =>
              page.getByTestId(`dashboard-${k}`).textContent(),
            ),
          );
          const w = board.windows['30'];
          return (
            shown.join('|') === [w.orders, w.new_customers, w.new_sellers].map((n) => n.toLocaleString('en')).join('|')
          );
        })
        .toBe(true);
      expect(await page.getByTestId('dashboard-sales').textContent()).toMatch(/^\$[\d,]+\.\d\d$/);
      for (const figure of ['sales', 'orders', 'new_customers', 'new_sellers'])
        await page.getByTestId(`dashboard-chart-${figure}`).waitFor();
      expect(await page.getByTestId('dashboard-chart-orders').getAttribute('aria-label')).toContain('Orders');
      await page.getByText('Show the figures as a table').click();
      expect(await page.getByTestId('dashboard-table').locator('tbody tr').count()).toBe(30);
      // the owner decides every type of the inbox
      expect(await page.getByTestId('dashboard-waiting').getByRole('link').count()).toBe(7);
      await page.getByRole('heading', { name: 'Searches that found nothing', level: 2 }).waitFor();
      await expectCleanScreen(page);

      await page
        .getByTestId('dashboard-waiting')
        .getByRole('link', { name: /^Withdrawals/ })
        .click();
      await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
      expect(page.url()).toContain('#/inbox?type=400');
      expect(await page.getByRole('button', { name: /^Withdrawals/ }).getAttribute('aria-pressed')).toBe('true');
      await page.context().close();
    });

    it(`reads a report as a table and downloads it as CSV on ${name}`, async () => {
      const page = await openAdmin(viewport, 'Reports', 'Reports');
      await page.getByRole('heading', { name: 'Sales by day', level: 2 }).waitFor();
      expect(await page.getByTestId('report-table').locator('tbody tr').count()).toBe(30);
      await page.getByLabel('Report', { exact: true }).selectOption('sales-by-shop');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.getByRole('heading', { name: 'Sales by shop', level: 2 }).waitFor();
      expect(page.url()).toContain('name=sales-by-shop');
      const api = await call<ReportAnswer>('/admin/reports/sales-by-shop', admin);
      const rows = page.getByTestId('report-table').locator('tbody tr');
      await expect.poll(() => rows.count()).toBeGreaterThan(0);
      expect(await page.getByTestId('report-table').locator('thead th').allTextContents()).toEqual([
        'Shop ID',
        'Shop',
        'Orders',
        'Sales',
      ]);
      expect(await rows.first().locator('td').nth(1).textContent()).toBe(String(api.rows[0]!.shop));
      await page.getByTestId('report-chart').waitFor();
      await expectCleanScreen(page);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^sales-by-shop-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}-.*\.csv$/);
      const lines = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe('shop_id,shop,orders,sales');
      expect(lines.length - 1).toBe(await rows.count());
      // a period the wrong way round is said in place
      await page.getByLabel('From', { exact: true }).fill('2026-03-02');
      await page.getByLabel('To', { exact: true }).fill('2026-03-01');
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.getByText('Choose a period of at most a year that ends on or after its first day.').waitFor();
      await page.context().close();
    });

    it(`reads the audit log filtered to one person on ${name}`, async () => {
      // something the owner did: a platform coupon
      await call('/admin/coupons', admin, {
        code: `RPT${Date.now() % 1_000_000}`,
        kind: 'fixed',
        value: 100,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 86_400_000).toISOString(),
        total_limit: 1,
      });
      const page = await openAdmin(viewport, 'Audit log', 'Audit log');
      await page.getByTestId('audit-record').first().waitFor();
      await page.getByLabel('Person', { exact: true }).selectOption(String(owner.user_id));
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await expect.poll(() => page.url()).toContain(`actor_id=${owner.user_id}`);
      // the unfiltered page stays on screen while the filtered one loads
      const actors = page.getByTestId('audit-actor');
      await expect.poll(async () => [...new Set(await actors.allTextContents())]).toEqual([owner.name]);
      const coupon = page.getByTestId('audit-record').filter({ hasText: 'Coupon #' }).first();
      await coupon.waitFor();
      expect(await coupon.textContent()).toContain('(Owner)');
      await expectCleanScreen(page);
      await page.context().close();
    });
  }
});
