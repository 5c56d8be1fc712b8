// Variant axes (issue 17, migration 0034): the demo families' choices carry their options per axis
// in the buyer's language with their own price, stock and SKU; a seller names a product's options,
// they survive an edit that leaves them out, and bad or clashing options are refused with the
// envelope's 1000008 naming variant_options.
import type { ProductVariantChoice } from '@polymart/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { marketplace, type Session, someCategory } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let admin: Session;
let seller: Session;
let categoryId: number;
beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
  categoryId = await someCategory(t.database.db);
});
afterAll(() => t.close());

const choices = async (id: number, lang = 'en') =>
  (await call(t.app, { url: `/api/customer/product/detail?id=${id}`, headers: { lang } })).data
    .variants as ProductVariantChoice[];

/** The first product of a shop's listing whose name has `model`, and its choices. */
async function family(shop: string, model: string, lang = 'en') {
  const page = await call(t.app, { url: `/api/shop/${shop}/1?page_size=100`, headers: { lang } });
  const first = page.data.products.items.find((p: { name: string }) => p.name.includes(model));
  expect(first, `${model} in ${shop}`).toBeDefined();
  return choices(first.id, lang);
}

const combos = (list: ProductVariantChoice[]) => list.map((c) => c.options.map((o) => o.value).join(' / ')).sort();

describe('demo variant families', () => {
  it('a camera in two colours, body or kit, each with its own price, stock and SKU', async () => {
    const camera = await family('demo-camera-house', 'X-T5');
    expect(combos(camera)).toEqual([
      'Black / Body only',
      'Black / with standard zoom kit lens',
      'Silver / Body only',
      'Silver / with standard zoom kit lens',
    ]);
    expect(camera.every((c) => c.options.map((o) => o.axis).join() === 'Colour,Kit')).toBe(true);
    expect(new Set(camera.map((c) => c.price)).size).toBe(4);
    expect(new Set(camera.map((c) => c.sku)).size).toBe(4);
    expect(camera.filter((c) => c.stock === 0).map((c) => c.options.map((o) => o.value).join(' / '))).toEqual([
      'Silver / with standard zoom kit lens',
    ]);
    // the shop lists the model once per combination: its catalogue versions became members
    const page = await call(t.app, { url: '/api/shop/demo-camera-house/1?page_size=100', headers: { lang: 'en' } });
    const listed = page.data.products.items.filter((p: { name: string }) => p.name.includes('X-T5'));
    expect(listed).toHaveLength(4);
  });

  it('names axes and values in the buyer’s language, one wording per value', async () => {
    const camera = await family('demo-camera-house', 'X-T5', 'de');
    expect(camera[0]!.options.map((o) => o.axis)).toEqual(['Farbe', 'Set']);
    expect(combos(camera)).toContain('Silber / mit Standardzoom als Kitobjektiv');
    const kk = await family('trail-and-carry', 'ProTactic', 'kk');
    expect(kk[0]!.options.map((o) => o.axis)).toEqual(['Түсі', 'Өлшемі']);
  });

  it('headphones in three colours and a backpack that lacks one combination, priced apart', async () => {
    const headphones = await family('studio-sound-supply', 'WH-1000XM6');
    expect(combos(headphones)).toEqual(['Black', 'Midnight blue', 'Silver']);
    expect(new Set(headphones.map((c) => c.price)).size).toBe(3);
    const bag = await family('trail-and-carry', 'ProTactic');
    expect(combos(bag)).toEqual([
      'Black / Large',
      'Black / Medium',
      'Black / Small',
      'Sage green / Medium',
      'Sage green / Small',
    ]);
    expect(bag.filter((c) => c.stock === 0)).toHaveLength(1);
    expect(new Set(bag.map((c) => c.price)).size).toBe(5);
  });
});

