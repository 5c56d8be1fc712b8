// Categories (a two-level tree: first-level categories and their "series"), brands and shops.
import type { Brand, Category, LangCode, Paged, ProductFilters, Shop } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { vacationJson } from '../sellers/shop-settings.service.ts';
import { ON_SALE, selectProducts } from './product.sql.ts';
import { categoryProducts, filteredProducts, filterKey, inCategoryTree } from './products.service.ts';

async function allCategories(db: Db, lang: LangCode): Promise<Category[]> {
  return rows<Category>(
    db,
    // One pass over the products counts every category, MATERIALIZED so the correlated sums below
    // read it instead of inlining it: a count per category read the catalogue 50 times (2.5 s at
    // 100,000 products whenever the tree is not cached; 62 ms so). A first-level category's count
    // holds its enabled series', the products its page lists (categoryPage: a disabled series
    // leaves the storefront with its products).
    sql`WITH counts AS MATERIALIZED (SELECT p.category_id, count(*)::int AS n FROM products p WHERE ${ON_SALE} GROUP BY p.category_id)
        SELECT cat.id, cat.parent_id, cat.slug, coalesce(t.name, e.name) AS name, cat.icon, cat.banner,
          coalesce((SELECT sum(k.n) FROM counts k JOIN categories c ON c.id = k.category_id
                    WHERE c.id = cat.id OR (c.parent_id = cat.id AND c.enabled)), 0)::int AS product_count
        FROM categories cat
        JOIN category_translations e ON e.category_id = cat.id AND e.lang = 'en'
        LEFT JOIN category_translations t ON t.category_id = cat.id AND t.lang = ${lang}
        WHERE cat.enabled ORDER BY cat.sort, cat.id`,
  );
}

/** The whole tree, cached per language: categories change rarely and every page shows them. */
export function categoryTree(ctx: Ctx): Promise<Category[]> {
  return ctx.cache.wrap(`categories:${ctx.lang}`, async () => {
    const flat = await allCategories(ctx.db, ctx.lang);
    const top = flat.filter((c) => c.parent_id === null).map((c) => ({ ...c, children: [] as Category[] }));
    const byId = new Map(top.map((c) => [c.id, c]));
    for (const c of flat) if (c.parent_id !== null) byId.get(c.parent_id)?.children.push(c);
    return top;
  });
}

export async function firstLevelCategories(ctx: Ctx) {
  return (await categoryTree(ctx)).map(({ children: _children, ...c }) => c);
}

export async function seriesCategories(ctx: Ctx, parentId?: number) {
  const tree = await categoryTree(ctx);
  return tree.filter((c) => parentId === undefined || c.id === parentId).flatMap((c) => c.children ?? []);
}

export async function categorySubtree(ctx: Ctx, parentId?: number) {
  const tree = await categoryTree(ctx);
  if (parentId === undefined) return tree;
  return seriesCategories(ctx, parentId);
}

async function findCategory(ctx: Ctx, idOrSlug: number | string) {
  const tree = await categoryTree(ctx);
  for (const top of tree) {
    for (const c of [top, ...(top.children ?? [])]) {
      if (c.id === idOrSlug || c.slug === idOrSlug) return { category: c, parent: c === top ? null : top };
    }
  }
  return fail('NO_DATA', 'category not found');
}

/** Category detail page: the category, its brands and price range for the filters, and a page. */
export async function categoryPage(ctx: Ctx, idOrSlug: number | string, f: ProductFilters) {
  const { category, parent } = await findCategory(ctx, idOrSlug);
  // One cached answer per page and filter set: a warm page costs neither queries nor serialization.
  return ctx.cache.wrap(`category:${category.id}:${ctx.lang}:${filterKey(f)}`, async () => {
    // the category and its enabled series (the tree holds only those), named to the planner (a
    // sub-select of them it cannot estimate)
    const ids = [category.id, ...(category.children ?? []).map((c) => c.id)];
    const [facets, products] = await Promise.all([
      ctx.cache.wrap(`facets:category:${category.id}:${ctx.lang}`, () => categoryFacets(ctx, ids)),
      categoryProducts(ctx, ids, f),
    ]);
    return { category, parent, ...facets, products };
  });
}

async function categoryFacets(ctx: Ctx, ids: number[]) {
  const scope = sql`p.category_id = ANY(${sqlIds(ids)})`;
  const [brands, price] = await Promise.all([
    rows<{ id: number; name: string; count: number }>(
      ctx.db,
      sql`SELECT b.id, coalesce(t.name, b.name) AS name, count(*)::int AS count
          FROM products p JOIN brands b ON b.id = p.brand_id
          LEFT JOIN brand_translations t ON t.brand_id = b.id AND t.lang = ${ctx.lang}
          WHERE ${ON_SALE} AND ${scope} GROUP BY b.id, t.name ORDER BY count DESC, b.name`,
    ),
    one<{ min: number | null; max: number | null }>(
      ctx.db,
      // per category, through its (category_id, price) index: the whole catalogue's price index,
      // filtered to the categories, passed every cheaper accessory first (1.3 s at 1,000,000)
      sql`SELECT min(c.min) AS min, max(c.max) AS max FROM unnest(${sqlIds(ids)}) AS k(id) CROSS JOIN LATERAL (
            SELECT min(p.price) AS min, max(p.price) AS max FROM products p WHERE ${ON_SALE} AND p.category_id = k.id) c`,
    ),
  ]);
  return { brands, price_range: { min: price?.min ?? 0, max: price?.max ?? 0 } };
}

