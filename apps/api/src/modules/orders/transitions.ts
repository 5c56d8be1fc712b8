// The changes of an order's life that several callers share (buyer, seller, the jobs): closing an
// order (stock back, money back to the wallet; cancelUnshipped checks that a buyer's or an
// operator's cancellation may happen) and completing it (the seller's earning is settled). Each runs
// inside the caller's transaction on an order row it has locked.
import type { ActorRole } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import { fail } from '../../lib/errors.ts';
import { settleOrder } from '../earnings/earnings.service.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import { tellBuyer, tellRefunded } from './order-notices.ts';
import { recordEvent } from './orders.read.ts';

export interface LockedOrder {
  id: number;
  user_id: number;
  shop_id: number;
  status: string;
  payment_status: string;
  total: number;
  actual_pay: number;
  /** Given back already through approved refunds. */
  refunded: number;
}

export type Actor = { id: number | null; role: ActorRole };

export const lockedOrderColumns = sql`id, user_id, shop_id, status, payment_status, total, actual_pay, refunded`;

/**
 * Gives the orders' units not yet returned back to stock, and to their flash deals while the
 * campaign has not ended (issue 16): an ended campaign's sold count stays as the record of what it sold.
 */
export async function restock(tx: Db, orderIds: number[]) {
  await tx.execute(
    sql`UPDATE products p SET stock = p.stock + s.q, sales_count = greatest(p.sales_count - s.q, 0)
        FROM (SELECT product_id, sum(quantity - returned)::int AS q FROM order_items WHERE order_id = ANY(${sqlIds(orderIds)})
              GROUP BY product_id) s
        WHERE p.id = s.product_id`,
  );
  await tx.execute(
    sql`UPDATE flash_deal_items f SET sold = greatest(f.sold - s.q, 0)
        FROM (SELECT flash_deal_id, product_id, sum(quantity - returned)::int AS q FROM order_items
              WHERE order_id = ANY(${sqlIds(orderIds)}) AND flash_deal_id IS NOT NULL GROUP BY 1, 2) s
        WHERE f.flash_deal_id = s.flash_deal_id AND f.product_id = s.product_id
          AND EXISTS (SELECT 1 FROM flash_deals d WHERE d.id = f.flash_deal_id AND now() < d.ends_at)`,
  );
}

/**
 * Cancels: the units not returned yet go back to stock; what was paid and not refunded yet goes
 * back to the buyer's wallet through the ledger.
 */
export async function closeOrder(tx: Db, order: LockedOrder, actor: Actor, remark: string, event = 'cancelled') {
  const owed = order.payment_status === 'paid' ? order.actual_pay - order.refunded : 0;
  await tx.execute(
    sql`UPDATE orders SET status = 'cancelled', cancelled_at = now(), cancel_remark = ${remark}, expires_at = NULL,
          refunded = refunded + ${owed},
          payment_status = CASE payment_status WHEN 'paid' THEN 'refunded' WHEN 'due' THEN 'unpaid' ELSE payment_status END
        WHERE id = ${order.id}`,
  );
  await restock(tx, [order.id]);
  if (owed > 0) {
    await postJournal(tx, {
      kind: 'refund',
      refType: 'order',
      refId: order.id,
      memo: 'order cancelled',
      createdBy: actor.id,
      lines: [
        { platform: 'orders_paid', amount: -owed },
        { account: (await accountId(tx, order.user_id, 'customer'))!, available: owed, direction: 'income' },
      ],
    });
  }
  await recordEvent(tx, [order.id], event, actor, remark);
  // an operator's cancellation tells the buyer with its own notice (800, orders-admin.service.ts)
  if (actor.role !== 'admin') await tellBuyer(tx, order.id, 'cancelled', remark);
  if (owed > 0) await tellRefunded(tx, order.id, owed);
}

/**
 * A cancellation asked by the buyer or by an operator, on a locked order: unpaid or paid and not
 * shipped closes (closeOrder); shipped, in transit or delivered answers 2000033; closed already
 * 2000032 (a second click finds it cancelled); an open refund request decides those units, so
 * cancelling as well would pay them back twice (2000032).
 */
export async function cancelUnshipped(tx: Db, order: LockedOrder, actor: Actor, remark: string) {
  if (['shipped', 'in_transit', 'delivered'].includes(order.status)) fail('SHIPPED_NO_CANCEL');
  if (order.status === 'cancelled') fail('ORDER_CANCEL_FAILED', 'order cancel failed: the order is already cancelled');
  if (!['unpaid', 'to_ship'].includes(order.status))
    fail('ORDER_CANCEL_FAILED', 'order cancel failed: order is closed');
  const open = await one(
    tx,
    sql`SELECT 1 FROM refunds WHERE order_id = ${order.id} AND status IN ('pending', 'escalated')`,
  );
  if (open) fail('ORDER_CANCEL_FAILED', 'order cancel failed: a refund request for it is open');
  await closeOrder(tx, order, actor, remark);
}

/** Cash collected on delivery counts as paid. */
export async function collectCash(tx: Db, order: LockedOrder) {
  if (order.payment_status !== 'due') return;
  await tx.execute(
    sql`UPDATE orders SET payment_status = 'paid', actual_pay = total, paid_at = now() WHERE id = ${order.id}`,
  );
  if (order.total > 0) {
    await postJournal(tx, {
      kind: 'cod_collected',
      refType: 'order',
      refId: order.id,
      lines: [
        { platform: 'cod_cash', amount: -order.total },
        { platform: 'orders_paid', amount: order.total },
      ],
    });
  }
  await tx.execute(
    sql`UPDATE payments SET status = 'paid', paid_at = now()
        WHERE id = (SELECT payment_id FROM orders WHERE id = ${order.id}) AND status = 'due'
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = payments.id AND o.payment_status = 'due' AND o.id <> ${order.id})`,
  );
}

/**
 * Receipt confirmed (by the buyer, or by time): completed, and the shop's earning is settled —
 * net of refunds and commission, pending for `holdDays` (modules/earnings).
 */
export async function completeOrder(tx: Db, order: LockedOrder, actor: Actor, event = 'completed', holdDays = 7) {
  await collectCash(tx, order);
  await tx.execute(
    sql`UPDATE orders SET status = 'completed', completed_at = now(), delivered_at = coalesce(delivered_at, now())
        WHERE id = ${order.id}`,
  );
  await settleOrder(tx, order.id, actor.id, holdDays);
  await recordEvent(tx, [order.id], event, actor);
}
