// Issue 17's product page in a real browser, on a 360 px phone and a desktop, as the signed-in demo
// buyer: the gallery swipes (phone) and zooms (desktop); the demo camera's variant axes (colour and
// kit) are chips whose choice changes price and SKU, a sold-out combination is a disabled chip, a
// reload keeps the choice (it is in the URL) and Add to cart adds the chosen version; the rating
// jumps to the reviews, the shop links to its page, the delivery estimate names the default
// address, and on the phone the docked bar adds to the cart. Axe in English.
import type { CartAnswer, ProductDetail } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, demoBuyer, expectCleanScreen, pageAs, settled, showScreen } from './kit.ts';

const PHONE = { width: 360, height: 740 };

type Version = ProductDetail['variants'][number];
let browser: Browser;
let buyer: string;
/** The demo camera family (seed/variant-family.ts) by its options, "Black / Body only" … */
const camera = new Map<string, Version>();
let city: string;

beforeAll(async () => {
  [browser, buyer] = await Promise.all([launchBrowser(), demoBuyer()]);
  const shop = await call<{ products: { items: { id: number; name: string }[] } }>(
    '/shop/demo-camera-house/1?page_size=100',
    null,
  );
  const member = shop.products.items.find((i) => i.name.includes('X-T5'))!;
  for (const v of (await detail(member.id)).variants) camera.set(v.options.map((o) => o.value).join(' / '), v);
  const addresses = await call<{ city: string; is_default: boolean }[]>('/checkout/onepage/getaddresslist', buyer, {});
  city = (addresses.find((a) => a.is_default) ?? addresses[0])!.city;
});
afterAll(() => browser?.close());

const open = (page: Page, id: number) => showScreen(page, `${base}/#/pages/prouduct/detail?id=${id}`);
const detail = (id: number) => call<ProductDetail>(`/customer/product/detail?id=${id}`, null);

/** Shows `v` whatever is on screen (showScreen waits for a new heading; this may be the same page). */
async function openVersion(page: Page, v: Version) {
  const { product } = await detail(v.id);
  await page.goto(`${base}/#/pages/prouduct/detail?id=${v.id}`);
  await expect.poll(() => page.locator('main h1').textContent()).toBe(product.name);
  await settled(page);
}

function version(options: string): Version {
  const found = camera.get(options);
  expect(found, `the demo camera ${options}`).toBeDefined();
  return found!;
}

const axis = (page: Page, name: 'Colour' | 'Kit') =>
  page.getByTestId('variant-axis').filter({ has: page.locator('legend', { hasText: `${name}:` }) });
const shownPrice = (page: Page) => page.locator('.product-price .price-now').textContent();

/** How many of `id` the buyer's cart holds. */
async function inCart(id: number) {
  const cart = await call<CartAnswer>('/customer/cart/list', buyer);
  return cart.groups
    .flatMap((g) => g.lines)
    .filter((l) => l.product_id === id)
    .reduce((n, l) => n + l.quantity, 0);
}

/**
 * From the version on screen, picks `value` on `name`'s axis: the URL, the axis' legend, the SKU
 * and the price follow (the price differs: the demo prices each version apart).
 */
async function choose(page: Page, name: 'Colour' | 'Kit', value: string, to: Version) {
  const before = await shownPrice(page);
  await axis(page, name)
    .getByRole('link', { name: new RegExp(`^${value}`) })
    .click();
  await page.waitForURL((url) => url.hash.endsWith(`id=${to.id}`));
  await expect.poll(() => axis(page, name).locator('legend').textContent()).toBe(`${name}: ${value}`);
  await expect.poll(() => page.getByTestId('product-sku').textContent()).toBe(to.sku);
  await expect.poll(() => shownPrice(page)).not.toBe(before);
  expect(await axis(page, name).locator('[aria-current="true"]').textContent()).toBe(value);
}

/** The sold-out combination is a chip that is not a link, saying so. */
async function expectSoldOut(page: Page, name: 'Colour' | 'Kit', value: string) {
  const chip = axis(page, name).locator('[aria-disabled="true"]', { hasText: value });
  await expect.poll(() => chip.textContent()).toBe(`${value} · Out of stock`);
  expect(
    await axis(page, name)
      .getByRole('link', { name: new RegExp(`^${value}`) })
      .count(),
  ).toBe(0);
}

/** Reloads: the choice is in the URL, so the same version, legend and SKU come back; then adds it. */
async function reloadAndAdd(page: Page, chosen: Version, values: Record<'Colour' | 'Kit', string>) {
  await page.reload();
  await page.locator('main h1').waitFor();
  expect(page.url()).toContain(`id=${chosen.id}`);
  await expect.poll(() => page.getByTestId('product-sku').textContent()).toBe(chosen.sku);
  for (const [name, value] of Object.entries(values) as ['Colour' | 'Kit', string][]) {
    await expect.poll(() => axis(page, name).locator('legend').textContent()).toBe(`${name}: ${value}`);
  }
  const before = await inCart(chosen.id);
  await page.getByTestId('buy-dock').getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added 1 piece to your cart').waitFor();
  expect(await inCart(chosen.id)).toBe(before + 1);
}

