// The seller area's sign-in by link: the one-time code of seller-link.ts becomes a session.
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/errors.ts';
import { sessionAnswer } from './accounts.service.ts';
import { hashSellerCode } from './seller-link.ts';
import { createSession, refuseBanned } from './sessions.service.ts';

/**
 * Spends a code (the conditional UPDATE lets exactly one of two racing exchanges win) and opens a
 * session for its seller. Used, expired or unknown codes answer 1000004, as a bad token does.
 */
export async function exchangeSellerCode(ctx: Ctx, code: string, meta: { userAgent?: string; ip?: string }) {
  const spent = await one<{ user_id: number }>(
    ctx.db,
    sql`UPDATE seller_codes c SET used_at = now() FROM users u
        WHERE c.code_hash = ${hashSellerCode(code)} AND c.used_at IS NULL AND c.expires_at > now()
          AND u.id = c.user_id AND u.role = 'seller'
        RETURNING c.user_id`,
  );
  if (!spent) throw new AppError('INVALID_TOKEN', 'invalid token: the seller link was used, has expired or is unknown');
  await refuseBanned(ctx.db, spent.user_id);
  const token = await createSession(ctx.db, spent.user_id, ctx.config.sessionDays, meta);
  return sessionAnswer(ctx, spent.user_id, token);
}
