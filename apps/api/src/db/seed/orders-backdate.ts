// Moves the demo orders' rows back to when their plan says each step happened: the orders'
// timestamps, their timelines, the payments, the ledger entries, top-ups, returns and reviews.
// The services wrote them all at the moment of seeding; only the times change here.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { sqlIds } from '../sql.ts';
import { MIN, type OrderPlan } from './orders-plan.ts';

export interface Stamps {
  orders: Map<number, OrderPlan>;
  payments: { id: number; at: number; paid?: number }[];
  /** `at`: when the top-up was approved and credited (asked for 20 minutes before). */
  topups: { id: number; at: number }[];
  refunds: Map<number, NonNullable<OrderPlan['refund']>>;
  reviews: Map<number, NonNullable<OrderPlan['review']>>;
}

const ts = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString());
const at = (ms: number | undefined) => sql`${ts(ms)}::timestamptz`;
const id = (n: number) => sql`${n}::int8`;

function values(tuples: SQL[][]): SQL {
  return sql.join(
    tuples.map((t) => sql`(${sql.join(t, sql`, `)})`),
    sql`, `,
  );
}

/** Each timeline event of an order and when it happened. */
function events(orderId: number, o: OrderPlan): SQL[][] {
  const paidAt = (o.repaid ?? o.placed) + MIN;
  const list: [string, number | undefined][] = [
    ['placed', o.placed],
    ['payment_failed', o.declined ? o.placed + 30_000 : undefined],
    ['payment_started', o.repaid],
    ['paid', paidAt],
    ['cash_on_delivery', o.placed],
    ['cancelled', o.cancelled?.at],
    ['expired', o.cancelled?.at],
    ['shipped', o.shipped?.at],
    ['in_transit', o.transit],
    ['delivered', o.delivered],
    ['completed', o.completed?.at],
    ['auto_completed', o.completed?.at],
    ['refunded', o.refund?.decided?.at],
  ];
  return list
    .filter(([, when]) => when !== undefined)
    .map(([status, when]) => [id(orderId), sql`${status}::text`, at(when)]);
}

export async function backdate(db: Db, s: Stamps, payMinutes: number) {
  const orders = [...s.orders.entries()];
  if (orders.length === 0) return;
  const orderIds = orders.map(([n]) => n);
  await db.execute(
    sql`UPDATE orders o SET created_at = v.placed,
          paid_at = CASE WHEN o.paid_at IS NULL THEN NULL ELSE coalesce(v.paid, v.delivered) END,
          shipped_at = CASE WHEN o.shipped_at IS NULL THEN NULL ELSE v.shipped END,
          delivered_at = CASE WHEN o.delivered_at IS NULL THEN NULL ELSE v.delivered END,
          completed_at = CASE WHEN o.completed_at IS NULL THEN NULL ELSE v.completed END,
          cancelled_at = CASE WHEN o.cancelled_at IS NULL THEN NULL ELSE v.cancelled END,
          expires_at = CASE WHEN o.status = 'unpaid' THEN v.placed + make_interval(mins => ${payMinutes}) END
        FROM (VALUES ${values(
          orders.map(([n, o]) => [
            id(n),
            at(o.placed),
            at(o.method === 'cod' ? undefined : (o.repaid ?? o.placed) + MIN),
            at(o.shipped?.at),
            at(o.delivered),
            at(o.completed?.at),
            at(o.cancelled?.at),
          ]),
        )}) v(id, placed, paid, shipped, delivered, completed, cancelled)
        WHERE o.id = v.id`,
  );
  await db.execute(
    sql`UPDATE order_events e SET created_at = v.at
        FROM (VALUES ${values(orders.flatMap(([n, o]) => events(n, o)))}) v(order_id, status, at)
        WHERE e.order_id = v.order_id AND e.status = v.status`,
  );
  // a payment by cash on delivery is paid when its order is delivered
  await db.execute(
    sql`UPDATE payments p SET created_at = v.at,
          paid_at = CASE WHEN p.paid_at IS NULL THEN NULL
                    ELSE coalesce(v.paid, (SELECT max(o.paid_at) FROM orders o WHERE o.payment_id = p.id)) END
        FROM (VALUES ${values(s.payments.map((p) => [id(p.id), at(p.at), at(p.paid)]))}) v(id, at, paid)
        WHERE p.id = v.id`,
  );
  if (s.topups.length) {
    await db.execute(
      sql`UPDATE wallet_requests w SET created_at = v.at - interval '20 minutes', decided_at = v.at
          FROM (VALUES ${values(s.topups.map((t) => [id(t.id), at(t.at)]))}) v(id, at) WHERE w.id = v.id`,
    );
  }
  if (s.refunds.size) {
    await db.execute(
      sql`UPDATE refunds r SET created_at = v.at,
            decided_at = CASE WHEN r.decided_at IS NULL THEN NULL ELSE v.decided END
          FROM (VALUES ${values([...s.refunds].map(([n, r]) => [id(n), at(r.at), at(r.decided?.at)]))}) v(id, at, decided)
          WHERE r.id = v.id`,
    );
    await db.execute(
      sql`UPDATE refund_events e SET created_at = CASE e.status WHEN 'pending' THEN r.created_at ELSE r.decided_at END
          FROM refunds r WHERE r.id = e.refund_id`,
    );
    await db.execute(
      sql`UPDATE notices n SET created_at = CASE n.status WHEN 0 THEN r.created_at ELSE r.decided_at END
          FROM refunds r WHERE n.type = 600 AND n.ref_id = r.id`,
    );
  }
  if (s.reviews.size) {
    await db.execute(
      sql`UPDATE product_reviews r SET created_at = v.at,
            replied_at = CASE WHEN r.replied_at IS NULL THEN NULL ELSE v.replied END
          FROM (VALUES ${values([...s.reviews].map(([n, r]) => [id(n), at(r.at), at(r.reply?.at)]))}) v(id, at, replied)
          WHERE r.id = v.id`,
    );
  }
  // The ledger follows the moments its movements happened. The append-only triggers of the entries
  // and journals are switched off for these statements alone, inside one transaction that holds
  // the tables' locks throughout: nothing else can write or change them meanwhile, and only
  // created_at moves (postings carry no time).
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER USER`);
    await ledgerTimes(tx, s, orderIds);
    await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER USER`);
    await tx.execute(sql`ALTER TABLE journals DISABLE TRIGGER USER`);
    await journalTimes(tx, s);
    await tx.execute(sql`ALTER TABLE journals ENABLE TRIGGER USER`);
  });
}

