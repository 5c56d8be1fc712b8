// The wishlist: products a buyer keeps for later. Adding twice is harmless; a product that leaves
// sale stays listed (the buyer may want to know it is gone) but is marked by its stock and price.
import type { Paged, ProductItem } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { Ctx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { ON_SALE, productColumns, productTextJoin, toItem } from '../catalog/product.sql.ts';

/** Most products one wishlist keeps. */
export const MAX_WISHLIST = 500;

async function requireProduct(ctx: Ctx, productId: number) {
  const found = await one(ctx.db, sql`SELECT 1 FROM products p WHERE p.id = ${productId} AND ${ON_SALE}`);
  if (!found) fail('PRODUCT_INVALID');
}

export async function addToWishlist(ctx: UserCtx, productId: number) {
  await requireProduct(ctx, productId);
  const count = await wishlistCount(ctx);
  if (count >= MAX_WISHLIST) fail('INVALID_PARAMETER', `invalid parameter: the wishlist keeps at most ${MAX_WISHLIST}`);
  await ctx.db.execute(
    sql`INSERT INTO wishlist_items (user_id, product_id) VALUES (${ctx.user.id}, ${productId}) ON CONFLICT DO NOTHING`,
  );
  return { in_wishlist: true, count: await wishlistCount(ctx) };
}

export async function removeFromWishlist(ctx: UserCtx, productId: number) {
  await ctx.db.execute(sql`DELETE FROM wishlist_items WHERE user_id = ${ctx.user.id} AND product_id = ${productId}`);
  return { in_wishlist: false, count: await wishlistCount(ctx) };
}

export async function wishlistCount(ctx: UserCtx): Promise<number> {
  const row = await one<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM wishlist_items WHERE user_id = ${ctx.user.id}`,
  );
  return row?.n ?? 0;
}

export async function listWishlist(ctx: UserCtx, page: number, pageSize: number): Promise<Paged<ProductItem>> {
  const found = await rows<Parameters<typeof toItem>[0]>(
    ctx.db,
    sql`SELECT ${productColumns} FROM wishlist_items w JOIN products p ON p.id = w.product_id ${productTextJoin(ctx.lang)}
        WHERE w.user_id = ${ctx.user.id}
        ORDER BY w.created_at DESC, p.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
  );
  return { items: found.map(toItem), total: await wishlistCount(ctx), page, page_size: pageSize };
}

/** The product ids in the wishlist, for the hearts on product cards. */
export async function wishlistIds(ctx: UserCtx): Promise<number[]> {
  const found = await rows<{ product_id: number }>(
    ctx.db,
    sql`SELECT product_id FROM wishlist_items WHERE user_id = ${ctx.user.id} ORDER BY created_at DESC`,
  );
  return found.map((r) => r.product_id);
}
