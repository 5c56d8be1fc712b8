// Issue 15, the catalogue in the admin area: the category tree (all categories, names in each
// language, product counts), create, rename, move, reorder, enable and delete, brands with the top
// flag; the storefront reads every change at once (its cache is cleared), cycles and non-empty
// deletes are refused with their codes, a finance member is refused, and each change leaves one
// audit record with the state before and after.
import type { AdminBrand, AdminCategory } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { marketplace } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let owner: string;

beforeAll(async () => {
  const m = await marketplace();
  t = m.t;
  owner = m.admin.token;
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
const tree = async (): Promise<AdminCategory[]> => (await get(owner, '/api/admin/categories')).data.items;
const flat = (items: AdminCategory[]): AdminCategory[] => items.flatMap((c) => [c, ...flat(c.children)]);

/** The storefront's category tree in a language, as a buyer reads it. */
async function storefront(lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/index/get-all-category',
    headers: { lang },
    payload: {},
  });
  return res.json().data as { id: number; name: string; children?: { id: number; name: string }[] }[];
}
const storefrontFlat = async (lang = 'en') =>
  (await storefront(lang)).flatMap((c) => [c, ...(c.children ?? [])]).map((c) => ({ id: c.id, name: c.name }));

async function audits(subject: string, id: number) {
  return rows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown>; actor_role: string }>(
    t.database.db,
    sql`SELECT action, before, after, actor_role FROM audit_log WHERE subject_type = ${subject} AND subject_id = ${id} ORDER BY id`,
  );
}

async function create(names: Record<string, string>, extra: Record<string, unknown> = {}) {
  const res = await post(owner, '/api/admin/categories', { names: JSON.stringify(names), ...extra });
  expect(res.code).toBe(200);
  return res.data.category as AdminCategory;
}

