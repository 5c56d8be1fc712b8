import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { AdminCtx, SellerCtx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { refundSource } from '../earnings/earnings.service.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';
import { recordEvent, tellRefunded } from '../orders/orders.service.ts';
import { pagedRefunds, type Refund, recordRefundEvent, selectRefunds } from './refunds.read.ts';

interface Locked {
  id: number;
  order_id: number;
  user_id: number;
  shop_id: number;
  status: string;
  amount: number;
}

async function approve(tx: Db, refund: Locked, actor: { id: number; role: string }) {
  const order = await one<{ status: string; owner_id: number | null }>(
    tx,
    sql`SELECT o.status, s.owner_id FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = ${refund.order_id} FOR UPDATE OF o`,
  );
  if (order!.status === 'cancelled') fail('RETURN_SCHEDULE_FAILED', 'the order was cancelled and refunded already');
  const items = await rows<{ order_item_id: number; product_id: number; quantity: number }>(
    tx,
    sql`SELECT order_item_id, product_id, quantity FROM refund_items WHERE refund_id = ${refund.id}`,
  );
  for (const item of items) {
    // the CHECK (returned <= quantity) refuses over-returning, whatever was approved before
    await tx.execute(
      sql`UPDATE order_items SET returned = returned + ${item.quantity} WHERE id = ${item.order_item_id}`,
    );
    await tx.execute(sql`UPDATE products SET stock = stock + ${item.quantity} WHERE id = ${item.product_id}`);
  }
  await tx.execute(
    sql`UPDATE orders SET refunded = refunded + ${refund.amount},
          payment_status = CASE WHEN refunded + ${refund.amount} = actual_pay THEN 'refunded' ELSE payment_status END
        WHERE id = ${refund.order_id}`,
  );
  if (refund.amount > 0) {
    const amount = refund.amount;
    // after completion the seller's earning pays it back (pending first, then the merchant
    // account, then a debt of it), in the same journal; before completion the order's money is
    // still in orders_paid
    const from =
      order!.status === 'completed' && order!.owner_id
        ? await refundSource(tx, refund.order_id, order!.owner_id, amount)
        : [{ platform: 'orders_paid' as const, amount: -amount }];
    await postJournal(tx, {
      kind: 'refund',
      refType: 'refund',
      refId: refund.id,
      createdBy: actor.id,
      lines: [
        ...from,
        { account: (await accountId(tx, refund.user_id, 'customer'))!, available: amount, direction: 'income' },
      ],
    });
  }
  await recordEvent(
    tx,
    [refund.order_id],
    'refunded',
    { id: actor.id, role: actor.role as 'seller' },
    String(refund.amount),
  );
  if (refund.amount > 0) await tellRefunded(tx, refund.order_id, refund.amount);
}

/** `scope` limits the seller to their shops' requests; operators see all (`true`). */
async function decide(
  ctx: UserCtx,
  id: number,
  owner: 'seller' | 'admin',
  scope: SQL,
  input: { approve: boolean; remark: string },
): Promise<Refund> {
  const actor = { id: ctx.user.id, role: owner };
  await ctx.db.transaction(async (tx) => {
    const refund = await one<Locked>(
      tx,
      sql`SELECT id, order_id, user_id, shop_id, status, amount FROM refunds WHERE id = ${id} AND ${scope} FOR UPDATE`,
    );
    if (!refund) return fail('NO_DATA');
    if (refund.status === 'cancelled') return fail('RETURN_CANCELLED');
    const from = owner === 'seller' ? 'pending' : 'escalated';
    if (refund.status !== from) return fail('RETURN_SCHEDULE_FAILED', `the request is ${refund.status}`);
    const status = input.approve ? 'approved' : 'rejected';
    await tx.execute(
      sql`UPDATE refunds SET status = ${status}, decided_by = ${ctx.user.id}, decided_at = now(),
            ${owner === 'seller' ? sql`seller_remark` : sql`admin_remark`} = ${input.remark}
          WHERE id = ${id}`,
    );
    if (input.approve) await approve(tx, refund, actor);
    await recordRefundEvent(tx, id, status, actor, input.remark);
    // the platform's decisions on escalated requests are in the operators' trail too
    if (owner === 'admin')
      await recordAudit(tx, {
        actorId: ctx.user.id,
        ip: ctx.ip,
        action: `refund.${input.approve ? 'approve' : 'reject'}`,
        subjectType: 'refund',
        subjectId: id,
        remark: input.remark,
        before: { status: refund.status, amount: refund.amount },
        after: { status },
      });
    await notify(tx, refund.user_id, { type: 600, status: input.approve ? 1 : -1, refId: id, message: input.remark });
  });
  return (await selectRefunds(ctx.db, ctx.lang, sql`r.id = ${id}`))[0]!;
}

type Decision = { id: number; approve: boolean; remark: string };
type ListInput = { status?: string; page: number; page_size: number };

export const sellerDecide = (ctx: SellerCtx, input: Decision) =>
  decide(ctx, input.id, 'seller', ownedShop(ctx.sellerId, sql`shop_id`), input);
export const adminDecide = (ctx: AdminCtx, input: Decision) => decide(ctx, input.id, 'admin', sql`true`, input);

export const receivedRefunds = (ctx: SellerCtx, input: ListInput) =>
  pagedRefunds(ctx.db, ctx.lang, ownedShop(ctx.sellerId, sql`r.shop_id`), input);
export const allRefunds = (ctx: AdminCtx, input: ListInput) => pagedRefunds(ctx.db, ctx.lang, sql`true`, input);
