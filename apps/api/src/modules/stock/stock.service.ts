// A product's stock rises only through an approved stock-in (spec §4 notice type 300) or a return;
// sales take it; the seller may lower it with a reason. Every change outside orders is recorded in
// stock_adjustments. Stock is guarded by the database (CHECK stock >= 0, conditional UPDATEs inside
// the decision's transaction), so several server processes can decide at once.
import type { Paged, StockAdjustment, StockInBody, StockInRequest } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { AdminCtx, Ctx, SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notices/notices.service.ts';

const productName = (ctx: Ctx, id: SQL = sql`s.product_id`) =>
  sql`coalesce((SELECT name FROM product_translations WHERE product_id = ${id} AND lang = ${ctx.lang}),
               (SELECT name FROM product_translations WHERE product_id = ${id} AND lang = 'en'), '')`;
const columns = (
  ctx: Ctx,
) => sql`s.id, s.shop_id, s.product_id, ${productName(ctx)} AS product_name, s.quantity, s.note,
  s.waybill, s.expected_at::text AS expected_at, s.status, s.decision_remark, s.decided_at, s.created_at`;

/** The seller's own product, or 2000019. */
async function ownProduct(ctx: SellerCtx, db: Db, productId: number, lock = false) {
  const product = await one<{ id: number; shop_id: number; stock: number }>(
    db,
    sql`SELECT p.id, p.shop_id, p.stock FROM products p
        WHERE p.id = ${productId} AND ${ownedShop(ctx.sellerId, sql`p.shop_id`)} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return product ?? fail('NO_DATA', 'no data found: product');
}

export async function requestStockIn(ctx: SellerCtx, input: StockInBody): Promise<StockInRequest> {
  const product = await ownProduct(ctx, ctx.db, input.product_id);
  const made = await ctx.db.transaction(async (tx) => {
    const row = await one<{ id: number }>(
      tx,
      sql`INSERT INTO stock_in_requests (shop_id, product_id, seller_id, quantity, note, waybill, expected_at)
          VALUES (${product.shop_id}, ${product.id}, ${ctx.sellerId}, ${input.quantity}, ${input.note}, ${input.waybill},
            ${input.expected_at ?? null})
          RETURNING id`,
    );
    await notify(tx, ctx.sellerId, { type: 300, status: 0, refId: row!.id });
    return row!;
  });
  return (await selectStockIn(ctx, sql`s.id = ${made.id}`, 1, 0))[0]!;
}

const selectStockIn = (ctx: Ctx, where: SQL, limit: number, offset: number) =>
  rows<StockInRequest>(
    ctx.db,
    sql`SELECT ${columns(ctx)} FROM stock_in_requests s WHERE ${where} ORDER BY s.id DESC LIMIT ${limit} OFFSET ${offset}`,
  );

export async function stockInRequests(
  ctx: SellerCtx,
  q: { page: number; page_size: number; status?: string; product_id?: number },
): Promise<Paged<StockInRequest>> {
  const parts = [ownedShop(ctx.sellerId, sql`s.shop_id`)];
  if (q.status) parts.push(sql`s.status = ${q.status}`);
  if (q.product_id) parts.push(sql`s.product_id = ${q.product_id}`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    selectStockIn(ctx, where, q.page_size, (q.page - 1) * q.page_size),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM stock_in_requests s WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** Lowers a product's stock with a reason (2000023 when it has fewer units), recorded. */
export async function lowerStock(ctx: SellerCtx, input: { product_id: number; quantity: number; reason: string }) {
  const stock = await ctx.db.transaction(async (tx) => {
    await ownProduct(ctx, tx, input.product_id, true);
    const after = await one<{ stock: number }>(
      tx,
      sql`UPDATE products SET stock = stock - ${input.quantity}
          WHERE id = ${input.product_id} AND stock >= ${input.quantity} RETURNING stock`,
    );
    if (!after) return fail('INSUFFICIENT_STOCK');
    await tx.execute(
      sql`INSERT INTO stock_adjustments (product_id, actor_id, delta, reason, stock_after)
          VALUES (${input.product_id}, ${ctx.sellerId}, ${-input.quantity}, ${input.reason}, ${after.stock})`,
    );
    return after.stock;
  });
  await ctx.cache.clear();
  return { product_id: input.product_id, stock };
}

/** The recorded changes of the seller's products' stock outside orders, newest first. */
export async function stockAdjustments(
  ctx: SellerCtx,
  q: { page: number; page_size: number; product_id?: number },
): Promise<Paged<StockAdjustment>> {
  const parts = [ownedShop(ctx.sellerId, sql`p.shop_id`)];
  if (q.product_id) parts.push(sql`a.product_id = ${q.product_id}`);
  const where = sql.join(parts, sql` AND `);
  const from = sql`stock_adjustments a JOIN products p ON p.id = a.product_id`;
  const [items, total] = await Promise.all([
    rows<StockAdjustment>(
      ctx.db,
      sql`SELECT a.id, a.product_id, ${productName(ctx, sql`a.product_id`)} AS product_name, a.delta, a.reason,
            a.ref_type, a.ref_id, a.stock_after, a.created_at
          FROM ${from} WHERE ${where} ORDER BY a.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** An operator's decision, once: approval adds the quantity in the same transaction. */
export async function decideStockIn(ctx: AdminCtx, id: number, approve: boolean, remark: string): Promise<boolean> {
  const done = await ctx.db.transaction(async (tx) => {
    const request = await one<{ product_id: number; seller_id: number; quantity: number }>(
      tx,
      sql`UPDATE stock_in_requests SET status = ${approve ? 'approved' : 'rejected'}, decided_by = ${ctx.staff.id},
            decided_at = now(), decision_remark = ${remark}
          WHERE id = ${id} AND status = 'pending' RETURNING product_id, seller_id, quantity`,
    );
    if (!request) return false;
    let stockAfter: number | undefined;
    if (approve) {
      const after = await one<{ stock: number }>(
        tx,
        sql`UPDATE products SET stock = stock + ${request.quantity} WHERE id = ${request.product_id} RETURNING stock`,
      );
      stockAfter = after!.stock;
      await tx.execute(
        sql`INSERT INTO stock_adjustments (product_id, actor_id, delta, reason, ref_type, ref_id, stock_after)
            VALUES (${request.product_id}, ${ctx.staff.id}, ${request.quantity}, 'stock-in', 'stock_in', ${id}, ${stockAfter})`,
      );
    }
    await notify(tx, request.seller_id, { type: 300, status: approve ? 1 : -1, refId: id, message: remark });
    await recordAudit(tx, {
      ...actor(ctx),
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'stock_in',
      subjectId: id,
      remark,
      before: { status: 'pending' },
      after: { status: approve ? 'approved' : 'rejected', ...(stockAfter === undefined ? {} : { stock: stockAfter }) },
    });
    return true;
  });
  if (done && approve) await ctx.cache.clear();
  return done;
}
