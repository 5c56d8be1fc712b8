// Sellers' products: created with texts per language and photos, invisible until an operator
// approves them in the inbox (type 200); edits of a product on sale are staged while the live
// version sells; unlist and relist; other sellers' products are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { as, registerUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { marketplace, otherSeller, type Session, someCategory } from './orders-helpers.ts';
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

const body = async (extra: Record<string, unknown> = {}) => ({
  category_id: categoryId,
  price: 45900,
  tax_rate: 2100,
  images: [await uploadImage(t.app, seller.token, 'product')].join(','),
  name_en: 'Zephyrine travel tripod',
  short_description_en: 'Carbon legs, 1.2 kg',
  description_en: 'A light carbon tripod for long walks.',
  name_es: 'Trípode de viaje Zephyrine',
  ...extra,
});
const create = async (payload: Record<string, unknown>, token = seller.token) =>
  as(t.app, token, { method: 'POST', url: '/api/seller/products', payload });
const decide = (id: number, decision: 'approve' | 'reject', remark = '') =>
  as(t.app, admin.token, {
    method: 'POST',
    url: '/api/admin/inbox/decide',
    payload: { type: 200, id, decision, remark },
  });
const pendingRevision = async (productId: number) =>
  (await as(t.app, admin.token, { url: '/api/admin/inbox?type=200&page_size=100' })).data.items.find(
    (i: { detail: { product_id: number } }) => i.detail.product_id === productId,
  );
const buyerSees = (id: number) =>
  call(t.app, { url: `/api/customer/product/detail?id=${id}`, headers: { lang: 'es' } });

