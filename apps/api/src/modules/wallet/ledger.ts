// The ledger: every change of a balance is one conditional UPDATE of the account row (which the
// CHECK constraints keep at or above zero) and one appended entry, in the caller's transaction.
// Concurrency is the database's: the UPDATE takes the row lock, so several server processes can
// move money on one account at once and none can overdraw it.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

export type AccountKind = 'customer' | 'merchant';

export interface Movement {
  direction: 'income' | 'expense';
  kind: string;
  amount: number;
  availableDelta: number;
  frozenDelta?: number;
  refType?: string;
  refId?: number;
  memo?: string;
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

/** Applies a movement; 2000022 when it would take the available balance below zero. */
export async function post(tx: Db, account: number, m: Movement): Promise<{ available: number; frozen: number }> {
  const frozenDelta = m.frozenDelta ?? 0;
  const updated = await one<{ available: number; frozen: number }>(
    tx,
    sql`UPDATE wallet_accounts SET available = available + ${m.availableDelta}, frozen = frozen + ${frozenDelta}
        WHERE id = ${account} AND available + ${m.availableDelta} >= 0 AND frozen + ${frozenDelta} >= 0
        RETURNING available, frozen`,
  );
  if (!updated) throw new AppError('INSUFFICIENT_BALANCE');
  await tx.execute(
    sql`INSERT INTO ledger_entries (account_id, direction, kind, amount, available_delta, frozen_delta,
          available_after, frozen_after, ref_type, ref_id, memo)
        VALUES (${account}, ${m.direction}, ${m.kind}, ${m.amount}, ${m.availableDelta}, ${frozenDelta},
          ${updated.available}, ${updated.frozen}, ${m.refType ?? ''}, ${m.refId ?? null}, ${m.memo ?? ''})`,
  );
  return updated;
}

export const balanceOf = (db: Db, userId: number, kind: AccountKind) =>
  one<{ available: number; frozen: number }>(
    db,
    sql`SELECT available, frozen FROM wallet_accounts WHERE user_id = ${userId} AND kind = ${kind}`,
  );
