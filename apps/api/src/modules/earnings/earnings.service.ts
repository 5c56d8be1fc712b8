// Sellers' earnings (issue 14, decision 0006): at completion the order's money leaves orders_paid
// in one journal — the commission to commission_revenue, the rest to earnings_pending — and a
// seller_earnings row says whose it is and from when it may be paid; a job moves it to the shop
// owner's merchant account (available) once that moment passes.
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { type AccountLine, accountId, type PlatformLine, postJournal } from '../ledger/ledger.service.ts';

const nonZero = (lines: (AccountLine | PlatformLine)[]) =>
  lines.filter((l) => ('platform' in l ? l.amount !== 0 : (l.available ?? 0) !== 0 || (l.frozen ?? 0) !== 0));

/**
 * Settles a completed order (its row locked by the caller): what the buyer paid and was not given
 * back (refunds before completion stay with the buyer), less the commission recorded on the items
 * for the units not returned.
 */
export async function settleOrder(tx: Db, orderId: number, actorId: number | null, holdDays: number) {
  const o = await one<{ shop_id: number; owner_id: number | null; gross: number; commission: number }>(
    tx,
    sql`SELECT o.shop_id, s.owner_id,
          CASE WHEN o.payment_status IN ('paid', 'refunded') THEN o.actual_pay - o.refunded ELSE 0 END::int8 AS gross,
          (SELECT coalesce(sum(round(i.commission * (i.quantity - i.returned)::numeric / i.quantity)), 0)
             FROM order_items i WHERE i.order_id = o.id)::int8 AS commission
        FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = ${orderId}`,
  );
  if (!o?.owner_id || o.gross <= 0) return;
  const gross = Number(o.gross);
  const commission = Math.min(Number(o.commission), gross);
  const net = gross - commission;
  const account = (await accountId(tx, o.owner_id, 'merchant'))!;
  await postJournal(tx, {
    kind: 'sale',
    refType: 'order',
    refId: orderId,
    createdBy: actorId,
    lines: nonZero([
      { platform: 'orders_paid', amount: -gross },
      { platform: 'commission_revenue', amount: commission },
      { platform: 'earnings_pending', amount: net },
    ]),
  });
  await tx.execute(
    sql`INSERT INTO seller_earnings (order_id, shop_id, account_id, gross, commission, net, available_at)
        VALUES (${orderId}, ${o.shop_id}, ${account}, ${gross}, ${commission}, ${net},
          now() + make_interval(days => ${holdDays}))`,
  );
  if (holdDays === 0) await release(tx, orderId);
}

interface Due {
  order_id: number;
  account_id: number;
  amount: number;
  available_at?: string;
}

/** Hold 0: the earning just written is available at once, in the completion's transaction. */
async function release(tx: Db, orderId: number) {
  const due = await rows<Due>(
    tx,
    sql`UPDATE seller_earnings SET state = 'available' WHERE order_id = ${orderId} AND state = 'pending'
        RETURNING order_id, account_id, (net - refunded)::int8 AS amount`,
  );
  await postReleases(tx, due);
}

async function postReleases(tx: Db, due: Due[]) {
  for (const d of due) {
    const amount = Number(d.amount);
    if (amount <= 0) continue;
    await postJournal(tx, {
      kind: 'earning_available',
      refType: 'order',
      refId: d.order_id,
      lines: [
        { platform: 'earnings_pending', amount: -amount },
        { account: d.account_id, available: amount, direction: 'income' },
      ],
    });
  }
}

/** The job: earnings whose hold has passed become available; safe in several processes at once. */
export async function releaseEarnings(db: Db, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await rows<Due>(
      tx,
      sql`UPDATE seller_earnings SET state = 'available'
          WHERE order_id IN (SELECT order_id FROM seller_earnings WHERE state = 'pending' AND available_at <= now()
                             ORDER BY available_at LIMIT ${batch} FOR UPDATE SKIP LOCKED)
            AND state = 'pending'
          RETURNING order_id, account_id, (net - refunded)::int8 AS amount, available_at`,
    );
    // RETURNING keeps no order: a seller's history reads them in the order they fell due
    due.sort(
      (a, b) => Date.parse(String(a.available_at)) - Date.parse(String(b.available_at)) || a.order_id - b.order_id,
    );
    await postReleases(tx, due);
    return due.length;
  });
}

/**
 * A refund approved after completion: the commission's share of it comes back from
 * commission_revenue, the rest from the seller — the order's earning while it is pending, then the
 * merchant account (2000022 when that cannot cover it: debts are for later). Answers the journal's
 * lines that pay for it; the caller adds the buyer's line.
 */
export async function refundSource(
  tx: Db,
  orderId: number,
  ownerId: number,
  amount: number,
): Promise<(AccountLine | PlatformLine)[]> {
  const account = (await accountId(tx, ownerId, 'merchant'))!;
  const e = await one<{ state: string; gross: number; commission: number; returned: number; left: number }>(
    tx,
    sql`SELECT state, gross::int8, commission::int8, commission_returned::int8 AS returned, (net - refunded)::int8 AS left
        FROM seller_earnings WHERE order_id = ${orderId} FOR UPDATE`,
  );
  // orders completed before earnings existed paid the seller everything
  if (!e) return [{ account, available: -amount, direction: 'expense' }];
  const share = Number(e.gross) > 0 ? Math.round((Number(e.commission) * amount) / Number(e.gross)) : 0;
  const commissionBack = Math.min(share, Number(e.commission) - Number(e.returned), amount);
  const fromSeller = amount - commissionBack;
  const fromPending = e.state === 'pending' ? Math.min(fromSeller, Number(e.left)) : 0;
  await tx.execute(
    sql`UPDATE seller_earnings SET refunded = refunded + ${fromSeller}, commission_returned = commission_returned + ${commissionBack},
          state = CASE WHEN refunded + ${fromSeller} >= net THEN 'reversed' ELSE state END
        WHERE order_id = ${orderId}`,
  );
  return nonZero([
    { platform: 'commission_revenue', amount: -commissionBack },
    { platform: 'earnings_pending', amount: -fromPending },
    { account, available: -(fromSeller - fromPending), direction: 'expense' },
  ]);
}
