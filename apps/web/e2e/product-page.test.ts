// Issue 17's product page in a real browser, on a 360 px phone and a desktop, as the signed-in demo
// buyer: the gallery swipes (phone) and zooms (desktop), a version's choice changes the price and
// stock shown, the rating jumps to the reviews, the shop links to its page, the delivery estimate
// names the default address, and on the phone the docked bar adds to the cart. Axe in English.
import type { CartAnswer, ProductDetail } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, demoBuyer, expectCleanScreen, pageAs, settled, showScreen } from './kit.ts';

const PHONE = { width: 360, height: 740 };

let browser: Browser;
let buyer: string;
/** The demo shop's variant family, first version first. */
let family: ProductDetail['variants'];
let city: string;

beforeAll(async () => {
  [browser, buyer] = await Promise.all([launchBrowser(), demoBuyer()]);
  const shop = await call<{ products: { items: { id: number; name: string }[] } }>(
    '/shop/demo-camera-house/1?page_size=50',
    null,
  );
  // the family's versions are named "<model> · <version>" (seed/variant-family.ts)
  for (const p of shop.products.items.filter((i) => i.name.includes(' · '))) {
    const detail = await call<ProductDetail>(`/customer/product/detail?id=${p.id}`, null);
    if (detail.variants.length >= 2) {
      family = detail.variants;
      break;
    }
  }
  const addresses = await call<{ city: string; is_default: boolean }[]>('/checkout/onepage/getaddresslist', buyer, {});
  city = (addresses.find((a) => a.is_default) ?? addresses[0])!.city;
});
afterAll(() => browser?.close());

const open = (page: Page, id: number) => showScreen(page, `${base}/#/pages/prouduct/detail?id=${id}`);
const detail = (id: number) => call<ProductDetail>(`/customer/product/detail?id=${id}`, null);

/** The two versions whose shown price and stock differ (the seed's family is priced apart). */
function twoVersions() {
  expect(family?.length).toBeGreaterThanOrEqual(2);
  return [family[0]!, family[1]!] as const;
}

async function checkChoice(page: Page) {
  const [first, second] = twoVersions();
  const choices = page.getByRole('navigation', { name: 'Versions' });
  const next = choices.locator('[data-testid="variant-choice"]').nth(1);
  // each choice shows its own price and stock
  await expect.poll(() => next.textContent()).toContain(second.label);
  const priceBefore = await page.locator('.product-price .price-now').textContent();
  await next.click();
  await page.waitForURL((url) => url.hash.endsWith(`id=${second.id}`));
  await expect.poll(() => next.getAttribute('aria-current')).toBe('page');
  const after = await detail(second.id);
  await expect.poll(() => page.locator('main h1').textContent()).toBe(after.product.name);
  const priceAfter = await page.locator('.product-price .price-now').textContent();
  if ((first.deal_price ?? first.price) !== (second.deal_price ?? second.price))
    expect(priceAfter).not.toBe(priceBefore);
  const stock = page.locator('.product-info .stock');
  expect(await stock.textContent()).toContain(
    after.product.stock > 0 ? `${after.product.stock} in stock` : 'Out of stock',
  );
}

async function checkTrust(page: Page, product: ProductDetail) {
  const line = page.getByTestId('rating-line');
  if (product.product.review_count > 0) {
    await line.getByRole('img', { name: /Rated .* out of 5/ }).waitFor();
    await line.getByRole('button', { name: /\d+ reviews?/ }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('product-reviews');
  }
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
    const [first] = twoVersions();
    const product = await detail(first.id);
    await open(page, first.id);
    await expectCleanScreen(page);
    const strip = page.getByTestId('gallery-strip');
    const count = product.product.images.length;
    expect(await strip.locator('.gallery-slide').count()).toBe(count);
    if (count > 1) {
      // a swipe is a sideways scroll of the snapping strip
      await strip.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
      await expect.poll(() => page.getByTestId('gallery-count').textContent()).toBe(`2 / ${count}`);
      await expect.poll(() => page.locator('.thumbs button').nth(1).getAttribute('aria-pressed')).toBe('true');
    }
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
    const quantity = async () => {
      const cart = await call<CartAnswer>('/customer/cart/list', buyer);
      const lines = cart.groups.flatMap((g) => g.lines).filter((l) => l.product_id === first.id);
      return lines.reduce((n, l) => n + l.quantity, 0);
    };
    const before = await quantity();
    await dock.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added 1 piece to your cart').waitFor();
    expect(await quantity()).toBe(before + 1);

    await checkChoice(page);
    await settled(page);
    await expectCleanScreen(page);
  });
});

describe('product page on a desktop', () => {
  let page: Page;
  beforeAll(async () => {
    page = await pageAs(browser, DESKTOP, buyer);
  });
  afterAll(() => page.context().close());

  it('zooms an image by keyboard, changes version, and shows rating, shop and delivery', async () => {
    const [first] = twoVersions();
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

    await checkChoice(page);
    await expectCleanScreen(page);
  });
});
