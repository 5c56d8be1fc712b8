// The double-entry ledger (issue 14, docs/decisions/0006): what the database refuses (a journal
// that does not balance, a balance moved without postings, any change to a journal or posting),
// and one journal per movement with every account it touches. The migration: ledger-migration.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, one, rows } from '../src/db/client.ts';
import { accountId, postJournal } from '../src/modules/ledger/ledger.service.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { credit, marketplace, type Session } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let db: Db;
beforeAll(async () => {
  ({ t, seller } = await marketplace());
  db = t.database.db;
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });

/** What the database (or the code) answered: the reason it refused, or 'accepted'. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
    return 'accepted';
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return `${err.message} ${err.cause?.message ?? ''}`;
  }
}

describe('the double-entry ledger', () => {
  it('holds its invariants on the demo marketplace', async () => {
    await expectLedgerSound(db);
    const kinds = await rows<{ kind: string }>(db, sql`SELECT DISTINCT kind FROM journals ORDER BY kind`);
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['payment', 'sale', 'topup', 'refund']));
  });

  it('refuses, at commit, a journal that does not balance or has a single posting, and keeps nothing', async () => {
    const before = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM journals`);
    const attempt = (amounts: number[]) =>
      db.transaction(async (tx) => {
        const j = await one<{ id: number }>(tx, sql`INSERT INTO journals (kind) VALUES ('test') RETURNING id`);
        for (const [i, amount] of amounts.entries()) {
          await tx.execute(
            sql`INSERT INTO postings (journal_id, platform_account, amount)
                VALUES (${j!.id}, ${i % 2 ? 'adjustments' : 'bank_received'}, ${amount})`,
          );
        }
      });
    expect(await refusal(attempt([100, -99]))).toMatch(/does not balance: 2 postings summing to 1/);
    expect(await refusal(attempt([100]))).toMatch(/does not balance: 1 postings/);
    expect(await refusal(attempt([]))).toMatch(/does not balance: 0 postings/);
    expect(await refusal(attempt([100, -100]))).toBe('accepted');
    expect((await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM journals`))!.n).toBe(before!.n + 1);
    // postJournal names the mistake before the database does
    expect(
      await refusal(
        db.transaction((tx) => postJournal(tx, { kind: 'test', lines: [{ platform: 'adjustments', amount: 5 }] })),
      ),
    ).toMatch(/journal test does not balance/);
  });

  it('refuses a balance moved without postings, and any change to a journal or posting', async () => {
    const account = (await accountId(db, seller.id, 'customer'))!;
    expect(
      await refusal(
        db.transaction((tx) =>
          tx.execute(sql`UPDATE wallet_accounts SET available = available + 1 WHERE id = ${account}`),
        ),
      ),
    ).toMatch(/its postings sum to/);
    const posting = await one<{ id: number; journal_id: number }>(db, sql`SELECT id, journal_id FROM postings LIMIT 1`);
    for (const change of [
      sql`UPDATE postings SET amount = amount + 1 WHERE id = ${posting!.id}`,
      sql`DELETE FROM postings WHERE id = ${posting!.id}`,
      sql`UPDATE journals SET memo = 'x' WHERE id = ${posting!.journal_id}`,
      sql`DELETE FROM journals WHERE id = ${posting!.journal_id}`,
      sql`TRUNCATE postings`,
    ]) {
      expect(await refusal(db.execute(change))).toMatch(/is append-only/);
    }
    await expectLedgerSound(db);
  });

  it('writes a transfer to the merchant account as one journal with both of the user’s accounts', async () => {
    await credit(db, seller.id, 250);
    const res = await post(seller.token, '/api/customer/info/transfer_balance_to_merchat', { amount: 250 });
    expect(res.code).toBe(200);
    const journal = await one<{ id: number; kind: string; created_by: number }>(
      db,
      sql`SELECT id, kind, created_by FROM journals ORDER BY id DESC LIMIT 1`,
    );
    expect(journal).toMatchObject({ kind: 'transfer', created_by: seller.id });
    const lines = await rows<{ kind: string; amount: number; direction: string }>(
      db,
      sql`SELECT w.kind, p.amount, l.direction FROM postings p JOIN wallet_accounts w ON w.id = p.wallet_account_id
          JOIN ledger_entries l ON l.journal_id = p.journal_id AND l.account_id = p.wallet_account_id
          WHERE p.journal_id = ${journal!.id} ORDER BY p.id`,
    );
    expect(lines).toEqual([
      { kind: 'customer', amount: -250, direction: 'expense' },
      { kind: 'merchant', amount: 250, direction: 'income' },
    ]);
    // more than the wallet holds: 2000022, and no journal, posting or history row is left
    const count = sql`SELECT (SELECT count(*) FROM journals) + (SELECT count(*) FROM postings) + (SELECT count(*) FROM ledger_entries) AS n`;
    const before = await one<{ n: number }>(db, count);
    expect((await post(seller.token, '/api/customer/info/transfer_balance_to_merchat', { amount: 1 })).code).toBe(
      2000022,
    );
    expect(await one<{ n: number }>(db, count)).toEqual(before);
  });
});
