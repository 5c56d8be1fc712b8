// The seller imports products from a small CSV with a ZIP of photos: the progress bar runs to the
// end, the counts show, the failed rows come down as a file with their reasons; the template and
// the export download. On a 360 px phone and on a desktop, axe clean.
import { readFile } from 'node:fs/promises';
import { zipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, PNG, pageAs, signIn } from './kit.ts';

let browser: Browser;
let seller: string;
let categoryId: number;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signIn(DEMO.seller.email, DEMO.seller.password);
  const list = await call<{ items: { id: number }[] }>('/seller/products?page_size=1', seller);
  categoryId = (await call<{ category_id: number }>(`/seller/products/${list.items[0]!.id}`, seller)).category_id;
});
afterAll(() => browser?.close());

const csvOf = (name: string) =>
  Buffer.from(
    [
      'category_id,price,images,name_en,name_es',
      `${categoryId},24.90,lens-cap.png,${name},Tapa ${name}`,
      `${categoryId},oops,lens-cap.png,,Sin nombre`,
    ].join('\n'),
  );

describe('seller products import', () => {
  for (const [label, viewport] of [
    ['phone', PHONE_360],
    ['desktop', DESKTOP],
  ] as const) {
    it(`imports a CSV with a ZIP of photos and shows the progress and the counts (${label})`, async () => {
      const page = await pageAs(browser, viewport, seller);
      await page.goto(`${base}/seller/#/products/import`);
      await page.getByRole('heading', { name: 'Import products', level: 1 }).waitFor();
      await expectCleanScreen(page);

      const name = `Imported cap ${label} ${Date.now()}`;
      await page.getByLabel('Products file (CSV or XLSX)').setInputFiles({
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: csvOf(name),
      });
      await page.getByLabel('Photos (ZIP, optional)').setInputFiles({
        name: 'photos.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(zipSync({ 'lens-cap.png': PNG })),
      });
      await page.getByRole('button', { name: 'Upload and import' }).click();
      await page.getByRole('heading', { name: 'Import of products.csv', level: 2 }).waitFor();
      await page.getByText('Finished', { exact: true }).waitFor();
      await expect.poll(() => page.getByRole('progressbar').getAttribute('value')).toBe('2');
      expect(await page.locator('[data-count="created"]').textContent()).toBe('1');
      expect(await page.locator('[data-count="failed"]').textContent()).toBe('1');
      expect(page.url()).toMatch(/[?&]job=\d+/);
      await expectCleanScreen(page);

      const failed = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Failed rows (CSV)' }).click();
      const file = await readFile((await (await failed).path())!, 'utf8');
      expect(file).toContain('name_en: required');
      expect(file).toContain('price: an amount like 459.00');
      expect(file).toContain('Sin nombre');

      const mine = await call<{ items: { name: string; status: string }[] }>(
        `/seller/products?keyword=${encodeURIComponent(name)}`,
        seller,
      );
      expect(mine.items).toEqual([expect.objectContaining({ name, status: 'pending' })]);

      const exported = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export products (XLSX)' }).click();
      expect((await exported).suggestedFilename()).toBe('products.xlsx');
      await page.getByRole('link', { name: 'Back to products' }).click();
      await page.waitForURL(`${base}/seller/#/products`);
      await page.context().close();
    });
  }

  it('says in place why a file cannot be imported', async () => {
    const page = await pageAs(browser, PHONE_360, seller);
    await page.goto(`${base}/seller/#/products/import`);
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('Choose a CSV or XLSX file.').waitFor();
    await page.getByLabel('Products file (CSV or XLSX)').setInputFiles({
      name: 'typo.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`category_id,price,images,name_en,nmae_es\n${categoryId},1,a.png,Typo,x\n`),
    });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'This file cannot be imported' });
    await refused.waitFor();
    expect(await refused.textContent()).toContain('nmae_es');
    await expectCleanScreen(page);
    await page.context().close();
  });
});
