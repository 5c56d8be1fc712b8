// The operators' finance view (issue 14): every figure is read from the ledger's postings (migration
// 0013: a posting adds to its account's balance; a user's balance is what the platform owes them;
// money that came in through a channel makes that channel's account negative), so each one can be
// traced to journals that balance. Days are UTC days, like the seller dashboard's.
//
// Read-only SQL over the ledger's tables: the ledger module owns and writes them; reading them here
// keeps that module free of reporting. Left for later: on a very large ledger the balances at the
// period's end scan every posting up to it; a daily snapshot would bound that.
import {
  DEFAULT_CURRENCY,
  type FinanceBalances,
  type FinanceDay,
  type FinanceQuery,
  type FinanceReport,
  financePeriod,
  type LedgerCheck,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';

/** The start of a UTC day as a timestamptz, for comparing with journals.created_at (indexable). */
const dayStart = (date: string) => sql`(${date}::date)::timestamp AT TIME ZONE 'UTC'`;

export async function financeReport(ctx: AdminCtx, q: FinanceQuery): Promise<FinanceReport> {
  const { from, to } = financePeriod(q);
  const [daily, balances, ledger] = await Promise.all([
    dailyFlows(ctx.db, from, to),
    balancesAt(ctx.db, to),
    ledgerCheck(ctx.db),
  ]);
  const sum = (k: keyof Omit<FinanceDay, 'date'>) => daily.reduce((s, d) => s + d[k], 0);
  return {
    from,
    to,
    currency: DEFAULT_CURRENCY,
    totals: {
      paid: sum('paid'),
      refunded: sum('refunded'),
      gross_sales: sum('gross_sales'),
      commission: sum('commission'),
      payouts: sum('payouts'),
    },
    daily,
    balances,
    ledger,
  };
}

/**
 * Per day: paid = what came into orders_paid (only payments of orders put money there: by wallet,
 * card, cash on delivery, and any later method); refunded = what refund journals of orders gave
 * back to buyers' wallets, whether it came out of orders_paid (before completion, cancellations)
 * or from the seller's earning and the commission (after); commission = the net of
 * commission_revenue (sales add, refunds after completion give back); payouts = payouts_sent.
 */
function dailyFlows(db: Db, from: string, to: string) {
  return rows<FinanceDay>(
    db,
    sql`WITH flows AS (
          SELECT (j.created_at AT TIME ZONE 'UTC')::date AS day,
            sum(p.amount) FILTER (WHERE p.platform_account = 'orders_paid' AND p.amount > 0) AS paid,
            sum(p.amount) FILTER (WHERE j.kind = 'refund' AND j.ref_type IN ('order', 'refund') AND a.kind = 'customer')
              AS refunded,
            sum(p.amount) FILTER (WHERE p.platform_account = 'commission_revenue') AS commission,
            sum(p.amount) FILTER (WHERE p.platform_account = 'payouts_sent') AS payouts
          FROM journals j JOIN postings p ON p.journal_id = j.id
          LEFT JOIN wallet_accounts a ON a.id = p.wallet_account_id
          WHERE j.created_at >= ${dayStart(from)} AND j.created_at < ${dayStart(to)} + interval '1 day'
          GROUP BY 1)
        SELECT d.day::date::text AS date, coalesce(f.paid, 0)::int8 AS paid, coalesce(f.refunded, 0)::int8 AS refunded,
          (coalesce(f.paid, 0) - coalesce(f.refunded, 0))::int8 AS gross_sales,
          coalesce(f.commission, 0)::int8 AS commission, coalesce(f.payouts, 0)::int8 AS payouts
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d(day)
        LEFT JOIN flows f ON f.day = d.day::date
        ORDER BY d.day`,
  );
}

/**
 * Balances at the end of the period's last day, summed from the postings of the journals until
 * then (so a past period shows its own end, not today's). A debt posting's amount is minus the
 * increase of the debt (migration 0015), hence the minus; cash collected on delivery made cod_cash
 * negative, so what sellers still hold is its opposite.
 */
async function balancesAt(db: Db, to: string): Promise<FinanceBalances> {
  const b = await one<FinanceBalances>(
    db,
    sql`SELECT
          coalesce(sum(p.amount) FILTER (WHERE a.kind = 'customer' AND p.bucket IN ('available', 'frozen')), 0)::int8
            AS owed_to_customers,
          coalesce(sum(p.amount) FILTER (WHERE p.platform_account = 'earnings_pending'), 0)::int8 AS owed_to_sellers_pending,
          coalesce(sum(p.amount) FILTER (WHERE a.kind = 'merchant' AND p.bucket IN ('available', 'frozen')), 0)::int8
            AS owed_to_sellers_available,
          coalesce(-sum(p.amount) FILTER (WHERE p.bucket = 'debt'), 0)::int8 AS owed_by_sellers,
          coalesce(-sum(p.amount) FILTER (WHERE p.platform_account = 'cod_cash'), 0)::int8 AS cash_held_by_sellers
        FROM postings p JOIN journals j ON j.id = p.journal_id
        LEFT JOIN wallet_accounts a ON a.id = p.wallet_account_id
        WHERE j.created_at < ${dayStart(to)} + interval '1 day'`,
  );
  return b!;
}

/**
 * The ledger's invariants over all time, counted here rather than assumed from the database's
 * triggers: an operator sees the numbers themselves. Balances are compared bucket by bucket with
 * the sums of the account's postings (debt: minus the sum of its debt postings).
 */
export async function ledgerCheck(db: Db): Promise<LedgerCheck> {
  const c = await one<Omit<LedgerCheck, 'sound'>>(
    db,
    sql`SELECT
          (SELECT count(*) FROM journals)::int8 AS journals,
          (SELECT coalesce(sum(amount), 0) FROM postings)::int8 AS postings_sum,
          (SELECT count(*) FROM (
             SELECT j.id FROM journals j LEFT JOIN postings p ON p.journal_id = j.id
             GROUP BY j.id HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0) x)::int8 AS unbalanced_journals,
          (SELECT count(*) FROM wallet_accounts a LEFT JOIN (
             SELECT wallet_account_id AS id,
               coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS av,
               coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS fr,
               coalesce(-sum(amount) FILTER (WHERE bucket = 'debt'), 0) AS de
             FROM postings WHERE wallet_account_id IS NOT NULL GROUP BY wallet_account_id) p ON p.id = a.id
           WHERE a.available <> coalesce(p.av, 0) OR a.frozen <> coalesce(p.fr, 0)
              OR a.debt <> coalesce(p.de, 0))::int8 AS mismatched_accounts`,
  );
  const sound = c!.postings_sum === 0 && c!.unbalanced_journals === 0 && c!.mismatched_accounts === 0;
  return { ...c!, sound };
}
