// The cart (spec §3 cart item: product, price, tax, quantity, total), grouped by shop. Signed-in
// buyers keep it in cart_items; visitors keep it on the device and see it priced by `preview`, and
// it merges into the account's cart at login.
import { type CartAnswer, MAX_QUANTITY } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { Ctx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { claimKey, type KeyRef, replay, requestHash, storeAnswer, success } from './idempotency.ts';
import { byShop, type PricedLine, priceLines, productRows, publicLine, type Wanted } from './lines.ts';

/** Most lines a cart holds; beyond it add answers 1000008 (a cart is not a warehouse). */
export const MAX_CART_LINES = 100;

export function cartAnswer(lines: PricedLine[]): CartAnswer {
  const chosen = lines.filter((l) => l.selected);
  const subtotal = chosen.reduce((s, l) => s + l.price * l.quantity, 0);
  const tax = chosen.reduce((s, l) => s + l.tax, 0);
  return {
    groups: byShop(lines).map((g) => ({ shop: g.shop, lines: g.lines.map(publicLine) })),
    items_count: lines.length,
    selected: { count: chosen.length, subtotal, tax, total: subtotal + tax },
  };
}

export async function userCartLines(ctx: UserCtx, db: Db = ctx.db): Promise<PricedLine[]> {
  const wanted = await rows<Wanted>(
    db,
    sql`SELECT id, product_id, quantity, selected FROM cart_items WHERE user_id = ${ctx.user.id} ORDER BY id`,
  );
  return priceLines(db, ctx.lang, wanted);
}

export const listCart = async (ctx: UserCtx) => cartAnswer(await userCartLines(ctx));

export async function cartCount(db: Db, userId: number): Promise<number> {
  const row = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM cart_items WHERE user_id = ${userId}`);
  return row?.n ?? 0;
}

/** The product must be on sale and have the units: 2000021 and 2000023 otherwise. */
async function checkProduct(ctx: Ctx, productId: number, quantity: number) {
  const row = (await productRows(ctx.db, ctx.lang, [productId])).get(productId);
  if (!row?.on_sale) return fail('PRODUCT_INVALID');
  if (quantity > row.stock)
    return fail('INSUFFICIENT_STOCK', `insufficient stock: ${row.stock} left`, { stock: row.stock });
}

export interface CartAddAnswer {
  /** Lines in the cart (what the cart badge shows). */
  items_count: number;
  line: { id: number; product_id: number; quantity: number };
}

/**
 * Adds to a line (or makes one). With an Idempotency-Key the add and the key commit together, so a
 * retried add answers the first answer and adds nothing; a refused add stores nothing and may be
 * retried. It answers the count and the line, not the priced cart: pricing the whole cart made an
 * add cost as much as a checkout, and the app reloads the cart when it shows it.
 */
export async function addToCart(
  ctx: UserCtx,
  input: { product_id: number; quantity: number },
  key?: string,
): Promise<CartAddAnswer> {
  if (!key) return addLine(ctx, input);
  const ref: KeyRef = { userId: ctx.user.id, scope: 'cart_add', key, hash: requestHash(input) };
  return ctx.db.transaction(async (tx) => {
    const stored = await claimKey(tx, ref);
    if (stored) return replay<CartAddAnswer>(stored);
    const answer = await addLine({ ...ctx, db: tx }, input);
    await storeAnswer(tx, ref, success(answer));
    return answer;
  });
}

async function addLine(ctx: UserCtx, input: { product_id: number; quantity: number }): Promise<CartAddAnswer> {
  const userId = ctx.user.id;
  const current = await one<{ quantity: number }>(
    ctx.db,
    sql`SELECT quantity FROM cart_items WHERE user_id = ${userId} AND product_id = ${input.product_id}`,
  );
  const quantity = (current?.quantity ?? 0) + input.quantity;
  if (quantity > MAX_QUANTITY) return fail('INVALID_PARAMETER', `invalid parameter: quantity: at most ${MAX_QUANTITY}`);
  await checkProduct(ctx, input.product_id, quantity);
  if (!current && (await cartCount(ctx.db, userId)) >= MAX_CART_LINES) {
    return fail('INVALID_PARAMETER', `invalid parameter: the cart holds at most ${MAX_CART_LINES} lines`);
  }
  // Two adds at once both land: the upsert adds to whatever the row holds by then.
  const line = await one<CartAddAnswer['line']>(
    ctx.db,
    sql`INSERT INTO cart_items (user_id, product_id, quantity) VALUES (${userId}, ${input.product_id}, ${input.quantity})
        ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, selected = true
        RETURNING id, product_id, quantity`,
  );
  return { items_count: await cartCount(ctx.db, userId), line: line! };
}

async function ownLine(ctx: UserCtx, id: number) {
  const line = await one<{ product_id: number }>(
    ctx.db,
    sql`SELECT product_id FROM cart_items WHERE id = ${id} AND user_id = ${ctx.user.id}`,
  );
  return line ?? fail('NO_DATA', 'no data found: cart line');
}

export async function updateCartLine(ctx: UserCtx, input: { id: number; quantity: number }) {
  const line = await ownLine(ctx, input.id);
  await checkProduct(ctx, line.product_id, input.quantity);
  await ctx.db.execute(
    sql`UPDATE cart_items SET quantity = ${input.quantity} WHERE id = ${input.id} AND user_id = ${ctx.user.id}`,
  );
  return listCart(ctx);
}

export async function removeCartLines(ctx: UserCtx, ids: number[]) {
  await ctx.db.execute(sql`DELETE FROM cart_items WHERE user_id = ${ctx.user.id} AND id = ANY(${sqlIds(ids)})`);
  return listCart(ctx);
}

/** Selects or unselects the given lines, or every line when no ids are given. */
export async function selectCartLines(ctx: UserCtx, input: { ids?: number[]; selected: boolean }) {
  const which = input.ids ? sql`AND id = ANY(${sqlIds(input.ids)})` : sql``;
  await ctx.db.execute(sql`UPDATE cart_items SET selected = ${input.selected} WHERE user_id = ${ctx.user.id} ${which}`);
  return listCart(ctx);
}

/**
 * The device cart joins the account's at login: quantities add up, capped by stock; products no
 * longer on sale are dropped, since the buyer could not buy them anyway.
 */
export async function mergeCart(ctx: UserCtx, items: { product_id: number; quantity: number }[]) {
  const userId = ctx.user.id;
  const found = await productRows(
    ctx.db,
    ctx.lang,
    items.map((i) => i.product_id),
  );
  await ctx.db.transaction(async (tx) => {
    for (const item of items.slice(0, MAX_CART_LINES)) {
      const row = found.get(item.product_id);
      if (!row?.on_sale || row.stock < 1) continue;
      await tx.execute(
        sql`INSERT INTO cart_items (user_id, product_id, quantity) VALUES (${userId}, ${item.product_id}, ${Math.min(item.quantity, row.stock)})
            ON CONFLICT (user_id, product_id) DO UPDATE
              SET quantity = least(cart_items.quantity + EXCLUDED.quantity, ${Math.max(row.stock, 1)}, ${MAX_QUANTITY})`,
      );
    }
  });
  return listCart(ctx);
}

/** A visitor's device cart, priced now; line ids are the product ids. */
export async function previewCart(ctx: Ctx, items: Wanted[]) {
  return cartAnswer(await priceLines(ctx.db, ctx.lang, items.slice(0, MAX_CART_LINES)));
}

/** An int8[] parameter for `= ANY(...)`, written as an array literal both drivers accept. */
