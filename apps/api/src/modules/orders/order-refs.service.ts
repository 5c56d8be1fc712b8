// The orders a wallet posting is about (issue 17: the wallet history names and links the order).
// A posting refers to what caused it: an order (a cancellation's refund), a payment (which may pay
// several shops' orders at once) or a refund request (of one order). Only the buyer's own orders
// are named: the buyer's id is in each branch's WHERE.
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';

export interface LedgerRef {
  ref_type: string;
  ref_id: number | null;
}

/** Order ids per posting reference (`order:12`, `payment:4`, `refund:7`), in order id order. */
export async function ordersOfRefs(db: Db, userId: number, refs: LedgerRef[]): Promise<Map<string, number[]>> {
  const ids = (type: string) => [
    ...new Set(refs.filter((r) => r.ref_type === type && r.ref_id !== null).map((r) => Number(r.ref_id))),
  ];
  const [orders, payments, refunds] = [ids('order'), ids('payment'), ids('refund')];
  const found = new Map<string, number[]>();
  if (!orders.length && !payments.length && !refunds.length) return found;
  const list = (values: number[]) =>
    values.length
      ? sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )
      : sql`NULL`;
  const linked = await rows<{ ref: string; order_id: number }>(
    db,
    sql`SELECT 'order:' || o.id AS ref, o.id::int AS order_id FROM orders o
          WHERE o.user_id = ${userId} AND o.id IN (${list(orders)})
        UNION ALL
        SELECT 'payment:' || o.payment_id, o.id::int FROM orders o
          WHERE o.user_id = ${userId} AND o.payment_id IN (${list(payments)})
        UNION ALL
        SELECT 'refund:' || r.id, r.order_id::int FROM refunds r
          WHERE r.user_id = ${userId} AND r.id IN (${list(refunds)})
        ORDER BY 2`,
  );
  for (const { ref, order_id } of linked) found.set(ref, [...(found.get(ref) ?? []), order_id]);
  return found;
}
