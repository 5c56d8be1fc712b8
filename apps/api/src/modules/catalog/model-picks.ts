// Recommendation lists (the home sections, a product's related products and its shop's best
// sellers) show one product per model (issue 17, fault 13): the versions of one model — 128 GB and
// 256 GB, body and kit — sell as products of their own, often in several shops, and sorted by sales
// they used to fill a list side by side.
import type { LangCode } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ON_SALE, type ProductItem, selectProducts } from './product.sql.ts';

/**
 * How many candidates in list order are read to find `limit` models: a model has at most a handful
 * of versions, so five times the list holds enough distinct models without reading the catalogue.
 */
const OVERSAMPLE = 5;

/**
 * A product's model: its brand and its English name without the version after " · " (how the
 * catalogue names versions). Products a seller grouped as variants are one model whatever their
 * names, so a list also keeps one product per variant group.
 */
const modelName = (englishName: SQL) => sql`lower(regexp_replace(${englishName}, ' · [^·]*$', ''))`;

/**
 * The ids of the first `limit` products in `orderBy` that match `where`, one per model: the first
 * (best placed) product of each model and of each variant group.
 */
const pickModels = (where: SQL, orderBy: SQL, limit: number) =>
  sql`SELECT id, row_number() OVER (ORDER BY ord) AS ord FROM (
        SELECT c.id, c.ord,
          row_number() OVER (PARTITION BY p.brand_id, ${modelName(sql`e.name`)} ORDER BY c.ord) AS by_name,
          row_number() OVER (PARTITION BY coalesce(p.variant_group, p.id) ORDER BY c.ord) AS by_group
        FROM (SELECT p.id, row_number() OVER (ORDER BY ${orderBy}) AS ord FROM products p
              WHERE ${ON_SALE} AND ${where}
              ORDER BY ${orderBy} LIMIT ${limit * OVERSAMPLE}) c
        JOIN products p ON p.id = c.id
        JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
      ) m WHERE by_name = 1 AND by_group = 1 ORDER BY ord LIMIT ${limit}`;

/** List items like selectProducts, one per model. */
export function selectModels(db: Db, lang: LangCode, where: SQL, orderBy: SQL, limit: number): Promise<ProductItem[]> {
  return selectProducts(
    db,
    lang,
    sql`p.id IN (SELECT id FROM (${pickModels(where, orderBy, limit)}) picked)`,
    orderBy,
    limit,
  );
}

/** Not `productId` nor another product of its model (its versions show as choices on its page). */
export const otherModels = (productId: number) =>
  sql`p.id <> ${productId} AND coalesce(p.variant_group, p.id) <> (SELECT coalesce(variant_group, id) FROM products WHERE id = ${productId})
      AND NOT EXISTS (
        SELECT 1 FROM products o
        JOIN product_translations oe ON oe.product_id = o.id AND oe.lang = 'en'
        JOIN product_translations pe ON pe.product_id = p.id AND pe.lang = 'en'
        WHERE o.id = ${productId} AND o.brand_id IS NOT DISTINCT FROM p.brand_id
          AND ${modelName(sql`oe.name`)} = ${modelName(sql`pe.name`)})`;
