// Shops and products in the admin area (issue 15): the demo owner, on a 360 px phone, finds a shop
// of the demo marketplace (one without a seller account, so the other journeys running at once keep
// their shops), opens its page, tries to suspend without a reason (said in place), suspends it with
// one and sees who and why; one of its products is gone from the storefront's search at once.
// Reinstating brings it back, and the demo data is as it was. On a desktop the owner filters the
// products by that shop, hides one with a reason, reads it in the product's history and restores
// it. axe finds nothing on each screen; nothing is wider than the screen.
import type { Paged } from '@polymart/contract';
import type { AdminProductRow, AdminShopRow } from '@polymart/contract/shops-admin';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, expectCleanScreen, PHONE_360, pageAs, settled, signIn } from './kit.ts';

let browser: Browser;
let owner: string;
let shop: AdminShopRow;
let product: AdminProductRow;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await signIn(DEMO.admin.email, DEMO.admin.password);
  // the open shop without an owner account that has the fewest products on sale
  const shops = await call<Paged<AdminShopRow>>('/admin/shops?status=active&page_size=100', owner);
  shop = shops.items
    .filter((s) => !s.owner && s.product_count > 0)
    .sort((a, b) => a.product_count - b.product_count)[0]!;
  const products = await call<Paged<AdminProductRow>>(
    `/admin/products?shop_id=${shop.id}&status=active&hidden=false&page_size=50`,
    owner,
  );
  // a product whose name no other shop's product shares, so the search shows it alone
  for (const p of products.items.filter((x) => x.name && x.on_sale)) {
    const hits = await call<{ items: { shop_id: number; name: string }[] }>(
      `/search/${encodeURIComponent(p.name)}?page_size=100`,
      null,
    );
    if (hits.items.filter((h) => h.name === p.name).every((h) => h.shop_id === shop.id)) {
      product = p;
      break;
    }
  }
  if (!product) throw new Error('no product of the shop with a name of its own');
});
afterAll(async () => {
  // leave the demo data as found, whatever failed
  await call(`/admin/shops/${shop.id}/reinstate`, owner, {}).catch(() => undefined);
  await call(`/admin/products/${product.id}/restore`, owner, {}).catch(() => undefined);
  await browser?.close();
});

async function openAdmin(viewport: { width: number; height: number }, hash: string) {
  const page = await pageAs(browser, viewport, owner);
  await page.goto(`${base}/admin/#${hash}`);
  return page;
}

/** How many of the storefront search's results carry the product's name. */
async function foundInSearch(page: Page): Promise<number> {
  // a fresh load each time: the page's own query cache must not answer
  await page.goto(`${base}/favicon.svg`);
  await page.goto(`${base}/#/pages/search/search?keyword=${encodeURIComponent(product.name)}`);
  await page.locator('h2.count, .empty-state').first().waitFor();
  const names = await page.locator('.product-name').allTextContents();
  return names.filter((n) => n.trim() === product.name).length;
}

describe('shops in the admin area', () => {
  it('the owner suspends a shop on a phone with a reason: its product leaves the search; reinstating brings it back', async () => {
    const buyer = await pageAs(browser, PHONE_360);
    expect(await foundInSearch(buyer)).toBeGreaterThan(0);

    const page = await openAdmin(PHONE_360, '/shops');
    await page.getByRole('heading', { name: 'Shops', level: 1 }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill(shop.name);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByTestId(`shop-${shop.id}`);
    await card.waitFor();
    await expect(card.getByText('Open', { exact: true }).count()).resolves.toBe(1);
    await settled(page);
    await expectCleanScreen(page);

    await card.getByRole('link', { name: shop.name }).click();
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await page.getByText('The shop is open and its products are on the storefront.').waitFor();
    await page.getByRole('heading', { name: 'Commission', level: 2 }).waitFor();
    await settled(page);
    await expectCleanScreen(page);

    // a reason is required, said in place; then the suspension shows who and why
    const suspend = page.getByRole('button', { name: `Suspend ${shop.name}` });
    await suspend.click();
    await page.getByText('Some required information is missing.').waitFor();
    await page.getByLabel('Reason for suspending').fill('Counterfeit goods reported by buyers');
    await suspend.click();
    const state = page.getByTestId('suspension-state');
    await state.getByText('Counterfeit goods reported by buyers').waitFor();
    await state.getByText(/Suspended by /).waitFor();
    await page.getByTestId('admin-history').getByText('Counterfeit goods reported by buyers').first().waitFor();
    await expectCleanScreen(page);

    expect(await foundInSearch(buyer)).toBe(0);

    await page.getByLabel('Remark (optional)').fill('Cleared after review');
    await page.getByRole('button', { name: `Reinstate ${shop.name}` }).click();
    await page.getByText('The shop is open and its products are on the storefront.').waitFor();
    expect(await foundInSearch(buyer)).toBeGreaterThan(0);
  });

  it('on a desktop the owner filters products by shop, hides one with a reason and restores it', async () => {
    const page = await openAdmin(DESKTOP, `/products?shop_id=${shop.id}`);
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    const card = page.getByTestId(`product-${product.id}`);
    await card.waitFor();
    await settled(page);
    await expectCleanScreen(page);

    await card.getByLabel('Reason for hiding').fill('Misleading photos');
    await card.getByRole('button', { name: `Hide ${product.name}` }).click();
    await card.getByTestId('hidden-reason').getByText('Misleading photos').waitFor();
    await card.getByText('Not on the storefront').waitFor();
    // the product's own history, opened in its card, names the act and the reason
    await card.getByRole('button', { name: 'History' }).click();
    const history = card.getByTestId('admin-history');
    await history.getByText('Product hidden').waitFor();
    await history.getByText('Misleading photos').first().waitFor();
    await expectCleanScreen(page);
    const buyer = await pageAs(browser, DESKTOP);
    expect(await foundInSearch(buyer)).toBe(0);

    await card.getByRole('button', { name: `Restore ${product.name}` }).click();
    await card.getByText('On the storefront', { exact: true }).waitFor();
    expect(await foundInSearch(buyer)).toBeGreaterThan(0);

    // the shops list and a shop's page at desktop width
    await page.goto(`${base}/admin/#/shops`);
    await page.getByTestId('shops-list').waitFor();
    await settled(page);
    await expectCleanScreen(page);
    await page.goto(`${base}/admin/#/shops/${shop.id}`);
    await page.getByRole('heading', { name: shop.name, level: 1 }).waitFor();
    await settled(page);
    await expectCleanScreen(page);
  });
});
