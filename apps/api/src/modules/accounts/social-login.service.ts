// Third-party sign-in with TikTok (spec: GET /customer/login/tiktok, query `data`). Without
// `data` it answers where to send the buyer; with `data` (the callback's query string, carrying
// code and state) it signs the buyer in, creating the account on the first visit.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { sessionAnswer } from './accounts.service.ts';
import { invitationCode } from './invitation-code.ts';
import { hashPassword } from './passwords.ts';
import { createSession, refuseBanned } from './sessions.service.ts';
import { authorizeUrl, fetchTikTokUser } from './tiktok.ts';

const STATE_MINUTES = 10;
/** TikTok calls this server back; it hands code and state to the storefront's callback page. */
export const CALLBACK_PATH = '/oauth/tiktok/callback';

const redirectUri = (ctx: Ctx) => `${ctx.origin}${CALLBACK_PATH}`;

export async function tiktokLogin(ctx: Ctx, data: string | undefined, meta: { userAgent?: string; ip?: string }) {
  const cfg = ctx.config.tiktok;
  if (!cfg) throw new AppError('NO_PERMISSION', 'TikTok sign-in is not configured');
  if (!data) {
    const state = randomBytes(24).toString('base64url');
    await ctx.db.execute(
      sql`INSERT INTO oauth_states (state, provider, expires_at) VALUES (${state}, 'tiktok', now() + make_interval(mins => ${STATE_MINUTES}))`,
    );
    return { url: authorizeUrl(cfg, redirectUri(ctx), state) };
  }
  const params = new URLSearchParams(data);
  const code = params.get('code');
  const state = params.get('state');
  if (!code || !state)
    return fail('INVALID_PARAMETER', 'invalid parameter: data: code and state are needed', { field: 'data' });
  // one-time state: a callback not started here (or replayed) is refused
  const known = await one(
    ctx.db,
    sql`DELETE FROM oauth_states WHERE state = ${state} AND provider = 'tiktok' AND expires_at > now() RETURNING state`,
  );
  if (!known) return fail('INVALID_PARAMETER', 'invalid parameter: data: unknown or expired state', { field: 'data' });
  let tiktokUser: Awaited<ReturnType<typeof fetchTikTokUser>>;
  try {
    tiktokUser = await fetchTikTokUser(cfg, code, redirectUri(ctx));
  } catch (error) {
    ctx.log.warn({ err: error }, 'tiktok sign-in failed');
    return fail('LOGIN_FAILED', 'TikTok did not confirm the sign-in');
  }
  const userId = await linkedUser(ctx, tiktokUser.openId, tiktokUser.displayName);
  await refuseBanned(ctx.db, userId);
  const token = await createSession(ctx.db, userId, ctx.config.sessionDays, meta);
  return sessionAnswer(ctx, userId, token);
}

async function linkedUser(ctx: Ctx, openId: string, displayName: string): Promise<number> {
  const linked = await one<{ user_id: number }>(
    ctx.db,
    sql`SELECT user_id FROM oauth_accounts WHERE provider = 'tiktok' AND subject = ${openId}`,
  );
  if (linked) return linked.user_id;
  // TikTok shares no email: the account gets a placeholder address no mail can reach, and a
  // random password nobody knows (the buyer signs in with TikTok, or sets a password by reset
  // once a real email is added to the profile).
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  return ctx.db.transaction(async (tx) => {
    const created = await one<{ id: number }>(
      tx,
      sql`INSERT INTO users (email, password_hash, name, role, invitation_code)
          VALUES (${`tiktok.${openId.toLowerCase().replace(/[^a-z0-9._-]/g, '')}@users.invalid`}, ${unusable},
                  ${displayName.slice(0, 80) || 'TikTok user'}, 'customer', ${invitationCode()})
          RETURNING id`,
    );
    await tx.execute(
      sql`INSERT INTO oauth_accounts (provider, subject, user_id) VALUES ('tiktok', ${openId}, ${created!.id})`,
    );
    return created!.id;
  });
}
