// Slows down password guessing (login, and the current password when changing it). Failures count
// per account and client address, and per account over all addresses:
// - per address: 5 free tries, then waits of 1, 2, 4 … up to 300 s: a guesser is slowed at once;
// - per account: 50 free failures from anywhere, then the wait grows by 1 s every 10 failures, up
//   to 60 s: a stranger guessing from elsewhere delays the owner a little but cannot keep them out.
// Counts are forgotten an hour after the last failure. Rows live in the database, so every server
// process sees the same counts.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

const ACCOUNT = '*';

/** Seconds the client must wait before trying this account's password again (0: go ahead). */
export async function guessWait(db: Db, userId: number, client: string): Promise<number> {
  const row = await one<{ wait_s: number }>(
    db,
    sql`SELECT coalesce(max(ceil(extract(epoch FROM updated_at + make_interval(secs =>
              CASE WHEN client = ${ACCOUNT} THEN least(60, ceil((failures - 49) / 10.0))
                   ELSE least(300, power(2, least(failures - 5, 9))) END) - now()))), 0)::int AS wait_s
        FROM login_throttle
        WHERE user_id = ${userId} AND client IN (${client}, ${ACCOUNT}) AND updated_at > now() - interval '1 hour'
          AND failures >= CASE WHEN client = ${ACCOUNT} THEN 50 ELSE 5 END`,
  );
  return Math.max(0, row?.wait_s ?? 0);
}

/** 429 with the wait when the client must wait. */
export async function refuseWhileThrottled(db: Db, userId: number, client: string): Promise<void> {
  const wait = await guessWait(db, userId, client);
  if (wait > 0) {
    throw new AppError(
      'RATE_LIMITED',
      `too many failed password tries; try again in ${wait} s`,
      { retry_after_s: wait },
      429,
    );
  }
}

export async function recordFailure(db: Db, userId: number, client: string): Promise<void> {
  await db.execute(
    sql`INSERT INTO login_throttle (user_id, client, failures) VALUES (${userId}, ${client}, 1), (${userId}, ${ACCOUNT}, 1)
        ON CONFLICT (user_id, client) DO UPDATE SET updated_at = now(),
          failures = CASE WHEN login_throttle.updated_at < now() - interval '1 hour' THEN 1
                          ELSE login_throttle.failures + 1 END`,
  );
}

/** A right password clears this address's count; the account-wide count fades on its own. */
export async function clearFailures(db: Db, userId: number, client: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE user_id = ${userId} AND client = ${client}`);
}

/** A password reset by emailed code proves the owner: every count of the account goes. */
export async function forgetFailures(db: Db, userId: number): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE user_id = ${userId}`);
}
