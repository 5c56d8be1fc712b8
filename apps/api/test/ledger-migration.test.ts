// The migration to double entry (0013): a database with the demo activity and the test helpers'
// activity is taken back to migration 0012 (the journals dropped, ledger_entries as they were
// written), 0013 runs again through db/migrate.ts, and it must rebuild exactly the journals the code
// writes, with every balance unchanged and every invariant holding.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, one, rows } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectLedgerSound, ledgerProblems } from './ledger-invariants.ts';
import { buyer, CARD, credit, marketplace, orderOf, products, type Session } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let admin: Session;
let db: Db;
beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
  db = t.database.db;
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const items = (id: number) => JSON.stringify([{ product_id: id, quantity: 1 }]);

// Since 0014 (commission and earnings) completion settles through platform accounts 0013 knew
// nothing of, and the demo and this test complete orders with today's code: journals of that
// settlement (sales, earnings made available, refunds after completion taken from an earning),
// which no history before 0013 can hold, are left out of the comparison, and so are the two
// invariants about them, which only such history could satisfy.
const earningsRefs = async () =>
  new Set(
    (
      await rows<{ ref: string }>(
        db,
        sql`SELECT DISTINCT j.kind || '|' || j.ref_type || '|' || coalesce(j.ref_id::text, '') AS ref
            FROM journals j JOIN postings p ON p.journal_id = j.id
            WHERE j.kind IN ('sale', 'earning_available', 'cod_settlement')
               OR p.platform_account IN ('commission_revenue', 'earnings_pending') OR p.bucket = 'debt'`,
      )
    ).map((r) => r.ref),
  );
const EARNINGS_PROBLEMS = ['orders_paid differing', 'earnings_pending or commission_revenue', 'cod_cash differing'];

/** A journal: its kind and reference, and its postings in a stable order, without ids or times. */
const journalShapes = async (leaveOut: Set<string>) =>
  (
    await rows<{ shape: string }>(
      db,
      sql`SELECT j.kind || '|' || j.ref_type || '|' || coalesce(j.ref_id::text, '') || '|' || j.memo || '|' ||
                 string_agg(coalesce(p.wallet_account_id::text, p.platform_account) || ':' || p.bucket || ':' || p.amount, ','
                            ORDER BY coalesce(p.wallet_account_id::text, p.platform_account), p.bucket, p.amount) AS shape
          FROM journals j JOIN postings p ON p.journal_id = j.id GROUP BY j.id`,
    )
  )
    .map((r) => r.shape)
    .filter((shape) => !leaveOut.has(shape.split('|').slice(0, 3).join('|')))
    .sort();