async function checkTrust(page: Page, product: ProductDetail) {
  const line = page.getByTestId('rating-line');
  // the demo camera has sold and been reviewed (seed/reviews.ts)
  expect(product.product.review_count).toBeGreaterThan(0);
  await line.getByRole('img', { name: /Rated .* out of 5/ }).waitFor();
  await line.getByRole('button', { name: /\d+ reviews?/ }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('product-reviews');
  const shopLink = page.getByTestId('shop-card').getByRole('link', { name: product.shop.name, exact: true });
  expect(await shopLink.getAttribute('href')).toContain(`id=${product.shop.id}`);
  const estimate = page.getByTestId('delivery-estimate');
  await expect.poll(() => estimate.textContent()).toContain(city);
  expect(await estimate.textContent()).toMatch(/Standard · (Free|\$[\d.,]+) · arrives/);
}

describe('product page on a 360 px phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await pageAs(browser, PHONE, buyer);
  });
  afterAll(() => page.context().close());

  it('swipes the gallery, shows rating, shop and delivery, and docks Add to cart above the tab bar', async () => {
    const first = version('Black / Body only');
    const product = await detail(first.id);
    await open(page, first.id);
    await expectCleanScreen(page);
    const strip = page.getByTestId('gallery-strip');
    const count = product.product.images.length;
    // every demo product has two or three views
    expect(count).toBeGreaterThan(1);
    expect(await strip.locator('.gallery-slide').count()).toBe(count);
    // a swipe is a sideways scroll of the snapping strip
    await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    await expect.poll(() => page.getByTestId('gallery-count').textContent()).toBe(`2 / ${count}`);
    await expect.poll(() => page.locator('.thumbs button').nth(1).getAttribute('aria-pressed')).toBe('true');
    await checkTrust(page, product);

    // the docked bar: fixed above the tab bar, and the page padded so its last content clears it
    const dock = page.getByTestId('buy-dock');
    const [dockBox, tabBox] = await Promise.all([dock.boundingBox(), page.locator('.tab-bar').boundingBox()]);
    expect(dockBox!.y + dockBox!.height).toBeLessThanOrEqual(tabBox!.y + 1);
    expect(await dock.locator('.price-now').isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastBottom = await page.evaluate(() => {
      const sections = document.querySelectorAll('.product-page > *');
      return sections[sections.length - 1]!.getBoundingClientRect().bottom;
    });
    expect(lastBottom).toBeLessThanOrEqual(dockBox!.y + 1);
    const before = await inCart(first.id);
    await dock.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added 1 piece to your cart').waitFor();
    expect(await inCart(first.id)).toBe(before + 1);

    await settled(page);
    await expectCleanScreen(page);
  });

  it('chooses a colour: price and SKU change, the sold-out kit is disabled, a reload keeps it, the cart gets it', async () => {
    const silver = version('Silver / Body only');
    expect(version('Silver / with standard zoom kit lens').stock).toBe(0);
    await openVersion(page, version('Black / Body only'));
    await choose(page, 'Colour', 'Silver', silver);
    await expectSoldOut(page, 'Kit', 'with standard zoom kit lens');
    await settled(page);
    await expectCleanScreen(page);
    await reloadAndAdd(page, silver, { Colour: 'Silver', Kit: 'Body only' });
  });
});

describe('product page on a desktop', () => {
  let page: Page;
  beforeAll(async () => {
    page = await pageAs(browser, DESKTOP, buyer);
  });
  afterAll(() => page.context().close());

  it('zooms an image by keyboard, and shows rating, shop and delivery', async () => {
    const first = version('Black / Body only');
    const product = await detail(first.id);
    await open(page, first.id);
    // no docked bar on a desktop: its buttons sit in the page
    expect(await page.getByTestId('buy-dock').evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');
    await checkTrust(page, product);

    await page.getByRole('button', { name: 'Zoom in on image 1' }).focus();
    await page.keyboard.press('Enter');
    const zoom = page.getByTestId('zoom-dialog');
    await zoom.waitFor();
    const magnify = zoom.getByRole('button', { name: 'Magnify' });
    await magnify.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => magnify.getAttribute('aria-pressed')).toBe('true');
    await expect
      .poll(() => zoom.locator('img').evaluate((img) => getComputedStyle(img).transform))
      .toMatch(/matrix\(2, 0, 0, 2/);
    expect(await zoom.locator('img').getAttribute('src')).toContain('-800.webp');
    await expectCleanScreen(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => zoom.isVisible()).toBe(false);
  });

  it('chooses the kit: price and SKU change, the sold-out colour is disabled, a reload keeps it, the cart gets it', async () => {
    const kit = version('Black / with standard zoom kit lens');
    await openVersion(page, version('Black / Body only'));
    await choose(page, 'Kit', 'with standard zoom kit lens', kit);
    await expectSoldOut(page, 'Colour', 'Silver');
    await expectCleanScreen(page);
    await reloadAndAdd(page, kit, { Colour: 'Black', Kit: 'with standard zoom kit lens' });
  });
});
