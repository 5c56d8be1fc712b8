// An operator cancels an order that has not left the shop (issue 15 §6), with a reason: the same
// path as a buyer's cancellation (transitions.ts cancelUnshipped → closeOrder: stock back, what was
// paid back to the wallet through the ledger, the timeline), with the operator as the actor; the
// buyer and the shop's seller are told, and one audit record names the operator — all in one
// transaction. The order row is locked first: a second click waits, then finds it cancelled
// (2000032 "already cancelled") and refunds nothing.
import type { NoticeType } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notices/notices.service.ts';
import { adminOrderDetail } from './orders-admin.read.ts';
import { cancelUnshipped, type LockedOrder, lockedOrderColumns } from './transitions.ts';

/** Notice 800: an order was cancelled by the marketplace (migration 0024). */
const ORDER_CANCELLED: NoticeType = 800;

export async function adminCancelOrder(ctx: AdminCtx, id: number, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const order = await one<LockedOrder & { owner_id: number | null }>(
      tx,
      sql`SELECT ${lockedOrderColumns}, (SELECT owner_id FROM shops WHERE shops.id = orders.shop_id) AS owner_id
          FROM orders WHERE id = ${id} FOR UPDATE`,
    );
    if (!order) return fail('ORDER_NOT_FOUND');
    await cancelUnshipped(tx, order, { id: ctx.staff.id, role: 'admin' }, reason);
    const after = await one<{ status: string; payment_status: string; refunded: number }>(
      tx,
      sql`SELECT status, payment_status, refunded FROM orders WHERE id = ${id}`,
    );
    const notice = { type: ORDER_CANCELLED, status: -1 as const, refId: id, message: reason };
    await notify(tx, order.user_id, notice);
    if (order.owner_id) await notify(tx, order.owner_id, notice);
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'order.cancel',
      subjectType: 'order',
      subjectId: id,
      remark: reason,
      before: { status: order.status, payment_status: order.payment_status, refunded: Number(order.refunded) },
      after: { ...after!, refunded: Number(after!.refunded) },
    });
  });
  return adminOrderDetail(ctx.db, ctx.lang, id);
}
