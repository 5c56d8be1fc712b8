// The operators' finance view and commission rules (issue 14): the demo operator opens Finance from
// the admin menu on a 360 px phone and on a desktop, sees the ledger's line read sound, the
// period's figures as GET /api/admin/finance answers them (in the base currency), the daily chart
// and its table, changes the period (and is told when it is the wrong way round); then opens
// Commission, changes the global rate and sees it saved (the rate is put back afterwards, since
// other journeys order from the same marketplace). axe finds nothing; nothing is wider than the
// screen. Both pages in each of the 19 languages: admin-area-languages.test.ts.
import type { CommissionRule, FinanceReport } from '@polymart/contract';
import { type Currency, displayPrice } from '@polymart/contract/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, settled, signIn } from './kit.ts';

let browser: Browser;
let admin: string;
let usd: Currency;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signIn(DEMO.admin.email, DEMO.admin.password);
  const currencies = await call<{ list: Currency[] }>('/customer/index/get_currency', null);
  const found = currencies.list.find((c) => c.code === 'USD');
  if (!found) throw new Error('no USD among the currencies');
  usd = { ...found, rate: 100 };
});
afterAll(() => browser?.close());

/** As the page writes amounts: the sign before the symbol. */
const money = (a: number) => (a < 0 ? `-${displayPrice(-a, usd)}` : displayPrice(a, usd));
const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin menu' });
const globalRule = async () =>
  (await call<{ items: CommissionRule[] }>('/admin/commission', admin)).items.find((r) => r.scope === 'global');

async function openFinance(viewport: { width: number; height: number }) {
  const page = await pageAs(browser, viewport, admin);
  await page.goto(`${base}/admin/`);
  await page.getByRole('heading', { name: 'Requests to decide', level: 1 }).waitFor();
  await menu(page).getByRole('link', { name: 'Finance' }).click();
  await page.getByRole('heading', { name: 'Finance', level: 1 }).waitFor();
  expect(page.url()).toContain('#/finance');
  return page;
}

describe('admin finance view', () => {
  for (const [name, viewport] of [
    ['a 360 px phone', PHONE_360],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`shows the period's figures, the ledger's line, a chart and its table on ${name}`, async () => {
      const page = await openFinance(viewport);
      const line = page.getByTestId('ledger-line');
      await line.waitFor();
      expect(await line.textContent()).toMatch(/^The ledger is sound\. Journals: [\d,.\s]+ · sum of all postings: /);
      expect(await line.getAttribute('class')).toContain('ledger-sound');
      // other journeys move money meanwhile: the page and the API agree once both are read again
      await expect
        .poll(async () => {
          await page.reload();
          const report = await call<FinanceReport>('/admin/finance', admin);
          await page.getByTestId('finance-gross_sales').waitFor();
          const shown = await Promise.all(
            (['gross_sales', 'commission', 'payouts', 'owed_to_customers', 'cash_held_by_sellers'] as const).map((k) =>
              page.getByTestId(`finance-${k}`).textContent(),
            ),
          );
          const want = [
            report.totals.gross_sales,
            report.totals.commission,
            report.totals.payouts,
            report.balances.owed_to_customers,
            report.balances.cash_held_by_sellers,
          ].map(money);
          return shown.join(' | ') === want.join(' | ');
        })
        .toBe(true);
      await page.getByTestId('finance-chart').waitFor();
      await page.getByText('Show as a table').click();
      const table = page.getByTestId('finance-table');
      // 30 days, with the header and the totals' row
      expect(await table.locator('tr').count()).toBe(32);
      expect(await table.locator('tfoot th').textContent()).toBe('Total');
      // the sellers who owe, as GET /api/admin/finance/debts lists them
      await page.getByRole('heading', { name: 'Sellers who owe the platform' }).waitFor();
      const owing = await call<{ total: number }>('/admin/finance/debts', admin);
      if (owing.total === 0) await page.getByText('No seller owes anything.').waitFor();
      else
        await expect.poll(() => page.getByTestId('seller-debts').locator('li').count()).toBe(Math.min(owing.total, 50));
      await settled(page);
      await expectCleanScreen(page);

      // another period, then one the wrong way round
      await page.getByLabel('From', { exact: true }).fill('2026-01-01');
      await page.getByLabel('To', { exact: true }).fill('2026-01-07');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect.poll(() => page.url()).toContain('from=2026-01-01&to=2026-01-07');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(7);
      await page.getByLabel('From', { exact: true }).fill('2026-01-07');
      await page.getByLabel('To', { exact: true }).fill('2026-01-01');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('The end may not be before the start, and a period is at most a year.').waitFor();
      expect(await page.getByLabel('To', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectCleanScreen(page);
      await page.context().close();
    });
  }
});

describe('admin commission rules', () => {
  it('changes the global rate and sees it saved; the page is clean on a phone and a desktop', async () => {
    const before = await globalRule();
    if (!before) throw new Error('the demo has no global rule');
    const changed = before.rate_bp === 1050 ? 1075 : 1050;
    const typed = (changed / 100).toFixed(2);
    try {
      for (const viewport of [PHONE_360, DESKTOP]) {
        const page = await openFinance(viewport);
        await menu(page).getByRole('link', { name: 'Commission' }).click();
        await page.getByRole('heading', { name: 'Commission', level: 1 }).waitFor();
        const form = page.getByTestId('rule-global');
        const rate = form.getByLabel('Rate (%)');
        await expect.poll(() => rate.inputValue()).toBe(((await globalRule())!.rate_bp / 100).toFixed(2));
        await settled(page);
        await expectCleanScreen(page);
        if (viewport === DESKTOP) {
          // a rate the rule refuses is named next to its field, and nothing is sent
          await rate.fill('101');
          await form.getByRole('button', { name: 'Save' }).click();
          await form.getByText('Please check this field.').waitFor();
          expect((await globalRule())!.rate_bp).toBe(before.rate_bp);
          await rate.fill(typed);
          await form.getByRole('button', { name: 'Save' }).click();
          await form.getByText('Saved.').waitFor();
          expect((await globalRule())!.rate_bp).toBe(changed);
          await page.reload();
          await page.getByRole('heading', { name: 'Commission', level: 1 }).waitFor();
          await expect.poll(() => page.getByTestId('rule-global').getByLabel('Rate (%)').inputValue()).toBe(typed);
          await expectCleanScreen(page);
        }
        await page.context().close();
      }
    } finally {
      await call('/admin/commission', admin, { scope: 'global', rate_bp: before.rate_bp, fixed: before.fixed });
    }
  });
});
