// The buyer's orders: lists by status, detail, cancel, confirm receipt. A foreign or unknown order
// answers 1500018, the same as one that does not exist.
import type { OrderDetail } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { Ctx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { countOrders, orderDetail, type PageInput, pagedOrders } from './orders.read.ts';
import { cancelUnshipped, completeOrder, type LockedOrder, lockedOrderColumns } from './transitions.ts';

// refund screens name their lines as the order screens do
export { viewedName } from './line-name.ts';
// and the buyer is mailed an approved refund request (issue 17)
export { mailAfter, mailRefunded } from './order-mail.ts';
// other modules append to an order's timeline (a refund decided) through the module's service
export { tellRefunded } from './order-notices.ts';
export { recordEvent } from './orders.read.ts';

export const listOrders = (ctx: UserCtx, input: PageInput) =>
  pagedOrders(ctx.db, ctx.lang, sql`o.user_id = ${ctx.user.id}`, input);

/** Orders per purchase-history tab (the dashboard's "in order" is everything not closed). */
export const orderCounts = (ctx: UserCtx) => countOrders(ctx.db, sql`user_id = ${ctx.user.id}`);

export async function buyerOrder(ctx: UserCtx, orderId: number): Promise<OrderDetail> {
  const detail = await orderDetail(ctx.db, ctx.lang, sql`o.id = ${orderId} AND o.user_id = ${ctx.user.id}`);
  return detail ?? fail('ORDER_NOT_FOUND');
}

/** Locks the buyer's order for a change, inside the caller's transaction. */
async function lockOwn(ctx: UserCtx, tx: Ctx['db'], orderId: number): Promise<LockedOrder> {
  const order = await one<LockedOrder>(
    tx,
    sql`SELECT ${lockedOrderColumns} FROM orders WHERE id = ${orderId} AND user_id = ${ctx.user.id} FOR UPDATE`,
  );
  return order ?? fail('ORDER_NOT_FOUND');
}

/**
 * Unpaid: stock returns. Paid and not shipped: stock returns and the money goes back to the wallet.
 * Shipped (on the road, in transit, delivered): 2000033. Anything else (closed already): 2000032.
 */
export async function cancelOrder(ctx: UserCtx, input: { order_id: number; cancel_remark?: string }) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOwn(ctx, tx, input.order_id);
    await cancelUnshipped(tx, order, { id: ctx.user.id, role: 'customer' }, input.cancel_remark ?? '');
  });
  return buyerOrder(ctx, input.order_id);
}

/** Receipt confirmed: from shipped, in transit or delivered; 2000006 otherwise. */
export async function confirmReceipt(ctx: UserCtx, orderId: number) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOwn(ctx, tx, orderId);
    if (!['shipped', 'in_transit', 'delivered'].includes(order.status)) {
      fail('ORDER_RECEIVE_FAILED', `order receive failed: the order is ${order.status}`);
    }
    await completeOrder(tx, order, { id: ctx.user.id, role: 'customer' }, 'completed', ctx.config.payoutHoldDays);
  });
  return buyerOrder(ctx, orderId);
}
