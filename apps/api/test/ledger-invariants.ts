// The ledger's invariants (issue 14, docs/decisions/0006), checked from the tables themselves:
// call `expectLedgerSound(db)` at the end of any test that moves money. Each check names what it
// found, so a failure says which journal or account is wrong.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, one, rows } from '../src/db/client.ts';

export async function ledgerProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const found = async (what: string, query: ReturnType<typeof sql>) => {
    const bad = await rows<Record<string, unknown>>(db, query);
    if (bad.length)
      problems.push(`${what}: ${JSON.stringify(bad.slice(0, 5))}${bad.length > 5 ? ` (+${bad.length - 5})` : ''}`);
  };
  await found(
    'journals that do not balance (fewer than two postings, or not summing to zero)',
    sql`SELECT j.id, j.kind, count(p.id)::int AS postings, coalesce(sum(p.amount), 0)::int8 AS sum
        FROM journals j LEFT JOIN postings p ON p.journal_id = j.id
        GROUP BY j.id HAVING count(p.id) < 2 OR coalesce(sum(p.amount), 0) <> 0`,
  );
  const total = await one<{ sum: number }>(db, sql`SELECT coalesce(sum(amount), 0)::int8 AS sum FROM postings`);
  if (Number(total!.sum) !== 0) problems.push(`the whole ledger sums to ${total!.sum}, not 0`);
  await found(
    'accounts whose balances differ from the sums of their postings',
    sql`SELECT a.id, a.available, a.frozen, a.debt, coalesce(p.av, 0)::int8 AS posted_available,
          coalesce(p.fr, 0)::int8 AS posted_frozen, coalesce(p.de, 0)::int8 AS posted_debt
        FROM wallet_accounts a LEFT JOIN (
          SELECT wallet_account_id, sum(amount) FILTER (WHERE bucket = 'available') AS av,
                 sum(amount) FILTER (WHERE bucket = 'frozen') AS fr, -sum(amount) FILTER (WHERE bucket = 'debt') AS de
          FROM postings WHERE wallet_account_id IS NOT NULL GROUP BY wallet_account_id) p ON p.wallet_account_id = a.id
        WHERE a.available <> coalesce(p.av, 0) OR a.frozen <> coalesce(p.fr, 0) OR a.debt <> coalesce(p.de, 0)`,
  );
  // orders_paid holds what was paid for orders not completed yet (cancelled ones gave it all back),
  // less what orders completed before earnings existed (paid the seller the whole total) refunded
  // from it before completion; a completion settles exactly what is left (seller_earnings): a card
  // payment or cash collected without its journal shows here
  await found(
    'orders_paid differing from the paid, unsettled orders',
    sql`SELECT held, owed FROM (
          SELECT (SELECT coalesce(sum(amount), 0) FROM postings WHERE platform_account = 'orders_paid')::int8 AS held,
                 ((SELECT coalesce(sum(actual_pay - refunded), 0) FROM orders WHERE status <> 'completed')
                  + (SELECT coalesce(sum(p.amount), 0) FROM journals j
                     JOIN postings p ON p.journal_id = j.id AND p.platform_account = 'orders_paid'
                     JOIN refunds r ON r.id = j.ref_id JOIN orders o ON o.id = r.order_id
                     WHERE j.ref_type = 'refund' AND o.status = 'completed'
                       AND NOT EXISTS (SELECT 1 FROM seller_earnings e WHERE e.order_id = o.id)))::int8 AS owed) x
        WHERE held <> owed`,
  );
  // earnings_pending holds the pending earnings' net less what refunds took back from them, and
  // commission_revenue the commission of every settled order less what refunds gave back, less the
  // affiliate shares credited (what reversals took back returns to it; the unrecovered part does not)
  await found(
    'earnings_pending or commission_revenue differing from the earnings',
    sql`SELECT * FROM (
          SELECT (SELECT coalesce(sum(amount), 0) FROM postings WHERE platform_account = 'earnings_pending')::int8 AS pending,
                 (SELECT coalesce(sum(net - refunded), 0) FROM seller_earnings WHERE state = 'pending')::int8 AS pending_owed,
                 (SELECT coalesce(sum(amount), 0) FROM postings WHERE platform_account = 'commission_revenue')::int8 AS commission,
                 ((SELECT coalesce(sum(commission - commission_returned), 0) FROM seller_earnings)
                  - (SELECT coalesce(sum(amount + unrecovered), 0) FROM affiliate_earnings WHERE credited_at IS NOT NULL))::int8
                   AS commission_owed) x
        WHERE pending <> pending_owed OR commission <> commission_owed`,
  );
  // cod_cash: the cash couriers collected on delivery for orders not completed yet (a completed
  // cash order is settled: the seller kept its net and owes the rest as a debt)
  await found(
    'cod_cash differing from the cash held for orders not settled',
    sql`SELECT held, collected FROM (
          SELECT (SELECT coalesce(sum(amount), 0) FROM postings WHERE platform_account = 'cod_cash')::int8 AS held,
                 (SELECT coalesce(-sum(actual_pay), 0) FROM orders WHERE payment_method = 'cod'
                    AND payment_status IN ('paid', 'refunded') AND status <> 'completed')::int8 AS collected) x
        WHERE held <> collected`,
  );
  await found(
    'accounts below zero',
    sql`SELECT id, kind, available, frozen, debt FROM wallet_accounts WHERE available < 0 OR frozen < 0 OR debt < 0
          OR (kind = 'customer' AND debt <> 0)`,
  );
  // the users' history (ledger_entries) tells the same story as the postings, journal by journal
  await found(
    'history rows that differ from their journal’s postings',
    sql`SELECT coalesce(e.journal_id, p.journal_id) AS journal_id, coalesce(e.account_id, p.account_id) AS account_id,
               e.av AS entry_available, p.av AS posted_available, e.fr AS entry_frozen, p.fr AS posted_frozen,
               e.de AS entry_debt, p.de AS posted_debt
        FROM (SELECT journal_id, account_id, sum(available_delta) AS av, sum(frozen_delta) AS fr, sum(debt_delta) AS de
              FROM ledger_entries GROUP BY journal_id, account_id) e
        FULL JOIN (SELECT journal_id, wallet_account_id AS account_id,
                          coalesce(sum(amount) FILTER (WHERE bucket = 'available'), 0) AS av,
                          coalesce(sum(amount) FILTER (WHERE bucket = 'frozen'), 0) AS fr,
                          coalesce(-sum(amount) FILTER (WHERE bucket = 'debt'), 0) AS de
                   FROM postings WHERE wallet_account_id IS NOT NULL GROUP BY journal_id, wallet_account_id) p
          ON p.journal_id = e.journal_id AND p.account_id = e.account_id
        WHERE e.journal_id IS NULL OR p.journal_id IS NULL OR e.av <> p.av OR e.fr <> p.fr OR e.de <> p.de`,
  );
  await found(
    'history rows dated otherwise than their journal',
    sql`SELECT l.id, l.journal_id, l.created_at, j.created_at AS journal_at
        FROM ledger_entries l JOIN journals j ON j.id = l.journal_id WHERE l.created_at <> j.created_at`,
  );
  await found(
    'accounts whose last history row does not show their balance',
    sql`SELECT a.id, a.available, a.frozen, a.debt, l.available_after, l.frozen_after, l.debt_after
        FROM wallet_accounts a JOIN LATERAL (
          SELECT available_after, frozen_after, debt_after FROM ledger_entries WHERE account_id = a.id ORDER BY id DESC LIMIT 1) l ON true
        WHERE l.available_after <> a.available OR l.frozen_after <> a.frozen OR l.debt_after <> a.debt`,
  );
  return problems;
}

export async function expectLedgerSound(db: Db) {
  expect(await ledgerProblems(db)).toEqual([]);
}
