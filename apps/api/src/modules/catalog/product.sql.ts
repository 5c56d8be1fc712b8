// SQL shared by every product read: the list item's columns with localized text (the buyer's
// language, falling back to English), the running flash-deal price, and the paging helpers.
import type { LangCode, Paged, ProductItem } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';

export type { ProductItem };

/**
 * A product buyers may see and buy, over `products p`: on sale, not hidden by an operator, its shop
 * not suspended (migration 0020 keeps `delisted` on the product row). Every storefront read —
 * lists, search, detail, cart and checkout — uses this one condition.
 */
export const ON_SALE = sql`p.status = 'active' AND NOT p.delisted`;

/** Image keys are stored without size; files exist as <key>-200/-400/-800.webp. */
export const imagePath = (key: string | null | undefined, size: 200 | 400 | 800) => (key ? `${key}-${size}.webp` : '');

/**
 * The delivery methods of the shop of `products p`, as `m`: its own enabled ones, else the
 * platform's (shop_id NULL), as checkout offers them (orders/checkout.quote.ts).
 */
export const shopMethods = sql`(SELECT * FROM delivery_methods dm WHERE dm.enabled AND (dm.shop_id = p.shop_id
  OR (dm.shop_id IS NULL AND NOT EXISTS (SELECT 1 FROM delivery_methods o WHERE o.enabled AND o.shop_id = p.shop_id))))`;

/**
 * The free-delivery rule, once for the product cards, the product page and checkout: a method
 * charges nothing for an amount that reaches its `free_from` (none: never free). `m` is a
 * delivery_methods row; `amount` the goods' value (one unit on a card, the shop's subtotal in checkout).
 */
export const chargesNothing = (m: SQL, amount: SQL) => sql`(${m}.fee = 0 OR ${m}.free_from <= ${amount})`;

/** The fee a delivery method charges for goods worth `amount` (the rule of chargesNothing). */
export const chargedFee = (m: { fee: number; free_from: number | null }, amount: number) =>
  m.free_from !== null && amount >= m.free_from ? 0 : m.fee;

/**
 * Columns of a list item over `products p`, joined to its texts by productTextJoin. `away_until`:
 * the last day of the shop's vacation while it runs (the product ships after it), looked up for the
 * page's items only (UTC calendar days, as the shop set them). `free_delivery`: the shop's default
 * method charges nothing for one unit (issue 17's card tag), looked up for the page's items only.
 */
export const productColumns = sql`p.id, p.shop_id, p.category_id, p.brand_id,
  coalesce(t.name, e.name) AS name,
  coalesce(nullif(t.short_description, ''), e.short_description) AS short_description,
  p.price, deal.deal_price, p.stock, p.images[1] AS image_key, p.sales_count AS sales,
  p.rating, p.review_count, p.is_new, p.is_hot, p.is_recommended,
  (SELECT v.vacation_to::text FROM shops v WHERE v.id = p.shop_id
     AND (now() AT TIME ZONE 'UTC')::date BETWEEN v.vacation_from AND v.vacation_to) AS away_until,
  coalesce((SELECT ${chargesNothing(sql`m`, sql`coalesce(deal.deal_price, p.price)`)} FROM ${shopMethods} m
     ORDER BY m.position, m.id LIMIT 1), false) AS free_delivery`;

/**
 * A flash-deal item `i` of campaign `d` that sells at its deal price now: the campaign switched on,
 * started, not ended, units left. Lists, the product page, variants, cart and checkout all price
 * through this one condition (issue 16), so a deal starts and stops everywhere at once.
 */
export const LIVE_DEAL = sql`d.enabled AND now() >= d.starts_at AND now() < d.ends_at AND i.sold < i.quantity_cap`;

export const productTextJoin = (lang: LangCode) => sql`
  JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
  LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = ${lang}
  LEFT JOIN LATERAL (
    SELECT min(i.deal_price) AS deal_price FROM flash_deal_items i
    JOIN flash_deals d ON d.id = i.flash_deal_id
    WHERE i.product_id = p.id AND ${LIVE_DEAL}
  ) deal ON true`;

type Row = Omit<ProductItem, 'image' | 'thumb'> & { image_key: string | null };

export function toItem({ image_key, ...row }: Row): ProductItem {
  return { ...row, image: imagePath(image_key, 400), thumb: imagePath(image_key, 200) };
}

/** Selects list items with the given filter (a WHERE clause over p) and order. */
export async function selectProducts(
  db: Db,
  lang: LangCode,
  where: SQL,
  orderBy: SQL,
  limit: number,
  offset = 0,
  /** The page's products come from these categories only (read as pickIdsInCategories says). */
  categoryIds?: number[],
): Promise<ProductItem[]> {
  const pick = categoryIds
    ? pickIdsInCategories(categoryIds, where, orderBy, limit, offset)
    : pickIds(where, orderBy, limit, offset);
  const found = await rows<Row>(
    db,
    sql`SELECT ${productColumns} FROM (${pick}) pick
        JOIN products p ON p.id = pick.id ${productTextJoin(lang)} ORDER BY pick.ord`,
  );
  return found.map(toItem);
}

/**
 * The ids of one page, in order, from products alone; texts and deal prices are joined to that
 * page only. Joining them before the sort would cost as many lookups as there are matches.
 */
export const pickIds = (where: SQL, orderBy: SQL, limit: number, offset: number) =>
  sql`SELECT p.id, row_number() OVER (ORDER BY ${orderBy}) AS ord FROM products p
      WHERE ${ON_SALE} AND ${where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;

/**
 * pickIds for the products of a few categories (a category page: the category and its series):
 * each category's first `offset + limit` in order through its own (category_id, order) index,
 * merged. One index over the whole catalogue in the page's order, filtered to the categories, read
 * most of it when the categories' products are not near its start: cameras sorted by price passed
 * every cheaper accessory first (1.2-1.8 s at 1,000,000 products). `orderBy` may name only the
 * columns selected here.
 */
export const pickIdsInCategories = (categoryIds: number[], where: SQL, orderBy: SQL, limit: number, offset: number) =>
  sql`SELECT p.id, row_number() OVER (ORDER BY ${orderBy}) AS ord
      FROM unnest(${sqlIds(categoryIds)}) AS c(id)
      CROSS JOIN LATERAL (
        SELECT p.id, p.created_at, p.price, p.sales_count FROM products p
        WHERE ${ON_SALE} AND p.category_id = c.id AND ${where} ORDER BY ${orderBy} LIMIT ${limit + offset}
      ) p
      ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`;

export async function countProducts(db: Db, where: SQL): Promise<number> {
  const found = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products p WHERE ${ON_SALE} AND ${where}`,
  );
  return found?.n ?? 0;
}

export async function pagedProducts(
  db: Db,
  lang: LangCode,
  where: SQL,
  orderBy: SQL,
  page: number,
  pageSize: number,
  categoryIds?: number[],
): Promise<Paged<ProductItem>> {
  const inCategories = categoryIds ? sql`${where} AND p.category_id = ANY(${sqlIds(categoryIds)})` : where;
  const [items, total] = await Promise.all([
    selectProducts(db, lang, where, orderBy, pageSize, (page - 1) * pageSize, categoryIds),
    countProducts(db, inCategories),
  ]);
  return { items, total, page, page_size: pageSize };
}