/**
 * The double-entry journals (migration 0013): a journal that moved a
 * user's balance is as old as its entries; one between the platform's accounts only (a card
 * payment, cash collected) as old as the payment or the cash collected; a sale as its completion.
 */
async function journalTimes(db: Db, s: Stamps) {
  await db.execute(
    sql`UPDATE journals j SET created_at = l.created_at FROM ledger_entries l
        WHERE l.journal_id = j.id AND l.created_at <> j.created_at`,
  );
  const alone = sql`NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.journal_id = j.id)`;
  await db.execute(
    sql`UPDATE journals j SET created_at = p.paid_at FROM payments p
        WHERE j.ref_type = 'payment' AND j.ref_id = p.id AND p.paid_at IS NOT NULL AND ${alone}
          AND p.id = ANY(${sqlIds(s.payments.map((p) => p.id))})`,
  );
  await db.execute(
    sql`UPDATE journals j SET created_at = CASE WHEN j.kind IN ('sale', 'cod_settlement') THEN coalesce(o.completed_at, o.paid_at) ELSE o.paid_at END
        FROM orders o
        WHERE j.ref_type = 'order' AND j.ref_id = o.id AND o.paid_at IS NOT NULL AND ${alone}
          AND o.id = ANY(${sqlIds([...s.orders.keys()])})`,
  );
}

async function ledgerTimes(db: Db, s: Stamps, orderIds: number[]) {
  await db.execute(
    sql`UPDATE ledger_entries l SET created_at = p.paid_at FROM payments p
        WHERE l.ref_type = 'payment' AND l.ref_id = p.id AND p.paid_at IS NOT NULL
          AND p.id = ANY(${sqlIds(s.payments.map((p) => p.id))})`,
  );
  await db.execute(
    sql`UPDATE ledger_entries l SET created_at = CASE WHEN l.kind IN ('sale', 'cod_settlement') THEN o.completed_at ELSE o.cancelled_at END
        FROM orders o WHERE l.ref_type = 'order' AND l.ref_id = o.id AND o.id = ANY(${sqlIds(orderIds)})`,
  );
  await db.execute(
    sql`UPDATE ledger_entries l SET created_at = r.decided_at FROM refunds r
        WHERE l.ref_type = 'refund' AND l.ref_id = r.id AND r.decided_at IS NOT NULL`,
  );
  if (s.topups.length) {
    await db.execute(
      sql`UPDATE ledger_entries l SET created_at = w.decided_at FROM wallet_requests w
          WHERE l.ref_type = 'wallet_request' AND l.ref_id = w.id AND w.id = ANY(${sqlIds(s.topups.map((t) => t.id))})`,
    );
  }
}
