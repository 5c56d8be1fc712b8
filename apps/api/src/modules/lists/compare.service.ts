// Compare: up to four products side by side with what a buyer weighs (price, brand, category,
// shop, rating, stock, key attributes). Visitors keep the list on the device and read it through
// `compareItems`; signed-in buyers keep it with the account, merged at login.
import { type CompareItem, type LangCode, MAX_COMPARE, type ProductItem } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { ON_SALE, productColumns, productTextJoin, toItem } from '../catalog/product.sql.ts';

/** The products in the given order, with the fields a comparison shows. */
export async function compareItems(db: Db, lang: LangCode, ids: number[]): Promise<CompareItem[]> {
  if (ids.length === 0) return [];
  const found = await rows<Parameters<typeof toItem>[0] & Omit<CompareItem, keyof ProductItem>>(
    db,
    sql`SELECT ${productColumns}, p.sku, p.tax_rate,
          coalesce(nullif(t.description, ''), e.description) AS description,
          coalesce(bt.name, b.name) AS brand,
          coalesce(ct.name, ce.name) AS category,
          jsonb_build_object('id', s.id, 'name', s.name) AS shop
        FROM products p ${productTextJoin(lang)}
        JOIN shops s ON s.id = p.shop_id
        LEFT JOIN brands b ON b.id = p.brand_id
        LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.lang = ${lang}
        JOIN category_translations ce ON ce.category_id = p.category_id AND ce.lang = 'en'
        LEFT JOIN category_translations ct ON ct.category_id = p.category_id AND ct.lang = ${lang}
        WHERE p.id = ANY(${sqlIds(ids)})`,
  );
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const { sku, tax_rate, description, brand, category, shop, ...item } = r;
    return [{ ...toItem(item), sku, tax_rate, description, brand, category, shop }];
  });
}

async function userIds(db: Db, userId: number): Promise<number[]> {
  const found = await rows<{ product_id: number }>(
    db,
    sql`SELECT product_id FROM compare_items WHERE user_id = ${userId} ORDER BY created_at, product_id`,
  );
  return found.map((r) => r.product_id);
}

export async function listCompare(ctx: UserCtx) {
  return compareItems(ctx.db, ctx.lang, await userIds(ctx.db, ctx.user.id));
}

/** Adds products; the fifth is refused (1000008), counted under the user's row lock. */
export async function addToCompare(ctx: UserCtx, productIds: number[]) {
  const userId = ctx.user.id;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const current = await userIds(tx, userId);
    const adding = productIds.filter((id) => !current.includes(id));
    if (current.length + adding.length > MAX_COMPARE) {
      fail('INVALID_PARAMETER', `invalid parameter: compare holds at most ${MAX_COMPARE} products`, {
        field: 'product_id',
        max: MAX_COMPARE,
      });
    }
    for (const id of adding) {
      const found = await one(tx, sql`SELECT 1 FROM products p WHERE p.id = ${id} AND ${ON_SALE}`);
      if (!found) fail('PRODUCT_INVALID', 'product invalid', { product_id: id });
      await tx.execute(
        // clock_timestamp, not now(): several added in one transaction keep the order they came in
        sql`INSERT INTO compare_items (user_id, product_id, created_at) VALUES (${userId}, ${id}, clock_timestamp())
            ON CONFLICT DO NOTHING`,
      );
    }
  });
  return listCompare(ctx);
}

export async function removeFromCompare(ctx: UserCtx, productId: number | undefined) {
  const which = productId ? sql`AND product_id = ${productId}` : sql``;
  await ctx.db.execute(sql`DELETE FROM compare_items WHERE user_id = ${ctx.user.id} ${which}`);
  return listCompare(ctx);
}
