// The category tree and the brands for operators (issue 15, permission `catalog`): every category,
// enabled or not, with its names in each language and its products; create, rename, move, reorder,
// enable, delete an empty one; brands with their logo and the top-10 flag the home page uses.
// Each change writes one audit record in its transaction and clears the storefront cache (which
// reaches the other server processes through Redis), so the storefront shows it at once.
//
// The storefront's tree has two levels (taxonomy.service.ts): a category goes at the top or under a
// top-level one, and one with children stays at the top.
import {
  type AdminBrand,
  type AdminCategory,
  type BrandBody,
  type CatalogNames,
  type CategoryBody,
  type CategoryMoveBody,
  LANG_CODES,
  TOP_BRANDS_MAX,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';

interface CategoryRow {
  id: number;
  parent_id: number | null;
  slug: string;
  icon: string;
  banner: string;
  position: number;
  enabled: boolean;
  product_count: number;
  names: CatalogNames;
}

const categoryColumns = sql`c.id, c.parent_id, c.slug, c.icon, c.banner, c.sort AS position, c.enabled,
  (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count,
  coalesce((SELECT jsonb_object_agg(t.lang, t.name) FROM category_translations t WHERE t.category_id = c.id), '{}') AS names`;

async function categoryRows(db: Db): Promise<CategoryRow[]> {
  return rows<CategoryRow>(db, sql`SELECT ${categoryColumns} FROM categories c ORDER BY c.sort, c.id`);
}

async function categoryRow(db: Db, id: number): Promise<CategoryRow> {
  const found = await one<CategoryRow>(db, sql`SELECT ${categoryColumns} FROM categories c WHERE c.id = ${id}`);
  return found ?? fail('NO_DATA', 'category not found');
}

/** Every category as a tree, disabled ones included, siblings in their order. */
export async function adminCategoryTree(ctx: AdminCtx): Promise<{ items: AdminCategory[] }> {
  const flat = await categoryRows(ctx.db);
  const nodes = new Map(flat.map((c) => [c.id, { ...c, children: [] as AdminCategory[] }]));
  const items: AdminCategory[] = [];
  for (const c of nodes.values()) {
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    (parent ? parent.children : items).push(c);
  }
  return { items };
}

/** The state an audit record keeps: what an operator can change. */
const categoryState = (c: CategoryRow) => ({
  parent_id: c.parent_id,
  position: c.position,
  enabled: c.enabled,
  icon: c.icon,
  banner: c.banner,
  names: c.names,
});

async function checkImage(ctx: AdminCtx, field: string, path: string | undefined) {
  if (path && !(await isUpload(ctx, path, 'catalog'))) {
    return fail('INVALID_PARAMETER', `invalid parameter: ${field}: not an uploaded image`, { field });
  }
}

/** A slug from the English name, unique in `table` (a number appended when taken). */
async function freeSlug(db: Db, table: 'categories' | 'brands', name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || table.slice(0, -1);
  const taken = await rows<{ slug: string }>(
    db,
    sql`SELECT slug FROM ${sql.identifier(table)} WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  const used = new Set(taken.map((r) => r.slug));
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** Names of each language given: an empty one is removed (the storefront then shows English). */
async function writeCategoryNames(tx: Db, id: number, names: CatalogNames) {
  for (const lang of LANG_CODES) {
    const name = names[lang];
    if (name === undefined) continue;
    if (name === '' && lang !== 'en') {
      await tx.execute(sql`DELETE FROM category_translations WHERE category_id = ${id} AND lang = ${lang}`);
    } else if (name !== '') {
      await tx.execute(
        sql`INSERT INTO category_translations (category_id, lang, name) VALUES (${id}, ${lang}, ${name})
            ON CONFLICT (category_id, lang) DO UPDATE SET name = EXCLUDED.name`,
      );
    }
  }
}

/** Puts `id` at `position` among the children of `parentId` and numbers the siblings 0, 1, 2 ... */
async function placeAmongSiblings(tx: Db, id: number, parentId: number | null, position: number) {
  const siblings = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM ${parentId} AND id <> ${id} ORDER BY sort, id`,
  );
  const order = siblings.map((s) => s.id);
  order.splice(Math.min(position, order.length), 0, id);
  for (const [i, sibling] of order.entries()) {
    await tx.execute(sql`UPDATE categories SET sort = ${i}, parent_id = ${parentId} WHERE id = ${sibling}`);
  }
}

/** Refuses a parent that is the category itself or below it, or that would make a third level. */
async function checkParent(tx: Db, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const parent = await one<{ parent_id: number | null }>(
    tx,
    sql`SELECT parent_id FROM categories WHERE id = ${parentId}`,
  );
  if (!parent)
    return fail('INVALID_PARAMETER', 'invalid parameter: parent_id: no such category', { field: 'parent_id' });
  if (id !== null) {
    // the parent's ancestors (the parent included) must not contain the category
    const cycle = await one(
      tx,
      sql`WITH RECURSIVE up AS (
            SELECT id, parent_id FROM categories WHERE id = ${parentId}
            UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
          SELECT 1 FROM up WHERE id = ${id}`,
    );
    if (cycle)
      return fail('CATEGORY_CYCLE', 'a category cannot move under itself or one of its own', { field: 'parent_id' });
  }
  if (parent.parent_id !== null) {
    return fail('INVALID_PARAMETER', 'invalid parameter: parent_id: the tree has two levels', { field: 'parent_id' });
  }
  if (id !== null) {
    const children = await one(tx, sql`SELECT 1 FROM categories WHERE parent_id = ${id} LIMIT 1`);
    if (children) {
      return fail('INVALID_PARAMETER', 'invalid parameter: parent_id: a category with children stays at the top', {
        field: 'parent_id',
      });
    }
  }
}

const parentOf = (value: number | undefined) => (value ? value : null);

/** Creates a category (no id) or changes one; a given parent or position moves it. */
export async function saveCategory(ctx: AdminCtx, input: CategoryBody) {
  await checkImage(ctx, 'icon', input.icon);
  await checkImage(ctx, 'banner', input.banner);
  const id = await ctx.db.transaction(async (tx) => {
    // one change of the tree at a time: moves and reorders renumber siblings
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('categories'))`);
    if (input.id === undefined) {
      if (!input.names?.en) return fail('MISSING_PARAMETERS', 'missing parameters: names.en', { field: 'names' });
      const parentId = parentOf(input.parent_id);
      await checkParent(tx, null, parentId);
      const created = await one<{ id: number }>(
        tx,
        sql`INSERT INTO categories (parent_id, slug, icon, banner, enabled, sort)
            VALUES (${parentId}, ${await freeSlug(tx, 'categories', input.names.en)}, ${input.icon ?? ''},
                    ${input.banner ?? ''}, ${input.enabled ?? true}, 0)
            RETURNING id`,
      );
      const newId = created!.id;
      await writeCategoryNames(tx, newId, input.names);
      await placeAmongSiblings(tx, newId, parentId, input.position ?? Number.MAX_SAFE_INTEGER);
      const after = await categoryRow(tx, newId);
      await audit(ctx, tx, 'category', newId, 'category.create', {}, categoryState(after));
      return newId;
    }
    const before = await categoryRow(tx, input.id);
    await tx.execute(
      sql`UPDATE categories SET icon = ${input.icon ?? before.icon}, banner = ${input.banner ?? before.banner},
            enabled = ${input.enabled ?? before.enabled}
          WHERE id = ${input.id}`,
    );
    if (input.names) await writeCategoryNames(tx, input.id, input.names);
    const parentId = input.parent_id === undefined ? before.parent_id : parentOf(input.parent_id);
    if (parentId !== before.parent_id || (input.position !== undefined && input.position !== before.position)) {
      if (parentId !== before.parent_id) await checkParent(tx, input.id, parentId);
      await placeAmongSiblings(tx, input.id, parentId, input.position ?? Number.MAX_SAFE_INTEGER);
      if (parentId !== before.parent_id) await renumber(tx, before.parent_id);
    }
    const after = await categoryRow(tx, input.id);
    const action =
      before.enabled !== after.enabled ? (after.enabled ? 'category.enable' : 'category.disable') : 'category.update';
    await audit(ctx, tx, 'category', input.id, action, categoryState(before), categoryState(after));
    return input.id;
  });
  await ctx.cache.clear();
  return { category: await categoryRow(ctx.db, id), ...(await adminCategoryTree(ctx)) };
}

/** Moves a category under another (0: the top) at a position among its new siblings. */
export async function moveCategory(ctx: AdminCtx, id: number, input: CategoryMoveBody) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('categories'))`);
    const before = await categoryRow(tx, id);
    const parentId = parentOf(input.parent_id);
    if (parentId !== before.parent_id) await checkParent(tx, id, parentId);
    await placeAmongSiblings(tx, id, parentId, input.position);
    // the old siblings close the gap
    if (parentId !== before.parent_id) await renumber(tx, before.parent_id);
    const after = await categoryRow(tx, id);
    await audit(
      ctx,
      tx,
      'category',
      id,
      'category.move',
      { parent_id: before.parent_id, position: before.position },
      { parent_id: after.parent_id, position: after.position },
    );
  });
  await ctx.cache.clear();
  return adminCategoryTree(ctx);
}