describe('seller products', () => {
  it('sells a new product only after an operator approves it, in the buyer’s language', async () => {
    const made = await create(await body());
    expect(made.code).toBe(200);
    expect(made.data).toMatchObject({ status: 'pending', name: 'Zephyrine travel tripod', price: 45900 });
    expect(made.data.texts.es.name).toBe('Trípode de viaje Zephyrine');
    const key = made.data.image_key as string;
    expect((await t.app.inject({ url: `/media/${key}-400.webp` })).statusCode).toBe(200);
    expect((await buyerSees(made.data.id)).code).toBe(2000021);

    const item = await pendingRevision(made.data.id);
    expect(item).toMatchObject({ type: 200, status: 'pending', detail: { kind: 'new', product_status: 'pending' } });
    expect(item.detail.submitted.name_es).toBe('Trípode de viaje Zephyrine');
    expect((await decide(item.id, 'approve', 'Looks good')).code).toBe(200);
    expect((await decide(item.id, 'approve')).code).toBe(2000018);
    const seen = await buyerSees(made.data.id);
    expect(seen.code).toBe(200);
    expect(seen.data.product.name).toBe('Trípode de viaje Zephyrine');
    const found = await call(t.app, { url: `/api/search/${encodeURIComponent('Zephyrine')}`, headers: { lang: 'es' } });
    expect(found.data.items.map((p: { id: number }) => p.id)).toContain(made.data.id);
    const notices = await rows<{ status: number }>(
      t.database.db,
      sql`SELECT status FROM notices WHERE user_id = ${seller.id} AND type = 200 AND ref_id = ${made.data.id} ORDER BY id`,
    );
    expect(notices.map((n) => n.status)).toEqual([0, 1]);
  });

  it('stages an edit of a product on sale; approval replaces it, rejection keeps the live one', async () => {
    const made = await create(await body({ name_en: 'Quillon lens cap' }));
    await decide((await pendingRevision(made.data.id)).id, 'approve');
    const edit = (extra: Record<string, unknown>) =>
      as(t.app, seller.token, { method: 'POST', url: `/api/seller/products/${made.data.id}`, payload: { ...extra } });
    const first = await edit(await body({ name_en: 'Quillon lens cap', price: 39900 }));
    expect(first.data).toMatchObject({ status: 'active', price: 45900, revision_pending: true });
    expect(first.data.revision.data.price).toBe(39900);
    // a newer edit replaces the waiting one
    await edit(await body({ name_en: 'Quillon lens cap II', price: 38900 }));
    const waiting = await pendingRevision(made.data.id);
    expect(waiting.detail).toMatchObject({ kind: 'edit', submitted: { price: 38900 } });
    expect((await buyerSees(made.data.id)).data.product.price).toBe(45900);
    expect((await decide(waiting.id, 'reject', 'Photo is blurred')).code).toBe(200);
    expect((await buyerSees(made.data.id)).data.product.price).toBe(45900);
    await edit(await body({ name_en: 'Quillon lens cap II', price: 38900, name_es: 'Tapa Quillon II' }));
    await decide((await pendingRevision(made.data.id)).id, 'approve');
    const live = await buyerSees(made.data.id);
    expect(live.data.product).toMatchObject({ price: 38900, name: 'Tapa Quillon II' });
    const audit = await rows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE subject_type = 'product' AND subject_id = ${made.data.id} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['inbox.approve', 'inbox.reject', 'inbox.approve']);
  });

  it('unlists and relists an approved product, but cannot list one never approved', async () => {
    const made = await create(await body({ name_en: 'Brisket strap' }));
    const action = (id: number, a: string, token = seller.token) =>
      as(t.app, token, { method: 'POST', url: `/api/seller/products/${id}/${a}` });
    expect((await action(made.data.id, 'relist')).code).toBe(2000018);
    await decide((await pendingRevision(made.data.id)).id, 'approve');
    expect((await action(made.data.id, 'unlist')).data.status).toBe('inactive');
    expect((await buyerSees(made.data.id)).code).toBe(2000021);
    expect((await action(made.data.id, 'relist')).data.status).toBe('active');
    expect((await buyerSees(made.data.id)).code).toBe(200);
    const other = await otherSeller(t.app, t.database.db);
    expect((await action(made.data.id, 'unlist', other.token)).code).toBe(2000019);
    expect((await as(t.app, other.token, { url: `/api/seller/products/${made.data.id}` })).code).toBe(2000019);
    const theirs = await as(t.app, other.token, { url: '/api/seller/products?page_size=100' });
    expect(theirs.data.items.some((p: { id: number }) => p.id === made.data.id)).toBe(false);
    const edited = await as(t.app, other.token, {
      method: 'POST',
      url: `/api/seller/products/${made.data.id}`,
      payload: await body(),
    });
    expect(edited.code).toBe(1000008); // the photo is the demo seller's, and the product is not theirs either
  });

  it('keeps the photos a product has without uploading them again, but no other product’s', async () => {
    const demo = await rows<{ id: number; images: string[] }>(
      t.database.db,
      sql`SELECT p.id, p.images FROM products p JOIN shops s ON s.id = p.shop_id JOIN users u ON u.id = s.owner_id
          WHERE u.email = 'seller@demo.test' AND p.status = 'active' AND p.images[1] <> '' ORDER BY p.id LIMIT 2`,
    );
    const [mine, sibling] = demo;
    const edit = async (images: string) =>
      as(t.app, seller.token, {
        method: 'POST',
        url: `/api/seller/products/${mine!.id}`,
        payload: await body({ name_en: 'Demo edited', images }),
      });
    const kept = await edit(`${mine!.images[0]}.webp`);
    expect(kept.code).toBe(200);
    expect(kept.data.revision.data.images).toEqual([`${mine!.images[0]}.webp`]);
    if (sibling!.images[0] !== mine!.images[0]) {
      expect((await edit(`${sibling!.images[0]}.webp`)).data.field).toBe('images');
    }
    expect((await create(await body({ images: `${mine!.images[0]}.webp` }))).data.field).toBe('images');
  });

  it('lists with search, status and low-stock filters', async () => {
    const made = await create(await body({ name_en: 'Obsidian hood 58mm' }));
    const list = async (q: string) =>
      (await as(t.app, seller.token, { url: `/api/seller/products?${q}` })).data.items.map((p: { id: number }) => p.id);
    expect(await list('keyword=obsidian')).toEqual([made.data.id]);
    expect(await list('status=pending&page_size=100')).toContain(made.data.id);
    expect(await list('low_stock=0&page_size=100')).toContain(made.data.id);
  });

  it('refuses bad products and customers', async () => {
    expect((await create({ ...(await body()), name_en: '' })).code).toBe(1000009);
    expect((await create(await body({ category_id: 999999 }))).data.field).toBe('category_id');
    const stranger = await otherSeller(t.app, t.database.db);
    const theirPhoto = await uploadImage(t.app, stranger.token, 'product');
    expect((await create(await body({ images: theirPhoto }))).data.field).toBe('images');
    const customer = await registerUser(t.app);
    expect((await create(await body(), customer.token)).code).toBe(2000040);
  });
});

