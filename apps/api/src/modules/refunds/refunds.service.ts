import type { RefundApplyBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { Ctx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { notify } from '../notices/notices.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';
import { pagedRefunds, type Refund, recordRefundEvent, selectRefunds } from './refunds.read.ts';

interface ItemRow {
  id: number;
  product_id: number;
  quantity: number;
  returned: number;
  total: number;
  discount: number;
}

const AFTER_SALES = ['to_ship', 'shipped', 'in_transit', 'delivered', 'completed'];

/**
 * The amount for the asked units: the order's paid amount in proportion to the units' net value,
 * rounded down; the request that returns the last units gets exactly what is left.
 */
export function refundAmounts(
  order: { actual_pay: number; refunded: number },
  items: ItemRow[],
  asked: Map<number, number>,
): { total: number; perItem: Map<number, number> } {
  const net = (i: ItemRow, q: number) => (BigInt(i.total - i.discount) * BigInt(q)) / BigInt(i.quantity);
  const all = items.reduce((s, i) => s + BigInt(i.total - i.discount), 0n);
  const wanted = items.reduce((s, i) => s + net(i, asked.get(i.id) ?? 0), 0n);
  const everything = items.every((i) => i.returned + (asked.get(i.id) ?? 0) === i.quantity);
  const left = order.actual_pay - order.refunded;
  const total = everything ? left : Math.min(left, all === 0n ? 0 : Number((BigInt(order.actual_pay) * wanted) / all));
  const perItem = new Map<number, number>();
  let given = 0;
  const askedItems = items.filter((i) => asked.has(i.id));
  askedItems.forEach((i, k) => {
    const share =
      k === askedItems.length - 1
        ? total - given
        : wanted === 0n
          ? 0
          : Number((BigInt(total) * net(i, asked.get(i.id)!)) / wanted);
    perItem.set(i.id, share);
    given += share;
  });
  return { total, perItem };
}

async function checkPhotos(ctx: Ctx, photos: string[]) {
  for (const photo of photos) {
    if (!(await isUpload(ctx, photo, 'refund'))) {
      fail('INVALID_PARAMETER', 'invalid parameter: photos: not an uploaded refund photo', { field: 'photos' });
    }
  }
}

export async function applyRefund(ctx: UserCtx, input: RefundApplyBody): Promise<Refund> {
  const userId = ctx.user.id;
  await checkPhotos(ctx, input.photos);
  const id = await ctx.db.transaction(async (tx) => {
    const order = await one<{
      id: number;
      shop_id: number;
      status: string;
      payment_status: string;
      actual_pay: number;
      refunded: number;
      late: boolean;
    }>(
      tx,
      sql`SELECT id, shop_id, status, payment_status, actual_pay, refunded,
            coalesce(delivered_at < now() - make_interval(days => ${ctx.config.refundWindowDays}), false) AS late
          FROM orders WHERE id = ${input.order_id} AND user_id = ${userId} FOR UPDATE`,
    );
    if (!order) return fail('ORDER_NOT_FOUND');
    if (!AFTER_SALES.includes(order.status) || !['paid', 'refunded'].includes(order.payment_status) || order.late) {
      return fail('NO_AFTER_SALES', 'order cannot have after-sales: not paid, closed, or past the return window');
    }
    const open = await one(
      tx,
      sql`SELECT 1 FROM refunds WHERE order_id = ${order.id} AND status IN ('pending', 'escalated')`,
    );
    if (open) return fail('RETURN_EXISTS');
    const items = await rows<ItemRow>(
      tx,
      sql`SELECT id, product_id, quantity, returned, total, discount FROM order_items WHERE order_id = ${order.id} ORDER BY id`,
    );
    const asked = new Map<number, number>();
    for (const want of input.items) {
      const item = items.find((i) => i.product_id === want.product_id);
      if (!item || want.quantity > item.quantity - item.returned) {
        return fail('RETURN_QUANTITY_LIMIT', 'return quantity limit', {
          product_id: want.product_id,
          returnable: item ? item.quantity - item.returned : 0,
        });
      }
      asked.set(item.id, want.quantity);
    }
    const { total, perItem } = refundAmounts(order, items, asked);
    const refund = await one<{ id: number }>(
      tx,
      sql`INSERT INTO refunds (order_id, user_id, shop_id, status, reason, photos, amount)
          VALUES (${order.id}, ${userId}, ${order.shop_id}, 'pending', ${input.reason},
            ${`{${input.photos.map((p) => JSON.stringify(p)).join(',')}}`}::text[], ${total})
          RETURNING id`,
    );
    if (!refund) return fail('RETURN_SUBMIT_FAILED');
    for (const item of items.filter((i) => asked.has(i.id))) {
      await tx.execute(
        sql`INSERT INTO refund_items (refund_id, order_item_id, product_id, quantity, amount)
            VALUES (${refund.id}, ${item.id}, ${item.product_id}, ${asked.get(item.id)!}, ${perItem.get(item.id)!})`,
      );
    }
    await recordRefundEvent(tx, refund.id, 'pending', { id: userId, role: 'customer' }, input.reason);
    await notify(tx, userId, { type: 600, status: 0, refId: refund.id });
    return refund.id;
  });
  return (await selectRefunds(ctx.db, ctx.lang, sql`r.id = ${id}`))[0]!;
}

export const sentRefunds = (ctx: UserCtx, input: { status?: string; page: number; page_size: number }) =>
  pagedRefunds(ctx.db, ctx.lang, sql`r.user_id = ${ctx.user.id}`, input);

async function lockOwn(tx: Db, userId: number, id: number) {
  const refund = await one<{ id: number; status: string }>(
    tx,
    sql`SELECT id, status FROM refunds WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
  );
  return refund ?? fail('NO_DATA');
}

/** Takes back an open request; a cancelled one answers 2000013 to anything further. */
export async function cancelRefund(ctx: UserCtx, id: number): Promise<Refund> {
  await ctx.db.transaction(async (tx) => {
    const refund = await lockOwn(tx, ctx.user.id, id);
    if (refund.status === 'cancelled') fail('RETURN_CANCELLED');
    if (!['pending', 'escalated'].includes(refund.status))
      fail('RETURN_SCHEDULE_FAILED', 'the request is decided already');
    await tx.execute(sql`UPDATE refunds SET status = 'cancelled' WHERE id = ${id}`);
    await recordRefundEvent(tx, id, 'cancelled', { id: ctx.user.id, role: 'customer' });
  });
  return (await selectRefunds(ctx.db, ctx.lang, sql`r.id = ${id}`))[0]!;
}

/** A rejected request goes to an admin, who decides last. */
export async function escalateRefund(ctx: UserCtx, input: { id: number; reason?: string }): Promise<Refund> {
  await ctx.db.transaction(async (tx) => {
    const refund = await lockOwn(tx, ctx.user.id, input.id);
    if (refund.status === 'cancelled') fail('RETURN_CANCELLED');
    if (refund.status !== 'rejected') fail('RETURN_SCHEDULE_FAILED', 'only a rejected request can go to an admin');
    const open = await one(
      tx,
      sql`SELECT 1 FROM refunds WHERE order_id = (SELECT order_id FROM refunds WHERE id = ${input.id})
            AND status IN ('pending', 'escalated')`,
    );
    if (open) fail('RETURN_EXISTS');
    const escalated = await one(
      tx,
      sql`SELECT 1 FROM refund_events WHERE refund_id = ${input.id} AND status = 'escalated'`,
    );
    if (escalated) fail('RETURN_SCHEDULE_FAILED', 'an admin has decided this request already');
    await tx.execute(sql`UPDATE refunds SET status = 'escalated' WHERE id = ${input.id}`);
    await recordRefundEvent(tx, input.id, 'escalated', { id: ctx.user.id, role: 'customer' }, input.reason ?? '');
  });
  return (await selectRefunds(ctx.db, ctx.lang, sql`r.id = ${input.id}`))[0]!;
}