async function renumber(tx: Db, parentId: number | null) {
  const siblings = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM ${parentId} ORDER BY sort, id`,
  );
  for (const [i, s] of siblings.entries()) await tx.execute(sql`UPDATE categories SET sort = ${i} WHERE id = ${s.id}`);
}

/** Deletes a category that has neither products nor children. */
export async function deleteCategory(ctx: AdminCtx, id: number) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('categories'))`);
    const before = await categoryRow(tx, id);
    const children = await one<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM categories WHERE parent_id = ${id}`,
    );
    if (before.product_count > 0 || (children?.n ?? 0) > 0) {
      return fail('CATEGORY_NOT_EMPTY', 'only an empty category can be deleted', {
        products: before.product_count,
        children: children?.n ?? 0,
      });
    }
    // a commission rule naming it stays in the history and applies to nothing
    await tx.execute(sql`DELETE FROM categories WHERE id = ${id}`);
    await renumber(tx, before.parent_id);
    await audit(ctx, tx, 'category', id, 'category.delete', categoryState(before), {});
  });
  await ctx.cache.clear();
  return adminCategoryTree(ctx);
}

// ---------------------------------------------------------------------------------------- brands

const brandColumns = sql`b.id, b.slug, b.logo, b.is_top, b.enabled, b.sort AS position,
  (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id) AS product_count,
  jsonb_build_object('en', b.name) || coalesce((SELECT jsonb_object_agg(t.lang, t.name) FROM brand_translations t
    WHERE t.brand_id = b.id AND t.name IS NOT NULL AND t.lang <> 'en'), '{}') AS names`;

async function brandRow(db: Db, id: number): Promise<AdminBrand> {
  const found = await one<AdminBrand>(db, sql`SELECT ${brandColumns} FROM brands b WHERE b.id = ${id}`);
  return found ?? fail('NO_DATA', 'brand not found');
}

export async function adminBrands(ctx: AdminCtx): Promise<{ items: AdminBrand[]; top_max: number }> {
  const items = await rows<AdminBrand>(ctx.db, sql`SELECT ${brandColumns} FROM brands b ORDER BY b.sort, b.name`);
  return { items, top_max: TOP_BRANDS_MAX };
}

const brandState = ({ logo, is_top, enabled, position, names }: AdminBrand) => ({
  logo,
  is_top,
  enabled,
  position,
  names,
});

/** Brand names: English is the brand's own name; other languages a translation row (description kept). */
async function writeBrandNames(tx: Db, id: number, names: CatalogNames) {
  if (names.en) await tx.execute(sql`UPDATE brands SET name = ${names.en} WHERE id = ${id}`);
  for (const lang of LANG_CODES) {
    const name = names[lang];
    if (lang === 'en' || name === undefined) continue;
    await tx.execute(
      sql`INSERT INTO brand_translations (brand_id, lang, name) VALUES (${id}, ${lang}, ${name || null})
          ON CONFLICT (brand_id, lang) DO UPDATE SET name = EXCLUDED.name`,
    );
  }
}

/** Creates a brand (no id) or changes one; at most TOP_BRANDS_MAX are flagged top. */
export async function saveBrand(ctx: AdminCtx, input: BrandBody) {
  await checkImage(ctx, 'logo', input.logo);
  const id = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('brands'))`);
    const before = input.id === undefined ? null : await brandRow(tx, input.id);
    let id: number;
    if (!before) {
      if (!input.names?.en) return fail('MISSING_PARAMETERS', 'missing parameters: names.en', { field: 'names' });
      const created = await one<{ id: number }>(
        tx,
        sql`INSERT INTO brands (slug, name, logo, is_top, enabled, sort)
            VALUES (${await freeSlug(tx, 'brands', input.names.en)}, ${input.names.en}, ${input.logo ?? ''},
                    ${input.is_top ?? false}, ${input.enabled ?? true},
                    ${input.position ?? sql`(SELECT coalesce(max(sort) + 1, 0) FROM brands)`})
            RETURNING id`,
      );
      id = created!.id;
    } else {
      id = before.id;
      await tx.execute(
        sql`UPDATE brands SET logo = ${input.logo ?? before.logo}, is_top = ${input.is_top ?? before.is_top},
              enabled = ${input.enabled ?? before.enabled}, sort = ${input.position ?? before.position}
            WHERE id = ${id}`,
      );
    }
    if (input.names) await writeBrandNames(tx, id, input.names);
    const tops = await one<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM brands WHERE is_top`);
    if ((tops?.n ?? 0) > TOP_BRANDS_MAX && input.is_top && !before?.is_top) {
      return fail('INVALID_PARAMETER', `invalid parameter: is_top: at most ${TOP_BRANDS_MAX} top brands`, {
        field: 'is_top',
      });
    }
    const after = await brandRow(tx, id);
    await audit(
      ctx,
      tx,
      'brand',
      id,
      before ? 'brand.update' : 'brand.create',
      before ? brandState(before) : {},
      brandState(after),
    );
    return id;
  });
  await ctx.cache.clear();
  return { brand: await brandRow(ctx.db, id), ...(await adminBrands(ctx)) };
}

const audit = (
  ctx: AdminCtx,
  tx: Db,
  subjectType: 'category' | 'brand',
  subjectId: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => recordAudit(tx, { ...actor(ctx), action, subjectType, subjectId, before, after });
