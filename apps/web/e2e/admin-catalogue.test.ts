// The catalogue, currencies and languages in the admin area (issue 15). On a 360 px phone the owner
// opens the catalogue, opens a category's series, renames a category in English and German, moves
// it up and then under another top-level category with buttons only, and the storefront in German
// shows the new name under its new parent at once; then deletes it after confirming (the demo stays
// as it was). On a desktop the brands list shows the top ten, and the EUR rate changes from 0.92 to
// 0.95 in the currencies screen: the storefront's currency list answers it at once, and the rate goes
// back. axe finds nothing on each screen; nothing is wider than the screen.
import type { AdminCategory } from '@polymart/contract/catalog-admin';
import type { AdminCurrency } from '@polymart/contract/currencies-admin';
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

const tree = async () => (await call<{ items: AdminCategory[] }>('/admin/categories', owner)).items;
const find = (items: AdminCategory[], id: number) => items.flatMap((c) => [c, ...c.children]).find((c) => c.id === id);
const eurRate = async () =>
  (await call<{ items: AdminCurrency[] }>('/admin/currencies', owner)).items.find((c) => c.code === 'EUR')!.rate;

async function openAdmin(viewport: { width: number; height: number }, hash: string, heading: string) {
  const page = await pageAs(browser, viewport, owner);
  await page.goto(`${base}/admin/#/${hash}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await settled(page);
  return page;
}

/** The storefront's category list in a language, with one top-level category chosen. */
async function storefrontSeries(page: Page, lang: string, topIndex: number) {
  // a fresh load, so the app reads the language again
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.goto(`${base}/#/pages/category/category`);
  const tab = page.locator('.side-tabs li').nth(topIndex).getByRole('button');
  await tab.click();
  return page.locator('.series');
}

describe('the admin catalogue', () => {
  it('renames a category in two languages and moves it on a phone; the storefront shows it at once', async () => {
    const [first, second] = await tree();
    const stamp = String(Date.now()).slice(-6);
    // a category of this journey's own, at the end of the first top-level one's series
    const made = await call<{ category: AdminCategory }>('/admin/categories', owner, {
      names: JSON.stringify({ en: `E2E start ${stamp}` }),
      parent_id: first!.id,
    });
    const id = made.category.id;
    const page = await openAdmin(PHONE_360, 'catalogue', 'Catalogue');
    try {
      const row = page.getByTestId(`category-${first!.id}`);
      await row.getByRole('button', { name: `Show the series of ${first!.names.en}` }).click();
      const mine = page.getByTestId(`category-${id}`);
      await mine.waitFor();
      await expectCleanScreen(page);

      // rename in English and German; an empty English name is refused in place first
      await mine.getByRole('button', { name: `Edit E2E start ${stamp}` }).click();
      const form = mine.locator('form.catalogue-form');
      await form.getByLabel('English *').fill('');
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByText('The English name is required.').waitFor();
      await form.getByLabel('English *').fill(`E2E Tripods ${stamp}`);
      await form.getByLabel('Deutsch').fill(`E2E Stative ${stamp}`);
      await expectCleanScreen(page);
      await form.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('catalogue-status').getByText('Saved.').waitFor();
      await mine.getByText(`E2E Tripods ${stamp}`, { exact: true }).waitFor();
      expect(find(await tree(), id)!.names).toEqual({ en: `E2E Tripods ${stamp}`, de: `E2E Stative ${stamp}` });

      // one step up among its siblings, by a button
      const before = find(await tree(), id)!.position;
      await mine.getByRole('button', { name: `Move E2E Tripods ${stamp} up` }).click();
      await page.getByTestId('catalogue-status').getByText(`E2E Tripods ${stamp} moved.`).waitFor();
      await expect.poll(async () => find(await tree(), id)!.position).toBe(before - 1);

      // under the second top-level category, chosen from a list
      await mine.getByLabel(`Move E2E Tripods ${stamp} to`).selectOption(String(second!.id));
      await mine.getByRole('button', { name: 'Move', exact: true }).click();
      await expect.poll(async () => find(await tree(), id)!.parent_id).toBe(second!.id);
      await page.getByTestId('catalogue-status').getByText(`E2E Tripods ${stamp} moved.`).waitFor();
      await expectCleanScreen(page);

      // the storefront in German shows the new name under the new parent, at once
      const store = await pageAs(browser, PHONE_360);
      const series = await storefrontSeries(store, 'de', 1);
      await series.getByText(`E2E Stative ${stamp}`, { exact: true }).waitFor();
      const firstSeries = await storefrontSeries(store, 'de', 0);
      await firstSeries.locator('.category-icons').waitFor();
      expect(await firstSeries.getByText(`E2E Stative ${stamp}`).count()).toBe(0);
      // in French (no French name) the English one
      const french = await storefrontSeries(store, 'fr', 1);
      await french.getByText(`E2E Tripods ${stamp}`, { exact: true }).waitFor();
      await store.context().close();

      // delete it after confirming: the demo tree is as it was
      await page.getByRole('button', { name: `Show the series of ${second!.names.en}` }).click();
      await mine.getByRole('button', { name: `Edit E2E Tripods ${stamp}` }).click();
      await mine.getByRole('button', { name: 'Delete' }).click();
      await mine.getByText(`Delete “E2E Tripods ${stamp}”? This cannot be undone.`).waitFor();
      await mine.getByRole('button', { name: 'Yes, delete' }).click();
      await page.getByTestId('catalogue-status').getByText('Deleted.').waitFor();
      expect(find(await tree(), id)).toBeUndefined();
    } finally {
      if (find(await tree(), id)) await call(`/admin/categories/${id}/delete`, owner, {});
      await page.context().close();
    }
  });

  it('refuses deleting a category that holds products, said in place', async () => {
    const withProducts = (await tree()).flatMap((c) => c.children).find((c) => c.product_count > 0)!;
    const parent = (await tree()).find((c) => c.id === withProducts.parent_id)!;
    const page = await openAdmin(DESKTOP, 'catalogue', 'Catalogue');
    await page.getByRole('button', { name: `Show the series of ${parent.names.en}` }).click();
    const row = page.getByTestId(`category-${withProducts.id}`);
    await row.getByRole('button', { name: `Edit ${withProducts.names.en}` }).click();
    await row.getByRole('button', { name: 'Delete' }).click();
    await row.getByRole('button', { name: 'Yes, delete' }).click();
    await row
      .getByText('Only an empty category can be deleted: move its products and series elsewhere first.')
      .waitFor();
    expect(find(await tree(), withProducts.id)).toBeDefined();
    await expectCleanScreen(page);

    // the brands: the top ten counted, each brand with its form
    await page.getByRole('button', { name: 'Brands', exact: true }).click();
    await page.getByTestId('top-count').getByText('Top brands: 10 of 10').waitFor();
    await expectCleanScreen(page);
    await page.context().close();
  });
});

describe('currencies and languages', () => {
  it('changes the EUR rate on a desktop and the storefront answers it at once', async () => {
    expect(await eurRate()).toBe(92);
    const page = await openAdmin(DESKTOP, 'currencies', 'Currencies & languages');
    try {
      await page.getByTestId('language-en').waitFor();
      await expectCleanScreen(page);
      const eur = page.getByTestId('currency-EUR');
      const rate = eur.getByLabel('Rate per US dollar');
      expect(await rate.inputValue()).toBe('0.92');
      await rate.fill('0,9x');
      await eur.getByRole('button', { name: 'Save' }).click();
      await eur.getByText('Enter a rate above 0 with at most two decimals.').waitFor();
      await rate.fill('0.95');
      await eur.getByRole('button', { name: 'Save' }).click();
      await eur.getByText('Saved.').waitFor();
      expect(await eurRate()).toBe(95);
      const store = await call<{ list: { code: string; rate: number }[] }>('/customer/index/get_currency', null);
      expect(store.list.find((c) => c.code === 'EUR')!.rate).toBe(95);
      // back as the demo was
      await rate.fill('0.92');
      await eur.getByRole('button', { name: 'Save' }).click();
      await expect.poll(eurRate).toBe(92);
      // English cannot be switched off
      expect(await page.getByTestId('language-en').getByRole('checkbox').isDisabled()).toBe(true);
      await page.setViewportSize(PHONE_360);
      await expectCleanScreen(page);
    } finally {
      if ((await eurRate()) !== 92) await call('/admin/currencies', owner, { code: 'EUR', rate: 92 });
      await page.context().close();
    }
  });
});
