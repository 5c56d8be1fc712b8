// The seller link (spec §9: the seller host with a `ptoken` query parameter) carries a one-time
// code instead of the session: random, valid 60 seconds, used once, bound to the user. The seller
// area exchanges it for a session of its own (seller-session.service.ts) and removes it from the
// address bar, so no session ever stands in a URL, a history entry or an access log.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../lib/ctx.ts';

export const SELLER_CODE_SECONDS = 60;
export const hashSellerCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The seller's link with a fresh code; '' for everyone else. Expired codes are swept on the way. */
export async function sellerUrl(ctx: Ctx, user: { id: number; role: string }): Promise<string> {
  if (user.role !== 'seller') return '';
  const code = randomBytes(32).toString('base64url');
  await ctx.db.execute(sql`DELETE FROM seller_codes WHERE expires_at < now() - interval '1 hour'`);
  await ctx.db.execute(
    sql`INSERT INTO seller_codes (code_hash, user_id, expires_at)
        VALUES (${hashSellerCode(code)}, ${user.id}, now() + make_interval(secs => ${SELLER_CODE_SECONDS}))`,
  );
  return `${ctx.sellerBase}?ptoken=${code}`;
}
