// Sessions: opaque random tokens (256 bits), stored as SHA-256 only, revocable, with a sliding
// expiry. Unknown token 1000004; absent or expired 1100003; revoked (logged out) 2000017.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
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
  idle_ms: number;
}

export async function authenticate(ctx: Ctx, token: string | undefined): Promise<SessionUser> {
  if (!token) throw new AppError('NOT_LOGGED_IN');
  const row = await one<SessionRow>(
    ctx.db,
    sql`SELECT u.id, u.email, u.name, u.role, s.expires_at <= now() AS expired, s.revoked_at IS NOT NULL AS revoked,
          (extract(epoch FROM now() - s.last_used_at) * 1000)::float8 AS idle_ms
        FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${hashToken(token)}`,
  );
  if (!row) throw new AppError('INVALID_TOKEN');
  if (row.revoked) throw new AppError('SESSION_REVOKED');
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

/** The user of a live session, or none: how rate limits tell one user from another. */
export async function sessionUserId(db: Db, token: string): Promise<number | undefined> {
  const row = await one<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM sessions WHERE token_hash = ${hashToken(token)} AND revoked_at IS NULL AND expires_at > now()`,
  );
  return row?.user_id;
}
