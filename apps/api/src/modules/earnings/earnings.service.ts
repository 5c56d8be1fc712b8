// Sellers' earnings (issue 14, decision 0006): at completion the order's money leaves orders_paid
// in one journal — the commission to commission_revenue, the rest to earnings_pending — and a
// seller_earnings row says whose it is and from when it may be paid; a job moves it to the shop
// owner's merchant account (available) once that moment passes.
import { SYSTEM_MEMOS } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import {
  creditDueAffiliateShares,
  recordAffiliateShare,
  reverseAffiliateShare,
} from '../affiliate/affiliate-shares.service.ts';
import { type AccountLine, accountId, type PlatformLine, postJournal } from '../ledger/ledger.service.ts';

const nonZero = (lines: (AccountLine | PlatformLine)[]) =>
  lines.filter((l) =>
    'platform' in l ? l.amount !== 0 : (l.available ?? 0) !== 0 || (l.frozen ?? 0) !== 0 || (l.debt ?? 0) !== 0,
  );

/**
 * Settles a completed order (its row locked by the caller): what the buyer paid and was not given
 * back (refunds before completion stay with the buyer), less the commission recorded on the items
 * for the units not returned. Paid in cash on delivery, the seller's courier holds all the cash:
 * the net is theirs already, and what the platform is owed (the commission, and whatever it gave
 * back to the buyer before completion) becomes the merchant account's debt.
 */
export async function settleOrder(tx: Db, orderId: number, actorId: number | null, holdDays: number) {
  const o = await one<{ shop_id: number; owner_id: number | null; gross: number; commission: number; cash: number }>(
    tx,
    sql`SELECT o.shop_id, s.owner_id,
          CASE WHEN o.payment_status IN ('paid', 'refunded') THEN o.actual_pay - o.refunded ELSE 0 END::int8 AS gross,
          (SELECT coalesce(sum(round(i.commission * (i.quantity - i.returned)::numeric / i.quantity)), 0)
             FROM order_items i WHERE i.order_id = o.id)::int8 AS commission,
          CASE WHEN o.payment_method = 'cod' AND o.payment_status IN ('paid', 'refunded') THEN o.actual_pay ELSE 0 END::int8 AS cash
        FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.id = ${orderId}`,
  );
  if (!o?.owner_id) return;
  const commission = Math.min(o.commission, Math.max(o.gross, 0));
  const net = Math.max(o.gross, 0) - commission;
  const account = (await accountId(tx, o.owner_id, 'merchant'))!;
  const ref = { refType: 'order', refId: orderId, createdBy: actorId };
  if (o.gross > 0) {
    await postJournal(tx, {
      kind: 'sale',
      ...ref,
      lines: nonZero([
        { platform: 'orders_paid', amount: -o.gross },
        { platform: 'commission_revenue', amount: commission },
        { platform: 'earnings_pending', amount: net },
      ]),
    });
  }
  // every completed order has its earning, a fully refunded one too (reversed, all zero), so a
  // seller can follow each order and nothing is settled twice
  const state = o.gross <= 0 ? 'reversed' : o.cash > 0 ? 'withdrawn' : 'pending';
  await tx.execute(
    sql`INSERT INTO seller_earnings (order_id, shop_id, account_id, gross, commission, net, available_at, cash, withdrawn, state)
        VALUES (${orderId}, ${o.shop_id}, ${account}, ${Math.max(o.gross, 0)}, ${commission}, ${net},
          now() + ${state === 'pending' ? holdDays : 0}::float8 * interval '1 day', ${o.cash > 0}, ${o.cash > 0 ? net : 0}, ${state})`,
  );
  if (o.cash > 0) {
    await postJournal(tx, {
      kind: 'cod_settlement',
      ...ref,
      memo: SYSTEM_MEMOS.codKept,
      lines: nonZero([
        { platform: 'earnings_pending', amount: -net },
        { platform: 'cod_cash', amount: o.cash },
        { account, debt: o.cash - net, direction: 'expense' },
      ]),
    });
  } else if (holdDays === 0 && state === 'pending') await release(tx, orderId);
  // the referrer's share of the commission, if the buyer was referred (modules/affiliate)
  if (state !== 'reversed') await recordAffiliateShare(tx, orderId, holdDays);
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

/** An earning falls due: it pays the account's debt first, the rest becomes available. */
async function postReleases(tx: Db, due: Due[]) {
  for (const d of due) {
    if (d.amount <= 0) continue;
    const owed = await one<{ debt: number }>(
      tx,
      sql`SELECT debt FROM wallet_accounts WHERE id = ${d.account_id} FOR UPDATE`,
    );
    const netted = Math.min(owed?.debt ?? 0, d.amount);
    await postJournal(tx, {
      kind: 'earning_available',
      refType: 'order',
      refId: d.order_id,
      memo: netted > 0 ? SYSTEM_MEMOS.debtNetted : '',
      lines: [
        { platform: 'earnings_pending', amount: -d.amount },
        { account: d.account_id, available: d.amount - netted, debt: -netted, direction: 'income' },
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
    // referrers' shares fall due at the same moment as their orders' earnings, in this transaction
    return due.length + (await creditDueAffiliateShares(tx, batch));
  });
}

/**
 * A refund approved after completion: the commission's share of it comes back from
 * commission_revenue, the rest from the seller — the order's earning while it is pending, then the
 * merchant account's available balance, and what that cannot cover becomes the account's debt,
 * netted from its next earnings. Answers the journal's lines that pay for it; the caller adds the
 * buyer's line.
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
  const share = e && e.gross > 0 ? Math.round((e.commission * amount) / e.gross) : 0;
  const commissionBack = e ? Math.min(share, e.commission - e.returned, amount) : 0;
  const fromSeller = amount - commissionBack;
  const fromPending = e?.state === 'pending' ? Math.min(fromSeller, e.left) : 0;
  if (e) {
    await tx.execute(
      sql`UPDATE seller_earnings SET refunded = refunded + ${fromSeller}, commission_returned = commission_returned + ${commissionBack},
            state = CASE WHEN refunded + ${fromSeller} >= net THEN 'reversed' ELSE state END
          WHERE order_id = ${orderId}`,
    );
    // the referrer's share follows the commission the order keeps
    await reverseAffiliateShare(tx, orderId);
  }
  const held = await one<{ available: number }>(
    tx,
    sql`SELECT available FROM wallet_accounts WHERE id = ${account} FOR UPDATE`,
  );
  const fromAvailable = Math.min(held?.available ?? 0, fromSeller - fromPending);
  const owed = fromSeller - fromPending - fromAvailable;
  return nonZero([
    { platform: 'commission_revenue', amount: -commissionBack },
    { platform: 'earnings_pending', amount: -fromPending },
    { account, available: -fromAvailable, debt: owed, direction: 'expense' },
  ]);
}