/** Every kind of movement the code makes today, through the API as users make them. */
async function activity() {
  // wallet orders: placed and cancelled, refunded before completion, completed and refunded after
  const cancelled = await orderOf(t.app, db, seller, { until: 'to_ship' });
  expect((await post(cancelled.user, '/api/customer/order/cancel', { order_id: cancelled.order.id })).code).toBe(200);
  const early = await orderOf(t.app, db, seller, { until: 'delivered', quantity: 3 });
  const late = await orderOf(t.app, db, seller, { until: 'completed', quantity: 3 });
  for (const o of [early, late]) {
    const req = await post(o.user, '/api/customer/refund/apply', {
      order_id: o.order.id,
      items: JSON.stringify([{ product_id: o.product, quantity: 1 }]),
      reason: 'arrived broken',
    });
    expect((await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(200);
  }
  // a card order, and cash on delivery collected at delivery
  const user = await buyer(t.app, db);
  const [a] = await products(db, 1, { shopOwner: seller.id, stock: 5 });
  const card = await post(user, '/api/checkout/onepage/submit', {
    items: items(a!.id),
    payment_method: 'card',
    ...CARD,
  });
  expect(card.data.paid).toBe(true);
  const cod = await post(user, '/api/checkout/onepage/submit', { items: items(a!.id), payment_method: 'cod' });
  const codOrder = cod.data.orders[0].id;
  await post(seller.token, '/api/seller/order/ship', { order_id: codOrder, log_sn: 'L-1' });
  await post(seller.token, '/api/seller/order/deliver', { order_id: codOrder });
  // the wallet: a card top-up, withdrawals held then paid out, rejected and recalled, a transfer
  const u = await registerUser(t.app);
  await post(u, '/api/customer/info/update_user', { bank_name: 'B', account_name: 'U', account_number: '12345678' });
  expect(
    (
      await post(u, '/api/bank/recharge', {
        amount: 30000,
        currency: 'USD',
        card_number: CARD.card_number,
        exp_month: 12,
        exp_year: 2099,
        cvc: '123',
      })
    ).data.charged,
  ).toBe(true);
  const withdrawals = [];
  for (let i = 0; i < 3; i++)
    withdrawals.push((await post(u, '/api/customer/info/withdraw', { amount: 5000 })).data.id);
  await post(admin.token, `/api/admin/wallet/requests/${withdrawals[0]}/approve`, { remark: 'paid' });
  await post(admin.token, `/api/admin/wallet/requests/${withdrawals[1]}/reject`, { remark: 'no' });
  await post(u, '/api/customer/info/recall', { id: withdrawals[2] });
  await credit(db, seller.id, 101);
  const transferred = await post(seller.token, '/api/customer/info/transfer_balance_to_merchat', { amount: 100 });
  expect(transferred.code).toBe(200);
}

/**
 * Sellers' debts came with 0015 and no history before 0013 can hold one: the debt columns of the
 * history and the accounts are cleared (a movement of the debt alone goes), so what 0013 rebuilds
 * can be compared with what the code wrote. Journals touching a debt are left out of the comparison.
 */
async function withoutDebts() {
  await t.database.runLocked(async (conn) => {
    await conn.exec(`
      ALTER TABLE ledger_entries DISABLE TRIGGER USER;
      DELETE FROM ledger_entries WHERE debt_delta <> 0 AND available_delta = 0 AND frozen_delta = 0;
      UPDATE ledger_entries SET debt_delta = 0, debt_after = 0 WHERE debt_delta <> 0 OR debt_after <> 0;
      ALTER TABLE ledger_entries ENABLE TRIGGER USER;
      ALTER TABLE wallet_accounts DISABLE TRIGGER USER;
      UPDATE wallet_accounts SET debt = 0, debt_since = NULL WHERE debt <> 0;
      ALTER TABLE wallet_accounts ENABLE TRIGGER USER;`);
  });
}

/** Migration 0013 undone: the schema and data of 0012, with ledger_entries as they were written. */
async function backTo0012() {
  await t.database.runLocked(async (conn) => {
    await conn.exec(`
      DROP TRIGGER wallet_accounts_match_postings ON wallet_accounts;
      ALTER TABLE ledger_entries DROP COLUMN journal_id;
      DROP TABLE postings, journals, platform_accounts;
      DROP FUNCTION postings_check(), journals_check(), wallet_accounts_check(), ledger_append_only(),
        ledger_check_journal(bigint), ledger_check_account(bigint);
      DELETE FROM _migrations WHERE name = '0013_double_entry.sql';`);
  });
}

it('migrates the history of before into the journals the code writes, balances unchanged', {
  timeout: 120_000,
}, async () => {
  await activity();
  await expectLedgerSound(db);
  const leaveOut = await earningsRefs();
  await withoutDebts();
  const shapes = await journalShapes(leaveOut);
  const balances = await rows(db, sql`SELECT id, available, frozen FROM wallet_accounts ORDER BY id`);
  const history = await rows<Record<string, unknown>>(db, sql`SELECT * FROM ledger_entries ORDER BY id`);

  await backTo0012();
  expect(await migrate(t.database)).toEqual(['0013_double_entry.sql']);

  expect((await ledgerProblems(db)).filter((p) => !EARNINGS_PROBLEMS.some((e) => p.startsWith(e)))).toEqual([]);
  expect(await rows(db, sql`SELECT id, available, frozen FROM wallet_accounts ORDER BY id`)).toEqual(balances);
  const migrated = await journalShapes(leaveOut);
  expect(migrated).toEqual(shapes);
  const again = await rows<Record<string, unknown>>(db, sql`SELECT * FROM ledger_entries ORDER BY id`);
  // the history is the same, row for row; only the journal ids were given anew
  const withoutJournal = (r: Record<string, unknown>) => ({ ...r, journal_id: undefined });
  expect(again.map(withoutJournal)).toEqual(history.map(withoutJournal));
  const count = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM journals`);
  console.info(`ledger migration: ${count!.n} journals from ${history.length} history rows`);
  // and the code goes on writing on top of it
  expect((await post(seller.token, '/api/customer/info/transfer_balance_to_merchat', { amount: 1 })).code).toBe(200);
  expect((await ledgerProblems(db)).filter((p) => !EARNINGS_PROBLEMS.some((e) => p.startsWith(e)))).toEqual([]);
});