describe('variants as grouped siblings', () => {
  const approveNew = async (payload: Record<string, unknown>) => {
    const made = await create(payload);
    expect(made.code).toBe(200);
    await decide((await pendingRevision(made.data.id)).id, 'approve');
    return made.data.id as number;
  };
  const choices = async (id: number, lang = 'es') =>
    (await call(t.app, { url: `/api/customer/product/detail?id=${id}`, headers: { lang } })).data.variants as {
      id: number;
      label: string;
      price: number;
      stock: number;
      thumb: string;
      current: boolean;
    }[];

  it('joins a product to a sibling of the same shop; buyers see the active siblings with label and price', async () => {
    const silver = await approveNew(await body({ name_en: 'Vireo strap', variant_label_en: 'Silver', price: 2000 }));
    expect(await choices(silver)).toEqual([]); // alone in no group: no choices
    const black = await create(
      await body({
        name_en: 'Vireo strap',
        price: 2500,
        variant_of: silver,
        variant_label_en: 'Black',
        variant_label_es: 'Negro',
      }),
    );
    expect(black.data).toMatchObject({ variant_of: silver, variants: [{ id: silver, variant_label: 'Silver' }] });
    expect(black.data.texts.es.variant_label).toBe('Negro');
    // pending siblings are not offered to buyers
    expect(await choices(silver)).toEqual([]);
    await decide((await pendingRevision(black.data.id)).id, 'approve');
    const seen = await choices(silver);
    expect(seen.map((c) => [c.id, c.label, c.price, c.current])).toEqual([
      [silver, 'Silver', 2000, true], // no Spanish label: the English one
      [black.data.id, 'Negro', 2500, false],
    ]);
    expect(seen[1]!.thumb).toMatch(/^uploads\/product\/.+-200\.webp$/);
    expect((await choices(black.data.id, 'en')).find((c) => c.current)?.label).toBe('Black');
    const mine = await as(t.app, seller.token, { url: `/api/seller/products/${silver}` });
    expect(mine.data.variants).toEqual([
      { id: black.data.id, name: 'Vireo strap', variant_label: 'Black', status: 'active' },
    ]);
    // unlisted siblings leave the choices
    await as(t.app, seller.token, { method: 'POST', url: `/api/seller/products/${black.data.id}/unlist` });
    expect(await choices(silver)).toEqual([]);
  });

  it('stages a change of variant group with the revision of a product on sale', async () => {
    const first = await approveNew(await body({ name_en: 'Wren hood', variant_label_en: '52 mm' }));
    const second = await approveNew(await body({ name_en: 'Wren hood', variant_label_en: '58 mm', price: 51000 }));
    const edited = await as(t.app, seller.token, {
      method: 'POST',
      url: `/api/seller/products/${second}`,
      payload: await body({ name_en: 'Wren hood', variant_label_en: '58 mm', price: 51000, variant_of: first }),
    });
    expect(edited.data).toMatchObject({ revision_pending: true, variant_of: null });
    expect(edited.data.revision.data).toMatchObject({ variant_of: first, variant_label_en: '58 mm' });
    expect(await choices(first)).toEqual([]); // the live version is not in the group yet
    const waiting = await pendingRevision(second);
    expect(waiting.detail.submitted.variant_of).toBe(first);
    await decide(waiting.id, 'approve');
    expect((await choices(first, 'en')).map((c) => c.label)).toEqual(['52 mm', '58 mm']);
    // a later edit without variant_of takes it out of the group again
    await as(t.app, seller.token, {
      method: 'POST',
      url: `/api/seller/products/${second}`,
      payload: await body({ name_en: 'Wren hood', price: 51000 }),
    });
    await decide((await pendingRevision(second)).id, 'approve');
    expect(await choices(first)).toEqual([]);
  });

  it("refuses another seller's product, the product itself, a rejected one and a missing label", async () => {
    const mine = await approveNew(await body({ name_en: 'Kestrel cap' }));
    const other = await otherSeller(t.app, t.database.db);
    const theirs = await create(await body({ variant_of: other.product, variant_label_en: 'Blue' }));
    expect(theirs.code).toBe(1000008);
    expect(theirs.data.field).toBe('variant_of');
    // and they cannot hang their product on the demo seller's
    const theirPhoto = await uploadImage(t.app, other.token, 'product');
    const intruder = await create(
      await body({ images: theirPhoto, variant_of: mine, variant_label_en: 'Fake' }),
      other.token,
    );
    expect(intruder.data.field).toBe('variant_of');
    const self = await as(t.app, seller.token, {
      method: 'POST',
      url: `/api/seller/products/${mine}`,
      payload: await body({ name_en: 'Kestrel cap', variant_of: mine, variant_label_en: 'Self' }),
    });
    expect(self.data.field).toBe('variant_of');
    const rejected = await create(await body({ name_en: 'Kestrel rejected' }));
    await decide((await pendingRevision(rejected.data.id)).id, 'reject', 'no');
    expect((await create(await body({ variant_of: rejected.data.id, variant_label_en: 'X' }))).data.field).toBe(
      'variant_of',
    );
    const unlabelled = await create(await body({ variant_of: mine }));
    expect([unlabelled.code, unlabelled.data.field]).toEqual([1000009, 'variant_label_en']);
    const groups = await rows(t.database.db, sql`SELECT 1 FROM products WHERE variant_group = ${mine}`);
    expect(groups).toEqual([]); // nothing was half-written
  });

  it('the demo seller’s shop has a family of siblings buyers can choose from', async () => {
    const family = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id JOIN users u ON u.id = s.owner_id
          WHERE u.email = 'seller@demo.test' AND p.status = 'active'
            AND p.variant_group = (SELECT min(variant_group) FROM products WHERE shop_id = s.id)
          ORDER BY p.id`,
    );
    expect(family.length).toBeGreaterThanOrEqual(2);
    const seen = await choices(family[0]!.id);
    expect(seen.map((c) => c.id).sort((a, b) => a - b)).toEqual(family.map((f) => Number(f.id)));
    expect(seen.every((c) => c.label && !c.label.includes(' · '))).toBe(true);
  });
});
