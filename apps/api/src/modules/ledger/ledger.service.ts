// The ledger (double entry, docs/decisions/0006): every movement of money is one journal whose
// postings sum to zero, written by postJournal in the caller's transaction. A user's balances stay
// on their wallet_accounts row, moved by one conditional UPDATE per line (the CHECKs keep them at
// or above zero; the row lock lets several processes move money on one account without
// overdrawing it). Each user line also appends the user's history row (ledger_entries: direction,
// kind, running balance), which the wallet's flow lists read unchanged. The database refuses, at
// commit, a journal that does not balance and a balance that differs from its postings.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AccountKind, PlatformAccount } from './accounts.ts';

export type { AccountKind, PlatformAccount } from './accounts.ts';

/** A movement of one user's account, as its owner will see it in their history. */
export interface AccountLine {
  account: number;
  available?: number;
  frozen?: number;
  /** what the owner's debt grows by (negative: a debt paid); its posting is the opposite */
  debt?: number;
  direction: 'income' | 'expense';
  /** the history's kind when it differs from the journal's (transfer_out / transfer_in) */
  kind?: string;
}

export interface PlatformLine {
  platform: PlatformAccount;
  amount: number;
}

export interface JournalInput {
  kind: string;
  refType?: string;
  refId?: number;
  memo?: string;
  createdBy?: number | null;
  lines: (AccountLine | PlatformLine)[];
}

interface Posting {
  wallet: number | null;
  platform: PlatformAccount | null;
  bucket: 'available' | 'frozen' | 'debt';
  amount: number;
}

function postingsOf(lines: JournalInput['lines']): Posting[] {
  return lines.flatMap((l): Posting[] =>
    'platform' in l
      ? [{ wallet: null, platform: l.platform, bucket: 'available', amount: l.amount }]
      : [
          { wallet: l.account, platform: null, bucket: 'available' as const, amount: l.available ?? 0 },
          { wallet: l.account, platform: null, bucket: 'frozen' as const, amount: l.frozen ?? 0 },
          { wallet: l.account, platform: null, bucket: 'debt' as const, amount: -(l.debt ?? 0) },
        ].filter((p) => p.amount !== 0),
  );
}

/**
 * Writes one balanced journal; 2000022 when a line would take a balance below zero (the caller's
 * transaction then rolls back). Returns the balances after, one per account line, in order.
 */
export async function postJournal(tx: Db, j: JournalInput): Promise<Balances[]> {
  const postings = postingsOf(j.lines);
  // the database checks it again at commit; this names the mistake where it is made
  if (postings.reduce((s, p) => s + p.amount, 0) !== 0 || postings.length < 2) {
    throw new Error(`journal ${j.kind} does not balance`);
  }
  // balances first: a refusal (2000022) leaves nothing of the journal behind
  const accounts = j.lines.filter((l): l is AccountLine => !('platform' in l));
  const after: Balances[] = [];
  for (const line of accounts) after.push(await moveAccount(tx, line));
  const journal = await one<{ id: number }>(
    tx,
    sql`INSERT INTO journals (kind, ref_type, ref_id, memo, created_by)
        VALUES (${j.kind}, ${j.refType ?? ''}, ${j.refId ?? null}, ${j.memo ?? ''}, ${j.createdBy ?? null}) RETURNING id`,
  );
  for (const [i, line] of accounts.entries()) await appendHistory(tx, journal!.id, j, line, after[i]!);
  await tx.execute(
    sql`INSERT INTO postings (journal_id, wallet_account_id, platform_account, bucket, amount) VALUES ${sql.join(
      postings.map((p) => sql`(${journal!.id}, ${p.wallet}, ${p.platform}, ${p.bucket}, ${p.amount})`),
      sql`, `,
    )}`,
  );
  return after;
}

export interface Balances {
  available: number;
  frozen: number;
  debt: number;
}

async function moveAccount(tx: Db, line: AccountLine) {
  const available = line.available ?? 0;
  const frozen = line.frozen ?? 0;
  const debt = line.debt ?? 0;
  // debt_since: the moment the account began to owe, kept while it owes anything
  const updated = await one<Balances>(
    tx,
    sql`UPDATE wallet_accounts SET available = available + ${available}, frozen = frozen + ${frozen}, debt = debt + ${debt},
          debt_since = CASE WHEN debt + ${debt} = 0 THEN NULL ELSE coalesce(debt_since, now()) END
        WHERE id = ${line.account} AND available + ${available} >= 0 AND frozen + ${frozen} >= 0 AND debt + ${debt} >= 0
        RETURNING available, frozen, debt`,
  );
  if (!updated) throw new AppError('INSUFFICIENT_BALANCE');
  return updated;
}

/** The owner's history row: direction and kind as they see it, and the balances after. */
async function appendHistory(tx: Db, journalId: number, j: JournalInput, line: AccountLine, updated: Balances) {
  const available = line.available ?? 0;
  const frozen = line.frozen ?? 0;
  const debt = line.debt ?? 0;
  await tx.execute(
    sql`INSERT INTO ledger_entries (journal_id, account_id, direction, kind, amount, available_delta, frozen_delta, debt_delta,
          available_after, frozen_after, debt_after, ref_type, ref_id, memo)
        VALUES (${journalId}, ${line.account}, ${line.direction}, ${line.kind ?? j.kind},
          ${Math.max(Math.abs(available), Math.abs(frozen), Math.abs(debt))}, ${available}, ${frozen}, ${debt},
          ${updated.available}, ${updated.frozen}, ${updated.debt}, ${j.refType ?? ''}, ${j.refId ?? null}, ${j.memo ?? ''})`,
  );
}

/** The account's id, creating it on first use (a customer wallet exists for every user). */
export async function accountId(db: Db, userId: number, kind: AccountKind, create = true): Promise<number | null> {
  const found = await one<{ id: number }>(
    db,
    sql`SELECT id FROM wallet_accounts WHERE user_id = ${userId} AND kind = ${kind}`,
  );
  if (found || !create) return found?.id ?? null;
  const made = await one<{ id: number }>(
    db,
    sql`INSERT INTO wallet_accounts (user_id, kind) VALUES (${userId}, ${kind})
        ON CONFLICT (user_id, kind) DO UPDATE SET kind = EXCLUDED.kind RETURNING id`,
  );
  return made!.id;
}

export const balanceOf = (db: Db, userId: number, kind: AccountKind) =>
  one<Balances & { debt_since: string | null }>(
    db,
    sql`SELECT available, frozen, debt, debt_since FROM wallet_accounts WHERE user_id = ${userId} AND kind = ${kind}`,
  );
