// The seller's products: on a 360 px phone the demo seller creates a product with a photo (its
// upload progress shown) and texts in English and Spanish, priced in euros, and finds it waiting
// for approval; on a desktop they edit a product on sale, see the change waiting for review while
// the live version still sells, and buyers choose between a product's variants. Both screens are
// axe clean and fit the screen.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, PNG, signIn } from './kit.ts';

const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const SELLER = DEMO.seller;

let browser: Browser;
let seller: string;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signIn(SELLER.email, SELLER.password);
});
afterAll(() => browser?.close());

interface Listed {
  id: number;
  name: string;
  status: string;
  price: number;
  revision_pending: boolean;
}

/** The seller area, signed in through its own form, in English and the given currency. */
async function sellerPage(viewport: { width: number; height: number }, currency = 'USD'): Promise<Page> {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate((cur) => {
    localStorage.setItem('lang', 'en');
    localStorage.setItem('cur', cur);
  }, currency);
  await page.goto(`${base}/seller/#/products`);
  await page.getByLabel('Email').fill(SELLER.email);
  await page.getByLabel('Password').fill(SELLER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  return page;
}

describe('seller products', () => {
  it('on a phone: creates a product with a photo and two languages, priced in euros; it waits for approval', async () => {
    const page = await sellerPage(PHONE_360, 'EUR');
    await page.getByRole('button', { name: 'Waiting for approval' }).waitFor();
    await expectCleanScreen(page);
    await page.getByRole('link', { name: 'New product' }).first().click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();

    // the contract's schema speaks first: nothing is sent without a name, a price and a photo
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/seller/products')) sent.push(r.url());
    });
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Please check the marked fields.').waitFor();
    expect(sent).toEqual([]);
    await expectCleanScreen(page);

    const name = `Aurora lens pouch ${Date.now()}`;
    const category = page.getByLabel('Category');
    await category.selectOption({ index: 1 });
    await page.getByLabel('Price (EUR)').fill('10.00');
    await page.getByText('Stored as 10.87 USD.').waitFor(); // 10.00 EUR at 0.92 per dollar, never shown as 9.99
    await page.getByLabel('Tax rate (%)').fill('21');
    await page.getByLabel('Name in English (required)').fill(name);
    await page.getByLabel('Short description in English').fill('Soft pouch for a 50 mm lens');
    await page.getByRole('button', { name: /^Español/ }).click();
    await page.getByLabel('Name in Español').fill(`Funda Aurora ${name.slice(-6)}`);
    await page.getByText('Languages filled: 2 of 19').waitFor();

    // the upload's progress is drawn while it runs; the photo shows once stored
    const progress = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const seen = () => document.querySelector('.sp-image progress') !== null;
          if (seen()) return resolve(true);
          const watch = new MutationObserver(() => {
            if (seen()) {
              watch.disconnect();
              resolve(true);
            }
          });
          watch.observe(document.body, { childList: true, subtree: true });
          setTimeout(() => resolve(false), 20_000);
        }),
    );
    await page.locator('input[type="file"]').setInputFiles({ name: 'pouch.png', mimeType: 'image/png', buffer: PNG });
    expect(await progress).toBe(true);
    const photo = page.getByRole('img', { name: 'Photo 1' });
    await expect.poll(() => photo.getAttribute('src')).toMatch(/uploads\/product\/.+-200\.webp$/);
    await page.getByText('Cover', { exact: true }).waitFor();
    await expectCleanScreen(page);

    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Product saved. It awaits approval before buyers can see it.').waitFor();
    await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    await page.getByRole('status').getByText('Waiting for approval', { exact: true }).waitFor();
    const id = Number(new URL(page.url()).hash.split('/').pop());
    const saved = await call<{ price: number; tax_rate: number; texts: Record<string, { name: string }> }>(
      `/seller/products/${id}`,
      seller,
    );
    expect(saved.price).toBe(1087);
    expect(saved.tax_rate).toBe(2100);
    expect(saved.texts.es?.name).toBe(`Funda Aurora ${name.slice(-6)}`);
    // the form shows the price back as typed
    expect(await page.getByLabel('Price (EUR)').inputValue()).toBe('10.00');
    await expectCleanScreen(page);

    await page.getByRole('link', { name: 'All products' }).click();
    await page.getByRole('button', { name: 'Waiting for approval' }).click();
    const card = page.locator('li.sp-card', { has: page.getByRole('link', { name }) });
    await card.getByText('Waiting for approval', { exact: true }).waitFor();
    await card.getByText('€10.00').waitFor();
    await expectCleanScreen(page);
  });

  it('on a desktop: an edit of a product on sale waits for review while the live version sells; buyers pick variants', async () => {
    const onSale = await call<{ items: Listed[] }>('/seller/products?status=active&page_size=50', seller);
    // the most expensive of the shop: the other journeys buy the cheapest ones
    const product = [...onSale.items].filter((p) => !p.revision_pending).sort((a, b) => b.price - a.price)[0]!;
    const page = await sellerPage(DESKTOP);
    await page.goto(`${base}/seller/#/products/${product.id}`);
    await page.getByRole('heading', { name: 'Edit product', level: 1 }).waitFor();
    await page.getByRole('status').getByText('On sale', { exact: true }).waitFor();
    await expectCleanScreen(page);
    const nameField = page.getByLabel('Name in English (required)');
    await expect.poll(() => nameField.inputValue()).toBe(product.name);
    await nameField.fill(`${product.name} (2025 edition)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes sent for review. The live version keeps selling in the meantime.').waitFor();
    await page.getByRole('status').getByText('Changes under review', { exact: true }).waitFor();
    // the form shows the change sent; buyers still see the product as it was
    await expect.poll(() => nameField.inputValue()).toBe(`${product.name} (2025 edition)`);
    const live = await call<{ product: { name: string } }>(`/customer/product/detail?id=${product.id}`, null);
    expect(live.product.name).toBe(product.name);
    await expectCleanScreen(page);

    await page.getByRole('link', { name: 'All products' }).click();
    await page.getByLabel('Search your products by name').fill(product.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('1 product', { exact: true }).waitFor();
    const card = page.locator('li.sp-card', { has: page.getByRole('link', { name: product.name, exact: true }) });
    await card.getByText('Changes under review').waitFor();
    await expectCleanScreen(page);

    // the demo shop's variant family (the X-T5, colour × kit): a row of chips per axis on the
    // storefront's product page, the shown version's values marked, a chip leads to a sibling
    const mine = await call<{ items: Listed[] }>('/seller/products?status=active&page_size=100', seller);
    type Choice = { id: number; current: boolean; options: { axis: string; value: string }[] };
    let family: Choice[] = [];
    for (const p of mine.items) {
      const detail = await call<{ variants: Choice[] }>(`/customer/product/detail?id=${p.id}`, null);
      if (detail.variants.length >= 2) {
        family = detail.variants;
        break;
      }
    }
    expect(family.length).toBeGreaterThanOrEqual(2);
    // cheapest first: the first two differ in one value (black and silver body)
    const [first, second] = family;
    const changed = second!.options.find((o, i) => o.value !== first!.options[i]!.value)!;
    expect(changed).toBeDefined();
    await page.goto(`${base}/#/pages/prouduct/detail?id=${first!.id}`);
    const choices = page.getByRole('navigation', { name: 'Versions' });
    await choices.waitFor();
    await expect.poll(() => choices.locator('[aria-current="true"]').count()).toBe(first!.options.length);
    await expectCleanScreen(page);
    await choices.getByRole('link', { name: new RegExp(`^${literally(changed.value).source}`) }).click();
    await page.waitForURL((url) => url.hash.endsWith(`id=${second!.id}`));
    await expect.poll(() => choices.locator('[aria-current="true"]', { hasText: changed.value }).count()).toBe(1);
  });
});
