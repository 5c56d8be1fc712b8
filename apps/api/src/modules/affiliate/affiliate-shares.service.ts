// The affiliate's money (issue 16). The referrer's share is a part of the platform's commission on a
// referred customer's completed order — never of the seller's net, which settleOrder has already
// put in earnings_pending. It is recorded pending at completion (a row, no journal: the commission
// stays in commission_revenue), credited to the referrer's wallet when the order's earnings become
// available (journal affiliate_credit: commission_revenue → wallet, in the release job's
// transaction), and shrinks with refunds after completion (pending: the row only; credited: journal
// affiliate_reversal, wallet → commission_revenue). A wallet never goes below zero: what it cannot
// give back is recorded as `unrecovered`, the platform's loss (docs: affiliate).
import { formatMinor } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';

/** The share of a commission, rounded down (the platform never pays more than the rate). */
export const shareOf = (commission: number, rateBp: number) => Math.floor((Math.max(commission, 0) * rateBp) / 10_000);

/** The operators' switch (website_config affiliate_enabled); on unless set to false. */
export async function programmeOn(db: Db): Promise<boolean> {
  const found = await one<{ value: unknown }>(
    db,
    sql`SELECT value FROM website_config WHERE key = 'affiliate_enabled'`,
  );
  return found?.value !== false;
}

/**
 * At completion, after settleOrder wrote the seller's earning (row locked by the caller's order
 * lock): the referrer's share, pending until the same moment as the seller's earning. Nothing when
 * the programme is off, the buyer was not referred, the referral's period ended, or the shop is
 * the referrer's own (a seller earns no share of their own sales).
 */
export async function recordAffiliateShare(tx: Db, orderId: number, holdDays: number) {
  const r = await one<{ referrer_id: number; buyer_id: number; rate_bp: number; commission: number }>(
    tx,
    sql`SELECT r.referrer_id, o.user_id AS buyer_id, r.rate_bp, (e.commission - e.commission_returned)::int8 AS commission
        FROM orders o
        JOIN affiliate_referrals r ON r.user_id = o.user_id
        JOIN seller_earnings e ON e.order_id = o.id
        JOIN shops s ON s.id = o.shop_id
        WHERE o.id = ${orderId} AND o.completed_at <= r.ends_at AND s.owner_id IS DISTINCT FROM r.referrer_id`,
  );
  if (!r) return;
  const share = shareOf(r.commission, r.rate_bp);
  if (share <= 0 || !(await programmeOn(tx))) return;
  const account = (await accountId(tx, r.referrer_id, 'customer'))!;
  await tx.execute(
    sql`INSERT INTO affiliate_earnings (order_id, referrer_id, buyer_id, account_id, rate_bp, commission, initial, amount, available_at)
        VALUES (${orderId}, ${r.referrer_id}, ${r.buyer_id}, ${account}, ${r.rate_bp}, ${r.commission}, ${share}, ${share},
          now() + ${holdDays}::float8 * interval '1 day')
        ON CONFLICT (order_id) DO NOTHING`,
  );
  if (holdDays === 0) await credit(tx, sql`order_id = ${orderId} AND state = 'pending'`);
}

interface Credited {
  order_id: number;
  referrer_id: number;
  account_id: number;
  amount: number;
}

/** Marks the rows credited and pays each into the referrer's wallet. Answers how many. */
async function credit(tx: Db, where: SQL): Promise<number> {
  const due = await rows<Credited>(
    tx,
    sql`UPDATE affiliate_earnings SET state = 'credited', credited_at = now() WHERE ${where}
        RETURNING order_id, referrer_id, account_id, amount::int8`,
  );
  due.sort((a, b) => a.order_id - b.order_id);
  for (const d of due) {
    if (d.amount <= 0) continue;
    await postJournal(tx, {
      kind: 'affiliate_credit',
      refType: 'order',
      refId: d.order_id,
      lines: [
        { platform: 'commission_revenue', amount: -d.amount },
        { account: d.account_id, available: d.amount, direction: 'income' },
      ],
    });
    await notify(tx, d.referrer_id, { type: 1300, status: 1, message: formatMinor(d.amount) });
  }
  return due.length;
}

/**
 * The release job's part (earnings.service.ts releaseEarnings, same transaction): shares whose
 * moment came — the same moment as their order's seller earning — are credited. Rows another
 * process holds are skipped, as the seller's are.
 */
export function creditDueAffiliateShares(tx: Db, batch = 100): Promise<number> {
  return credit(
    tx,
    sql`order_id IN (SELECT order_id FROM affiliate_earnings WHERE state = 'pending' AND available_at <= now()
                     ORDER BY available_at LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        AND state = 'pending'`,
  );
}

/**
 * A refund after completion (earnings.service.ts refundSource, after it updated the seller's
 * earning, whose row it holds): the share becomes what the commission the order still keeps gives.
 * Pending, the row shrinks; credited, the difference comes back from the wallet as far as its
 * available balance goes, the rest is `unrecovered`. Safe to call twice: it only ever lowers the
 * share to what the order's commission now gives.
 */
export async function reverseAffiliateShare(tx: Db, orderId: number) {
  const a = await one<{
    state: string;
    amount: number;
    rate_bp: number;
    account_id: number;
    referrer_id: number;
    kept: number;
  }>(
    tx,
    sql`SELECT a.state, a.amount::int8, a.rate_bp, a.account_id, a.referrer_id,
          (e.commission - e.commission_returned)::int8 AS kept
        FROM affiliate_earnings a JOIN seller_earnings e ON e.order_id = a.order_id
        WHERE a.order_id = ${orderId} FOR UPDATE OF a`,
  );
  if (!a || a.state === 'reversed') return;
  const left = Math.min(a.amount, shareOf(a.kept, a.rate_bp));
  const back = a.amount - left;
  if (back <= 0) return;
  // pending, the share just shrinks; credited, what the wallet cannot give back is unrecovered
  let unrecovered = 0;
  if (a.state === 'credited') {
    const held = await one<{ available: number }>(
      tx,
      sql`SELECT available FROM wallet_accounts WHERE id = ${a.account_id} FOR UPDATE`,
    );
    const taken = Math.min(Number(held?.available ?? 0), back);
    unrecovered = back - taken;
    if (taken > 0) {
      await postJournal(tx, {
        kind: 'affiliate_reversal',
        refType: 'order',
        refId: orderId,
        lines: [
          { account: a.account_id, available: -taken, direction: 'expense' },
          { platform: 'commission_revenue', amount: taken },
        ],
      });
    }
    await notify(tx, a.referrer_id, { type: 1400, status: -1, message: formatMinor(back) });
  }
  await tx.execute(
    sql`UPDATE affiliate_earnings SET amount = ${left}, unrecovered = unrecovered + ${unrecovered},
          state = CASE WHEN ${left}::int8 = 0 THEN 'reversed' ELSE state END,
          reversed_at = CASE WHEN ${left}::int8 = 0 THEN now() ELSE reversed_at END
        WHERE order_id = ${orderId}`,
  );
}
