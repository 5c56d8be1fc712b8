// The buyer hears of their order's events (issue 17): a notice per order, written in the same
// transaction as the event, so a rolled-back change tells nobody. Types of migration 0032; they
// show no status word (contract noticeHasOutcome), so the status is 0 but for a cancellation.
import { formatMinor, type NoticeType } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { notify } from '../notices/notices.service.ts';

export const ORDER_NOTICES = { placed: 2000, shipped: 2100, cancelled: 2200, refunded: 2300 } as const satisfies Record<
  string,
  NoticeType
>;

export type OrderNoticeEvent = keyof typeof ORDER_NOTICES;

/** `message`: the shop (placed), carrier and tracking number (shipped), the reason (cancelled). */
export async function tellBuyer(tx: Db, orderId: number, event: OrderNoticeEvent, message = '') {
  const order = await one<{ user_id: number }>(tx, sql`SELECT user_id FROM orders WHERE id = ${orderId}`);
  if (!order) return;
  await notify(tx, order.user_id, {
    type: ORDER_NOTICES[event],
    status: event === 'cancelled' ? -1 : 0,
    refId: orderId,
    message,
  });
}

/** Money back in the buyer's wallet (a paid order cancelled, a refund approved): the amount. */
export const tellRefunded = (tx: Db, orderId: number, amount: number) =>
  tellBuyer(tx, orderId, 'refunded', formatMinor(amount));
