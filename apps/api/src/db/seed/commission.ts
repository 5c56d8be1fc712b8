// The demo's commission rules (issue 14) and the state of its sellers' earnings: 10 % on
// everything, 12 % in one category, 8 % plus 0.50 per unit at the second seller's shop; earnings
// dated from their orders' (back-dated) completion, so some are still on hold and older ones
// available (released in the order they fell due).
import { sql } from 'drizzle-orm';
import { releaseEarnings } from '../../modules/earnings/earnings.service.ts';
import type { Db } from '../client.ts';

export async function seedCommission(db: Db, users: Record<string, number>) {
  await db.execute(
    sql`INSERT INTO commission_rules (scope, target_id, rate_bp, fixed)
        SELECT 'global', 0, 1000, 0
        UNION ALL SELECT 'category', (SELECT min(category_id) FROM products), 1200, 0
        UNION ALL SELECT 'shop', id, 800, 50 FROM shops WHERE owner_id = ${users.seller2!}
        ON CONFLICT DO NOTHING`,
  );
}

/** After the orders' history is back-dated: earnings follow their completion, then the hold runs. */
export async function seedEarnings(db: Db, holdDays = 7) {
  await db.execute(
    sql`UPDATE seller_earnings e SET created_at = o.completed_at,
          available_at = o.completed_at + make_interval(days => CASE WHEN e.cash THEN 0 ELSE ${holdDays} END)
        FROM orders o WHERE o.id = e.order_id AND (e.state = 'pending' OR e.cash)`,
  );
  while ((await releaseEarnings(db)) > 0);
  // the release happened when the hold ended, like the rest of the back-dated history (the
  // append-only triggers off for these statements alone, as in orders-backdate.ts); the released
  // accounts' running balances are then summed again in the order of time, so a wallet's history
  // reads step by step although its releases were written after all of its sales
  await db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE ledger_entries DISABLE TRIGGER USER`);
    await tx.execute(
      sql`UPDATE ledger_entries l SET created_at = e.available_at FROM seller_earnings e
          WHERE l.kind = 'earning_available' AND l.ref_type = 'order' AND l.ref_id = e.order_id`,
    );
    await tx.execute(
      sql`UPDATE ledger_entries l SET available_after = r.available, frozen_after = r.frozen
          FROM (SELECT id, sum(available_delta) OVER w AS available, sum(frozen_delta) OVER w AS frozen
                FROM ledger_entries
                WHERE account_id IN (SELECT account_id FROM ledger_entries WHERE kind = 'earning_available')
                WINDOW w AS (PARTITION BY account_id ORDER BY created_at, id)) r
          WHERE r.id = l.id AND (l.available_after <> r.available OR l.frozen_after <> r.frozen)`,
    );
    await tx.execute(sql`ALTER TABLE ledger_entries ENABLE TRIGGER USER`);
    await tx.execute(sql`ALTER TABLE journals DISABLE TRIGGER USER`);
    await tx.execute(
      sql`UPDATE journals j SET created_at = l.created_at FROM ledger_entries l
          WHERE j.kind = 'earning_available' AND l.journal_id = j.id`,
    );
    await tx.execute(sql`ALTER TABLE journals ENABLE TRIGGER USER`);
  });
}
