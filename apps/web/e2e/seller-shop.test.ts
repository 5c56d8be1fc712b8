// Shop settings (issue 13, seller area point 6), on a 360 px phone and a desktop: the demo seller
// edits the shop's logo, texts in two languages and a delivery fee (the schema speaks before any
// request), then plans and removes a vacation; a buyer sees a shop away on its page, on a product
// and at checkout. axe clean on each screen. What a journey changes is put back, so the other
// journeys find the demo shops as seeded.
import type { ProductItem, ShopSettings } from '@polymart/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './browser.ts';
import { base, call, DEMO, demoBuyer, expectCleanScreen, PHONE_360, pageAs, pngFile, signIn } from './kit.ts';

const LENS_SHOP = 'lens-and-light-co';

let browser: Browser;
let seller: string;
let seller2: string;
let buyer: string;
beforeAll(async () => {
  browser = await launchBrowser();
  [seller, seller2, buyer] = await Promise.all([
    signIn(DEMO.seller.email, DEMO.seller.password),
    signIn(DEMO.seller2.email, DEMO.seller2.password),
    demoBuyer(),
  ]);
});
afterAll(() => browser?.close());

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The settings as a body that saves them unchanged. */
function bodyOf(s: ShopSettings): Record<string, unknown> {
  const body: Record<string, unknown> = {
    logo: s.logo || undefined,
    banner: s.banner || undefined,
    contact_person: s.contact_person,
    phone: s.phone,
    email: s.email,
    address: s.address,
    delivery: s.delivery.map(({ own: _own, ...m }) => m),
    vacation_from: s.vacation_from ?? undefined,
    vacation_to: s.vacation_to ?? undefined,
    vacation_note: s.vacation_note || undefined,
  };
  for (const [lang, text] of Object.entries(s.texts)) {
    body[`description_${lang}`] = text.description || undefined;
    body[`return_policy_${lang}`] = text.return_policy || undefined;
  }
  return body;
}

async function openSettings(page: Page) {
  await page.goto(`${base}/seller/#/shop`);
  await page.getByRole('heading', { name: 'Shop settings', level: 1 }).waitFor();
  await page.getByLabel('Contact person').waitFor();
}

describe('shop settings', () => {
  it('on a phone: edits logo, texts in English and Spanish and a fee; field errors before any request', async () => {
    const before = await call<ShopSettings>('/seller/shop', seller);
    try {
      const page = await pageAs(browser, PHONE_360, seller);
      await openSettings(page);
      await expectCleanScreen(page);

      const sent: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/api/seller/shop')) sent.push(r.url());
      });
      const english = page.getByLabel('Description (English)');
      await english.fill('');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Write the English description (at least 10 characters).').waitFor();
      expect(sent).toEqual([]);
      await expectCleanScreen(page);

      await english.fill('Cameras and lenses, each one tested before it ships.');
      await page.getByLabel('Language of the texts').selectOption('es');
      await page.getByLabel('Description (Español)').fill('Cámaras y objetivos, cada uno probado antes del envío.');
      await page.getByLabel('Logo', { exact: true }).setInputFiles(pngFile('logo.png'));
      await expect
        .poll(() => page.getByRole('img', { name: 'Preview: Logo' }).getAttribute('src'))
        .toContain('uploads/shop/');
      await page.getByLabel('Fee ($)').first().fill('3.75');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Shop settings saved.').waitFor();

      const saved = await call<ShopSettings>('/seller/shop', seller);
      expect(saved.logo).toMatch(/^uploads\/shop\//);
      expect(saved.texts.en?.description).toBe('Cameras and lenses, each one tested before it ships.');
      expect(saved.texts.es?.description).toBe('Cámaras y objetivos, cada uno probado antes del envío.');
      expect(saved.delivery[0]).toMatchObject({ code: 'standard', fee: 375, own: true });
      // a fee left as shown keeps its stored value
      expect(saved.delivery[1]!.fee).toBe(before.delivery[1]!.fee);
      await expectCleanScreen(page);
    } finally {
      // the new logo stays: a shop goes back only to its current image or an upload of its own
      await call('/seller/shop', seller, { ...bodyOf(before), logo: undefined });
    }
  });

  it('on a desktop: plans a vacation, sees it stated, and removes it', async () => {
    const before = await call<ShopSettings>('/seller/shop', seller);
    try {
      const page = await pageAs(browser, DESKTOP, seller);
      await openSettings(page);
      await page.getByLabel('First day away').fill(day(30));
      await page.getByLabel('Last day away').fill(day(25));
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page
        .getByText(/Choose both days/)
        .first()
        .waitFor();
      await page.getByLabel('Last day away').fill(day(34));
      await page.getByLabel('Note for buyers (optional)').fill('At the photo fair in Cologne.');
      await page.getByText(/^Planned: away from/).waitFor();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Shop settings saved.').waitFor();
      expect(await call<ShopSettings>('/seller/shop', seller)).toMatchObject({
        vacation_from: day(30),
        vacation_to: day(34),
        vacation_note: 'At the photo fair in Cologne.',
      });
      await expectCleanScreen(page);
      await page.getByRole('button', { name: 'Remove the vacation' }).click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      // the first save's toast may still show: the saved state is what tells
      await expect
        .poll(async () => {
          const { vacation_from, vacation_to } = await call<ShopSettings>('/seller/shop', seller);
          return { vacation_from, vacation_to };
        })
        .toEqual({ vacation_from: null, vacation_to: null });
    } finally {
      await call('/seller/shop', seller, bodyOf(before));
    }
  });

  it('a buyer sees a shop away on its page, on a product and at checkout', async () => {
    const before = await call<ShopSettings>('/seller/shop', seller2);
    // a shop without contacts (or an English text) gets some: a save requires them
    const restore = {
      ...bodyOf(before),
      contact_person: before.contact_person || 'Lena Licht',
      phone: before.phone || '+49 30 1234 5678',
      email: before.email || 'hello@lens-light.test',
      address: before.address || 'Lichtstraße 8, 10115 Berlin',
      description_en: before.texts.en?.description || 'Lenses and light for portrait photographers.',
    };
    try {
      await call('/seller/shop', seller2, {
        ...restore,
        vacation_from: day(0),
        vacation_to: day(3),
        vacation_note: 'Back with new studio lights.',
      });
      const shopPage = await call<{ shop: { id: number }; products: { items: ProductItem[] } }>(
        `/shop/${LENS_SHOP}/1`,
        null,
      );
      const product = shopPage.products.items.find((p) => p.stock > 0)!;
      const page = await pageAs(browser, PHONE_360, buyer);
      await page.goto(`${base}/#/pages/shop/detail?id=${shopPage.shop.id}`);
      await page.getByRole('heading', { name: 'Lens & Light Co.', level: 1 }).waitFor();
      await page
        .getByRole('note')
        .getByText(/This shop is away until/)
        .waitFor();
      await page.getByText('“Back with new studio lights.”').waitFor();
      await expectCleanScreen(page);

      await page.goto(`${base}/#/pages/prouduct/detail?id=${product.id}`);
      await page.getByText(/^Ships after .*: Lens & Light Co\. is away until then\.$/).waitFor();
      await expectCleanScreen(page);

      await page.goto(`${base}/#/pages/cart/delivery?product_id=${product.id}&quantity=1`);
      await page.getByText(/^Lens & Light Co\. is away: this order ships after /).waitFor();
      await expectCleanScreen(page);
    } finally {
      await call('/seller/shop', seller2, restore);
    }
  });
});