describe('a seller names the axes', () => {
  const body = async (extra: Record<string, unknown> = {}) => ({
    category_id: categoryId,
    price: 3900,
    images: await uploadImage(t.app, seller.token, 'product'),
    name_en: 'Plover cap',
    ...extra,
  });
  const post = async (url: string, payload: Record<string, unknown>) =>
    as(t.app, seller.token, { method: 'POST', url, payload });
  const approve = async (id: number) => {
    const inbox = await as(t.app, admin.token, { url: '/api/admin/inbox?type=200&page_size=100' });
    const item = inbox.data.items.find((i: { detail: { product_id: number } }) => i.detail.product_id === id);
    expect(
      (
        await as(t.app, admin.token, {
          method: 'POST',
          url: '/api/admin/inbox/decide',
          payload: { type: 200, id: item.id, decision: 'approve' },
        })
      ).code,
    ).toBe(200);
  };
  const option = (axis: string, value: string, de?: [string, string]) => ({
    axis: { en: axis, ...(de ? { de: de[0] } : {}) },
    value: { en: value, ...(de ? { de: de[1] } : {}) },
  });

  it('stores them per language, keeps them through an edit without them, and groups siblings by them', async () => {
    const black = await post(
      '/api/seller/products',
      await body({
        variant_label_en: 'Black / S',
        variant_options: JSON.stringify([option('Colour', 'Black', ['Farbe', 'Schwarz']), option('Size', 'S')]),
      }),
    );
    expect(black.code).toBe(200);
    expect(black.data.variant_options).toEqual([option('Colour', 'Black', ['Farbe', 'Schwarz']), option('Size', 'S')]);
    expect(black.data.texts.de.variant_options).toEqual([
      ['Farbe', 'Schwarz'],
      ['Size', 'S'],
    ]);
    await approve(black.data.id);
    // an edit that leaves the options out (a form without them) keeps them
    const edited = await post(
      `/api/seller/products/${black.data.id}`,
      await body({ variant_label_en: 'Black / S', price: 4100 }),
    );
    expect(edited.code).toBe(200);
    await approve(black.data.id);
    const again = await as(t.app, seller.token, { url: `/api/seller/products/${black.data.id}` });
    expect(again.data.price).toBe(4100);
    expect(again.data.variant_options).toHaveLength(2);

    const white = await post(
      '/api/seller/products',
      await body({
        price: 4500,
        variant_of: black.data.id,
        variant_label_en: 'White / S',
        // the axes in another order: matched by name
        variant_options: [option('size', 'S'), option('Colour', 'White')],
      }),
    );
    expect(white.code).toBe(200);
    await approve(white.data.id);
    const seen = await choices(black.data.id, 'de');
    expect(seen.map((c) => [c.price, c.options])).toEqual([
      [
        4100,
        [
          { axis: 'Farbe', value: 'Schwarz' },
          { axis: 'Size', value: 'S' },
        ],
      ],
      [
        4500,
        [
          { axis: 'Farbe', value: 'White' },
          { axis: 'Size', value: 'S' },
        ],
      ],
    ]);
  });

  it('refuses malformed options and options that clash with the group', async () => {
    const first = await post(
      '/api/seller/products',
      await body({ name_en: 'Sandpiper strap', variant_options: [option('Colour', 'Red')] }),
    );
    expect(first.code).toBe(200);
    const bad: [string, unknown][] = [
      ['not JSON', '{colour'],
      ['no English axis', [{ axis: { de: 'Farbe' }, value: { en: 'Red' } }]],
      ['an empty value', [option('Colour', ' ')]],
      ['an axis twice', [option('Colour', 'Red'), option('colour', 'Blue')]],
      ['four axes', [option('A', '1'), option('B', '2'), option('C', '3'), option('D', '4')]],
      ['an unknown language', [{ axis: { en: 'Colour', xx: 'C' }, value: { en: 'Red' } }]],
      ['a long axis name', [option('C'.repeat(31), 'Red')]],
    ];
    for (const [why, variant_options] of bad) {
      const answer = await post('/api/seller/products', await body({ variant_options }));
      // a missing English text is 1000009 (missing), anything else 1000008 (invalid); the field is named
      expect(answer.code, why).toBe(why === 'no English axis' ? 1000009 : 1000008);
      expect(answer.data?.field, why).toMatch(/^variant_options/);
    }
    const clash = async (variant_options: unknown) =>
      post(
        '/api/seller/products',
        await body({ name_en: 'Sandpiper strap', variant_of: first.data.id, variant_label_en: 'x', variant_options }),
      );
    const otherAxes = await clash([option('Size', 'M')]);
    expect([otherAxes.code, otherAxes.data.field]).toEqual([1000008, 'variant_options']);
    expect(otherAxes.message).toContain('Colour');
    const sameCombination = await clash([option('colour', 'red')]);
    expect([sameCombination.code, sameCombination.data.field]).toEqual([1000008, 'variant_options']);
    expect((await clash([option('Colour', 'Blue')])).code).toBe(200);
  });
});
