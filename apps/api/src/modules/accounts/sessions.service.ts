// Sessions: opaque random tokens (256 bits), stored as SHA-256 only, revocable, with a sliding
// expiry. Unknown token 1000004; absent or expired 1100003; revoked (logged out) 2000017. A banned
// account's tokens are refused here too (2000017), read from the database on every request, so a
// ban holds at once in every server process even for a session opened while the ban was being made.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { Ctx, SessionUser } from '../../lib/ctx.ts';
import { AppError } from '../../lib/errors.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Extending the expiry on every request would write on every read; once a minute is enough. */
const TOUCH_AFTER_MS = 60_000;

export async function createSession(
  db: Db,
  userId: number,
  days: number,
  meta: { userAgent?: string; ip?: string } = {},
) {
  const token = randomBytes(32).toString('base64url');
  await db.execute(
    sql`INSERT INTO sessions (token_hash, user_id, expires_at, user_agent, ip)
        VALUES (${hashToken(token)}, ${userId}, now() + make_interval(days => ${days}),
                ${(meta.userAgent ?? '').slice(0, 300)}, ${meta.ip ?? ''})`,
  );
  return token;
}

interface SessionRow extends SessionUser {
  expired: boolean;
  revoked: boolean;
  banned: boolean;
  idle_ms: number;
}

export async function authenticate(ctx: Ctx, token: string | undefined): Promise<SessionUser> {
  if (!token) throw new AppError('NOT_LOGGED_IN');
  const row = await one<SessionRow>(
    ctx.db,
    sql`SELECT u.id, u.email, u.name, u.role, s.expires_at <= now() AS expired, s.revoked_at IS NOT NULL AS revoked,
          u.banned_at IS NOT NULL AS banned,
          (extract(epoch FROM now() - s.last_used_at) * 1000)::float8 AS idle_ms
        FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${hashToken(token)}`,
  );
  if (!row) throw new AppError('INVALID_TOKEN');
  if (row.revoked) throw new AppError('SESSION_REVOKED');
  if (row.banned) throw new AppError('SESSION_REVOKED', 'session revoked: the account is banned');
  if (row.expired) throw new AppError('NOT_LOGGED_IN');
  if (row.idle_ms > TOUCH_AFTER_MS) {
    await ctx.db.execute(
      sql`UPDATE sessions SET last_used_at = now(), expires_at = now() + make_interval(days => ${ctx.config.sessionDays})
          WHERE token_hash = ${hashToken(token)}`,
    );
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL`,
  );
}

/** A password change signs out every other session of the user. */
export async function revokeOtherSessions(db: Db, userId: number, keepToken: string): Promise<void> {
  await db.execute(
    sql`UPDATE sessions SET revoked_at = now()
        WHERE user_id = ${userId} AND token_hash <> ${hashToken(keepToken)} AND revoked_at IS NULL`,
  );
}

/** A ban ends every session of the account and drops a pending password reset, in the ban's transaction. */
export async function endAllSessions(tx: Db, userId: number): Promise<number> {
  const ended = await one<{ n: number }>(
    tx,
    sql`WITH ended AS (UPDATE sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL RETURNING 1)
        SELECT count(*)::int AS n FROM ended`,
  );
  await tx.execute(sql`DELETE FROM password_resets WHERE user_id = ${userId}`);
  return ended?.n ?? 0;
}

/** Signing in (password, TikTok, seller link) is refused to a banned account. */
export async function refuseBanned(db: Db, userId: number): Promise<void> {
  const row = await one<{ banned: boolean }>(
    db,
    sql`SELECT banned_at IS NOT NULL AS banned FROM users WHERE id = ${userId}`,
  );
  if (row?.banned) throw new AppError('ACCOUNT_BANNED');
}

/** An account's live sessions for the admin's user page: when and from where, never the token or its hash. */
export function liveSessions(db: Db, userId: number) {
  return rows<{ created_at: string; last_used_at: string; expires_at: string; ip: string; user_agent: string }>(
    db,
    sql`SELECT created_at, last_used_at, expires_at, ip, user_agent FROM sessions
        WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > now()
        ORDER BY last_used_at DESC LIMIT 20`,
  );
}

/** The user of a live session, or none: how rate limits tell one user from another. */
export async function sessionUserId(db: Db, token: string): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM sessions WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL AND expires_at > now()`,
  );
  return row?.user_id;
}