describe('admin categories', () => {
  it('answers every category as a tree with names, product counts and order', async () => {
    const items = await tree();
    expect(items.length).toBeGreaterThan(3);
    expect(items.every((c) => c.parent_id === null)).toBe(true);
    const withChildren = items.find((c) => c.children.length > 0)!;
    expect(withChildren.children.every((c) => c.parent_id === withChildren.id)).toBe(true);
    expect(withChildren.children.map((c) => c.position)).toEqual(withChildren.children.map((_c, i) => i));
    const all = flat(items);
    expect(all.every((c) => typeof c.names.en === 'string' && c.names.en.length > 0)).toBe(true);
    expect(all.some((c) => c.names.es && c.names.es !== c.names.en)).toBe(true);
    const counted = all.reduce((sum, c) => sum + c.product_count, 0);
    const products = await one<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM products`);
    expect(counted).toBe(products!.n);
  });

  it('creates, renames, moves and reorders, and the storefront reads each change at once', async () => {
    const [top] = await tree();
    // warm the storefront cache first, so the change has to clear it
    expect((await storefrontFlat()).some((c) => c.name === 'Admin Lenses')).toBe(false);
    const made = await create({ en: 'Admin Lenses', de: 'Admin Objektive' }, { parent_id: top!.id, position: 0 });
    expect(made).toMatchObject({ parent_id: top!.id, position: 0, enabled: true, slug: 'admin-lenses' });
    expect(await storefrontFlat('en')).toContainEqual({ id: made.id, name: 'Admin Lenses' });
    expect(await storefrontFlat('de')).toContainEqual({ id: made.id, name: 'Admin Objektive' });
    // a language without a name falls back to English
    expect(await storefrontFlat('fr')).toContainEqual({ id: made.id, name: 'Admin Lenses' });

    const renamed = await post(owner, '/api/admin/categories', {
      id: made.id,
      names: JSON.stringify({ en: 'Admin Optics', fr: 'Optique admin', de: '' }),
    });
    expect(renamed.code).toBe(200);
    expect(await storefrontFlat('en')).toContainEqual({ id: made.id, name: 'Admin Optics' });
    expect(await storefrontFlat('fr')).toContainEqual({ id: made.id, name: 'Optique admin' });
    expect(await storefrontFlat('de')).toContainEqual({ id: made.id, name: 'Admin Optics' });

    // reorder among its siblings: to the end, the others close up
    const siblings = (await tree()).find((c) => c.id === top!.id)!.children;
    const last = siblings.length - 1;
    const moved = await post(owner, `/api/admin/categories/${made.id}/move`, { parent_id: top!.id, position: last });
    expect(moved.code).toBe(200);
    const after = (await tree()).find((c) => c.id === top!.id)!.children;
    expect(after.map((c) => c.id)).toEqual([...siblings.filter((c) => c.id !== made.id).map((c) => c.id), made.id]);
    expect(after.map((c) => c.position)).toEqual(after.map((_c, i) => i));
    const shown = (await storefront()).find((c) => c.id === top!.id)!.children!.map((c) => c.id);
    expect(shown.at(-1)).toBe(made.id);

    // under another top-level category
    const other = (await tree())[1]!;
    expect(
      (await post(owner, `/api/admin/categories/${made.id}/move`, { parent_id: other.id, position: 1 })).code,
    ).toBe(200);
    const now = (await tree()).find((c) => c.id === other.id)!.children;
    expect(now[1]!.id).toBe(made.id);
    expect((await storefront()).find((c) => c.id === other.id)!.children!.map((c) => c.id)).toContain(made.id);
    expect((await storefront()).find((c) => c.id === top!.id)!.children!.map((c) => c.id)).not.toContain(made.id);
    expect((await tree()).find((c) => c.id === top!.id)!.children.map((c) => c.position)).toEqual(
      siblings.filter((c) => c.id !== made.id).map((_c, i) => i),
    );

    // one audit record per change, with before and after
    const trail = await audits('category', made.id);
    expect(trail.map((a) => a.action)).toEqual([
      'category.create',
      'category.update',
      'category.move',
      'category.move',
    ]);
    expect(trail[1]!.before.names).toMatchObject({ en: 'Admin Lenses', de: 'Admin Objektive' });
    expect(trail[1]!.after.names).toEqual({ en: 'Admin Optics', fr: 'Optique admin' });
    expect(trail[3]).toMatchObject({
      before: { parent_id: top!.id, position: last },
      after: { parent_id: other.id, position: 1 },
      actor_role: 'owner',
    });
  });

  it('disabling hides a category and its series from the storefront; enabling brings them back', async () => {
    const top = (await tree()).find((c) => c.children.length > 0)!;
    const child = top.children[0]!;
    expect((await post(owner, '/api/admin/categories', { id: top.id, enabled: false })).code).toBe(200);
    const shown = await storefrontFlat();
    expect(shown.map((c) => c.id)).not.toContain(top.id);
    expect(shown.map((c) => c.id)).not.toContain(child.id);
    expect((await tree()).find((c) => c.id === top.id)).toMatchObject({ enabled: false });
    expect((await post(owner, '/api/admin/categories', { id: top.id, enabled: true })).code).toBe(200);
    expect((await storefrontFlat()).map((c) => c.id)).toEqual(expect.arrayContaining([top.id, child.id]));
    expect((await audits('category', top.id)).map((a) => a.action)).toEqual(['category.disable', 'category.enable']);
  });

  it("a disabled series' products leave its parent's page, and the parent's count says the same", async () => {
    const top = (await storefront()).find((c) => (c.children ?? []).length > 1)!;
    const series = top.children![0]!;
    const total = async () => (await t.app.inject({ url: `/api/category/${top.id}/1` })).json().data.products.total;
    const counted = async () =>
      ((await storefront()).find((c) => c.id === top.id) as unknown as { product_count: number }).product_count;
    const before = await total();
    const inSeries = (await t.app.inject({ url: `/api/category/${series.id}/1` })).json().data.products.total;
    expect(inSeries).toBeGreaterThan(0);
    expect(await counted()).toBe(before);
    expect((await post(owner, '/api/admin/categories', { id: series.id, enabled: false })).code).toBe(200);
    expect(await total()).toBe(before - inSeries);
    expect(await counted()).toBe(before - inSeries);
    expect((await post(owner, '/api/admin/categories', { id: series.id, enabled: true })).code).toBe(200);
    expect(await total()).toBe(before);
  });

  it('refuses moving a category under itself or its own, and a third level', async () => {
    const top = (await tree()).find((c) => c.children.length > 0)!;
    const child = top.children[0]!;
    const self = await post(owner, `/api/admin/categories/${top.id}/move`, { parent_id: top.id, position: 0 });
    expect(self.code).toBe(2000053);
    const below = await post(owner, `/api/admin/categories/${top.id}/move`, { parent_id: child.id, position: 0 });
    expect(below.code).toBe(2000053);
    const third = await post(owner, '/api/admin/categories', {
      names: JSON.stringify({ en: 'Too deep' }),
      parent_id: child.id,
    });
    expect(third.code).toBe(1000008);
    // nothing moved, nothing recorded
    expect((await tree()).find((c) => c.id === top.id)!.parent_id).toBeNull();
    expect((await audits('category', top.id)).filter((a) => a.action === 'category.move')).toEqual([]);
  });

  it('deletes only an empty category', async () => {
    const withProducts = flat(await tree()).find((c) => c.product_count > 0)!;
    const full = await post(owner, `/api/admin/categories/${withProducts.id}/delete`);
    expect(full.code).toBe(2000054);
    const parent = (await tree()).find((c) => c.children.length > 0)!;
    expect((await post(owner, `/api/admin/categories/${parent.id}/delete`)).code).toBe(2000054);
    const empty = await create({ en: 'Empty for now' });
    const gone = await post(owner, `/api/admin/categories/${empty.id}/delete`);
    expect(gone.code).toBe(200);
    expect(flat(gone.data.items).map((c) => c.id)).not.toContain(empty.id);
    expect((await audits('category', empty.id)).map((a) => a.action)).toEqual(['category.create', 'category.delete']);
    expect((await audits('category', empty.id))[1]!.before).toMatchObject({ names: { en: 'Empty for now' } });
  });

  it('takes icons and banners that are catalogue uploads only', async () => {
    const icon = await uploadImage(t.app, owner, 'catalog' as 'shop');
    const made = await create({ en: 'With icon' }, { icon, banner: icon });
    expect(made).toMatchObject({ icon, banner: icon });
    const foreign = await uploadImage(t.app, owner, 'avatar');
    const refused = await post(owner, '/api/admin/categories', { id: made.id, icon: foreign });
    expect(refused.code).toBe(1000008);
    // a buyer cannot upload a catalogue image
    const buyer = await registerUser(t.app);
    await expect(uploadImage(t.app, buyer, 'catalog' as 'shop')).rejects.toThrow(/2000040/);
  });

  it('refuses a finance member a category edit (2000040) and lets a content editor make it', async () => {
    const [finance, content] = [await registerUser(t.app), await registerUser(t.app)];
    expect((await post(owner, '/api/admin/staff', { email: finance.email, role: 'finance' })).code).toBe(200);
    expect((await post(owner, '/api/admin/staff', { email: content.email, role: 'content' })).code).toBe(200);
    const target = (await tree())[0]!;
    const refused = await post(finance, '/api/admin/categories', {
      id: target.id,
      names: JSON.stringify({ en: 'Finance was here' }),
    });
    expect(refused.code).toBe(2000040);
    expect((await get(finance, '/api/admin/categories')).code).toBe(2000040);
    expect((await tree())[0]!.names.en).toBe(target.names.en);
    const edited = await post(content, '/api/admin/categories', {
      id: target.id,
      names: JSON.stringify({ en: target.names.en, it: 'Nome del redattore' }),
    });
    expect(edited.code).toBe(200);
    expect(await storefrontFlat('it')).toContainEqual({ id: target.id, name: 'Nome del redattore' });
    expect((await audits('category', target.id)).at(-1)).toMatchObject({
      action: 'category.update',
      actor_role: 'content',
    });
  });

  it('answers bad input with the envelope codes', async () => {
    // English is required: the other languages fall back to it
    expect((await post(owner, '/api/admin/categories', { names: JSON.stringify({ es: 'Sin inglés' }) })).code).toBe(
      1000009,
    );
    expect((await post(owner, '/api/admin/categories', { names: JSON.stringify({ en: 'x', xx: 'y' }) })).code).toBe(
      1000008,
    );
    expect((await post(owner, '/api/admin/categories', {})).code).toBe(1000009);
    expect((await post(owner, '/api/admin/categories/999999/move', { parent_id: 0, position: 0 })).code).toBe(2000019);
  });
});

describe('admin brands', () => {
  const topBrands = async (lang = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/index/get-all-brand',
      headers: { lang },
      payload: { top: true },
    });
    return res.json().data.items as { id: number; name: string }[];
  };

  it('lists every brand and flags the storefront’s top ten', async () => {
    const { items, top_max } = (await get(owner, '/api/admin/brands')).data as { items: AdminBrand[]; top_max: number };
    expect(top_max).toBe(10);
    const flagged = items.filter((b) => b.is_top);
    expect(flagged.length).toBe(10);
    const plain = items.find((b) => !b.is_top)!;
    expect((await topBrands()).map((b) => b.id)).not.toContain(plain.id);

    // an eleventh is refused: the home page shows ten
    const eleventh = await post(owner, '/api/admin/brands', { id: plain.id, is_top: true });
    expect(eleventh.code).toBe(1000008);
    expect((await topBrands()).map((b) => b.id)).not.toContain(plain.id);

    // unflag one, flag another: the storefront's top list follows at once
    const dropped = flagged[0]!;
    expect((await post(owner, '/api/admin/brands', { id: dropped.id, is_top: false })).code).toBe(200);
    const flaggedNow = await post(owner, '/api/admin/brands', {
      id: plain.id,
      is_top: true,
      names: JSON.stringify({ en: plain.names.en, ko: '관리자 브랜드' }),
    });
    expect(flaggedNow.code).toBe(200);
    const top = await topBrands('ko');
    expect(top.map((b) => b.id)).toContain(plain.id);
    expect(top.find((b) => b.id === plain.id)!.name).toBe('관리자 브랜드');
    const trail = await audits('brand', plain.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'brand.update', before: { is_top: false }, after: { is_top: true } });
    // restore the demo's flags
    expect((await post(owner, '/api/admin/brands', { id: plain.id, is_top: false })).code).toBe(200);
    expect((await post(owner, '/api/admin/brands', { id: dropped.id, is_top: true })).code).toBe(200);
  });

  it('creates a brand with a logo and names; a disabled one leaves the storefront', async () => {
    const logo = await uploadImage(t.app, owner, 'catalog' as 'shop');
    const made = await post(owner, '/api/admin/brands', {
      names: JSON.stringify({ en: 'Admin Brand', es: 'Marca Admin' }),
      logo,
    });
    expect(made.code).toBe(200);
    const brand = made.data.brand as AdminBrand;
    expect(brand).toMatchObject({
      logo,
      is_top: false,
      enabled: true,
      names: { en: 'Admin Brand', es: 'Marca Admin' },
    });
    const page = (lang: string) =>
      t.app.inject({ url: `/api/brand/${brand.id}`, headers: { lang } }).then((r) => r.json());
    expect((await page('es')).data.brand.name).toBe('Marca Admin');
    expect((await post(owner, '/api/admin/brands', { id: brand.id, enabled: false })).code).toBe(200);
    expect((await page('es')).code).toBe(2000019);
    expect((await audits('brand', brand.id)).map((a) => a.action)).toEqual(['brand.create', 'brand.update']);
  });
});