/** Home: the three first-level categories that sell most, each with its best sellers. */
export function topCategories(ctx: Ctx, size: number) {
  return ctx.cache.wrap(`categories:top3:${ctx.lang}:${size}`, async () => {
    const tree = await categoryTree(ctx);
    const sales = await rows<{ id: number; sales: number }>(
      ctx.db,
      sql`SELECT c.coalesced AS id, sum(p.sales_count)::int AS sales
          FROM products p JOIN (SELECT id, coalesce(parent_id, id) AS coalesced FROM categories) c ON c.id = p.category_id
          WHERE ${ON_SALE} GROUP BY c.coalesced ORDER BY sales DESC LIMIT 3`,
    );
    return Promise.all(
      sales.map(async (s) => {
        const { children: _children, ...category } = tree.find((c) => c.id === s.id)!;
        const products = await selectProducts(
          ctx.db,
          ctx.lang,
          inCategoryTree(s.id),
          sql`p.sales_count DESC, p.id DESC`,
          size,
        );
        return { ...category, sales: s.sales, products };
      }),
    );
  });
}

const brandSelect = (lang: LangCode) => sql`SELECT b.id, b.slug, coalesce(t.name, b.name) AS name, b.logo, b.is_top,
    coalesce(nullif(t.description, ''), e.description, '') AS description,
    (SELECT count(*)::int FROM products p WHERE p.brand_id = b.id AND ${ON_SALE}) AS product_count
  FROM brands b
  LEFT JOIN brand_translations e ON e.brand_id = b.id AND e.lang = 'en'
  LEFT JOIN brand_translations t ON t.brand_id = b.id AND t.lang = ${lang}`;

/** All brands paged, or (top) the ten the home page shows: flagged ones first, then by sales. */
export function listBrands(ctx: Ctx, q: { page: number; page_size: number; top?: boolean }): Promise<Paged<Brand>> {
  return ctx.cache.wrap(`brands:${ctx.lang}:${q.top ? 'top' : `${q.page}:${q.page_size}`}`, async () => {
    if (q.top) {
      const items = await rows<Brand>(
        ctx.db,
        sql`${brandSelect(ctx.lang)} WHERE b.enabled ORDER BY b.is_top DESC,
            (SELECT coalesce(sum(p.sales_count), 0) FROM products p WHERE p.brand_id = b.id) DESC, b.id LIMIT 10`,
      );
      return { items, total: items.length, page: 1, page_size: 10 };
    }
    const [items, total] = await Promise.all([
      rows<Brand>(
        ctx.db,
        sql`${brandSelect(ctx.lang)} WHERE b.enabled ORDER BY b.sort, b.name LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
      ),
      one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM brands WHERE enabled`),
    ]);
    return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
  });
}

export async function brandPage(ctx: Ctx, id: number, f: ProductFilters) {
  const brand = await ctx.cache.wrap(`brand:${id}:${ctx.lang}`, () =>
    one<Brand>(ctx.db, sql`${brandSelect(ctx.lang)} WHERE b.id = ${id} AND b.enabled`),
  );
  if (!brand) return fail('NO_DATA', 'brand not found');
  return ctx.cache.wrap(`brand-page:${id}:${ctx.lang}:${filterKey(f)}`, async () => ({
    brand,
    products: await filteredProducts(ctx, sql`p.brand_id = ${id}`, f),
  }));
}

export async function shopPage(ctx: Ctx, idOrSlug: number | string, f: ProductFilters) {
  const byId = typeof idOrSlug === 'number';
  const shop = await ctx.cache.wrap(`shop:${idOrSlug}:${ctx.lang}`, () =>
    one<Shop>(
      ctx.db,
      sql`SELECT s.id, s.slug, s.name, s.logo, s.banner, s.rating, s.created_at,
            coalesce(nullif(t.description, ''), e.description, '') AS description,
            coalesce(nullif(t.return_policy, ''), e.return_policy, '') AS return_policy, ${vacationJson} AS vacation,
            (SELECT count(*)::int FROM products p WHERE p.shop_id = s.id AND ${ON_SALE}) AS product_count,
            (SELECT coalesce(sum(p.sales_count), 0)::int FROM products p WHERE p.shop_id = s.id) AS sales
          FROM shops s
          LEFT JOIN shop_translations e ON e.shop_id = s.id AND e.lang = 'en'
          LEFT JOIN shop_translations t ON t.shop_id = s.id AND t.lang = ${ctx.lang}
          WHERE s.status = 'active' AND ${byId ? sql`s.id = ${idOrSlug}` : sql`s.slug = ${idOrSlug}`}`,
    ),
  );
  if (!shop) return fail('NO_DATA', 'shop not found');
  return ctx.cache.wrap(`shop-page:${shop.id}:${ctx.lang}:${filterKey(f)}`, async () => ({
    shop,
    products: await filteredProducts(ctx, sql`p.shop_id = ${shop.id}`, f),
  }));
}
