// Product lists of the storefront: all, hot, new, recommended, by category, brand and shop.
import type { Paged, ProductFilters, ProductSort } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/ctx.ts';
import { selectModels } from './model-picks.ts';
import { type ProductItem, pagedProducts } from './product.sql.ts';

const ORDER: Record<ProductSort, SQL> = {
  newest: sql`p.created_at DESC, p.id DESC`,
  price_desc: sql`p.price DESC, p.id DESC`,
  price_asc: sql`p.price ASC, p.id ASC`,
  best_selling: sql`p.sales_count DESC, p.id DESC`,
};

export const orderFor = (sort: ProductSort) => ORDER[sort];

/** The brand and price-range filters of a category page (spec §2), as a WHERE clause. */
export function filterClause(f: Pick<ProductFilters, 'brand_id' | 'min_price' | 'max_price'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.brand_id?.length)
    parts.push(
      sql`p.brand_id IN (${sql.join(
        f.brand_id.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (f.min_price !== undefined) parts.push(sql`p.price >= ${f.min_price}`);
  if (f.max_price !== undefined) parts.push(sql`p.price <= ${f.max_price}`);
  return sql.join(parts, sql` AND `);
}

/** A category and its series (children): products are filed under second-level categories. */
export const inCategoryTree = (categoryId: number | SQL) =>
  sql`p.category_id IN (SELECT c.id FROM categories c WHERE c.id = ${categoryId} OR c.parent_id = ${categoryId})`;

type ListKind = 'all' | 'hot' | 'new' | 'recommended';

const LISTS: Record<ListKind, { where: SQL; order: SQL }> = {
  all: { where: sql`true`, order: ORDER.newest },
  hot: { where: sql`p.is_hot`, order: ORDER.best_selling },
  new: { where: sql`p.is_new`, order: ORDER.newest },
  recommended: { where: sql`p.is_recommended`, order: ORDER.newest },
};

export function listProducts(
  ctx: Ctx,
  kind: ListKind,
  q: { page: number; page_size: number; category_id?: number },
): Promise<Paged<ProductItem>> {
  const list = LISTS[kind];
  const where = q.category_id ? sql`${list.where} AND ${inCategoryTree(q.category_id)}` : list.where;
  return ctx.cache.wrap(`products:${kind}:${ctx.lang}:${q.category_id ?? ''}:${q.page}:${q.page_size}`, () =>
    pagedProducts(ctx.db, ctx.lang, where, list.order, q.page, q.page_size),
  );
}

/** Home sections in one answer: new, recommended and best-selling products (spec §2), one per model. */
export function homeRecommendList(ctx: Ctx, size: number) {
  return ctx.cache.wrap(`products:home:${ctx.lang}:${size}`, async () => {
    const [fresh, recommended, bestSelling] = await Promise.all([
      selectModels(ctx.db, ctx.lang, LISTS.new.where, LISTS.new.order, size),
      selectModels(ctx.db, ctx.lang, LISTS.recommended.where, LISTS.recommended.order, size),
      selectModels(ctx.db, ctx.lang, sql`true`, ORDER.best_selling, size),
    ]);
    return { new: fresh, recommended, best_selling: bestSelling };
  });
}

/** Cache key part of a filtered listing. */
export const filterKey = (f: ProductFilters) =>
  `${f.sort}:${f.brand_id?.join(',') ?? ''}:${f.min_price ?? ''}:${f.max_price ?? ''}:${f.page}:${f.page_size}`;

export function filteredProducts(ctx: Ctx, scope: SQL, f: ProductFilters) {
  return pagedProducts(ctx.db, ctx.lang, sql`${scope} AND ${filterClause(f)}`, orderFor(f.sort), f.page, f.page_size);
}

/** A page of a category's products (the category and its series, `categoryIds`) under the filters. */
export function categoryProducts(ctx: Ctx, categoryIds: number[], f: ProductFilters) {
  return pagedProducts(ctx.db, ctx.lang, filterClause(f), orderFor(f.sort), f.page, f.page_size, categoryIds);
}
