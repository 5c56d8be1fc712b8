// The seller's side of orders: their shops' orders and the delivery steps (spec §4 delivery states).
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { tellBuyer } from './order-notices.ts';
import { countOrders, orderDetail, type PageInput, pagedOrders, recordEvent } from './orders.read.ts';
import { collectCash, type LockedOrder, lockedOrderColumns } from './transitions.ts';

export const sellerOrders = (ctx: SellerCtx, input: PageInput) =>
  pagedOrders(ctx.db, ctx.lang, ownedShop(ctx.sellerId, sql`o.shop_id`), input);

export const sellerOrderCounts = (ctx: SellerCtx) => countOrders(ctx.db, ownedShop(ctx.sellerId, sql`shop_id`));

export async function sellerOrder(ctx: SellerCtx, orderId: number) {
  const detail = await orderDetail(
    ctx.db,
    ctx.lang,
    sql`o.id = ${orderId} AND ${ownedShop(ctx.sellerId, sql`o.shop_id`)}`,
  );
  return detail ?? fail('ORDER_NOT_FOUND');
}

type Step = 'ship' | 'transit' | 'deliver';

const FROM: Record<Step, string[]> = {
  ship: ['to_ship'],
  transit: ['shipped'],
  deliver: ['shipped', 'in_transit'],
};

/** Moves the order one delivery step on; 2000005 when it is not where that step starts. */
export async function advanceDelivery(
  ctx: SellerCtx,
  step: Step,
  input: { order_id: number; log_sn?: string; arrival_method?: string },
) {
  await ctx.db.transaction(async (tx) => {
    const order = await one<LockedOrder>(
      tx,
      sql`SELECT ${lockedOrderColumns} FROM orders o WHERE o.id = ${input.order_id} AND ${ownedShop(ctx.sellerId, sql`o.shop_id`)} FOR UPDATE`,
    );
    if (!order) return fail('ORDER_NOT_FOUND');
    if (!FROM[step].includes(order.status)) {
      return fail('DELIVERY_SWITCH_FAILED', `order delivery switch failed: the order is ${order.status}`);
    }
    if (step === 'ship') {
      await tx.execute(
        sql`UPDATE orders SET status = 'shipped', shipped_at = now(), log_sn = ${input.log_sn!},
              arrival_method = ${input.arrival_method ?? ''} WHERE id = ${order.id}`,
      );
      const carrier = [input.arrival_method?.trim(), input.log_sn].filter(Boolean).join(' · ');
      await tellBuyer(tx, order.id, 'shipped', carrier);
    } else if (step === 'transit') {
      await tx.execute(sql`UPDATE orders SET status = 'in_transit' WHERE id = ${order.id}`);
    } else {
      await tx.execute(sql`UPDATE orders SET status = 'delivered', delivered_at = now() WHERE id = ${order.id}`);
      await collectCash(tx, order);
    }
    const status = { ship: 'shipped', transit: 'in_transit', deliver: 'delivered' }[step];
    await recordEvent(tx, [order.id], status, { id: ctx.sellerId, role: 'seller' }, input.log_sn ?? '');
  });
  return sellerOrder(ctx, input.order_id);
}
