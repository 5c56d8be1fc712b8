// The customer's side of the affiliate programme (issue 16): the referral made at registration, the
// public click counter of share links, and the referrer's own figures and earnings. Every read has
// the caller's id in its WHERE (referrer_id = the session's user): nobody sees another's figures.
import { createHash, randomBytes } from 'node:crypto';
import {
  type AffiliateClick,
  type AffiliateDay,
  type AffiliateEarning,
  type AffiliateFigures,
  type AffiliateOverview,
  DEFAULT_CURRENCY,
  type Paged,
  REF_PARAM,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { type Db, one, rows } from '../../db/client.ts';
import type { OptionalCtx, UserCtx } from '../../lib/ctx.ts';
import { programmeOn } from './affiliate-shares.service.ts';

const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * At registration, in its transaction: the new customer is referred by the code's owner, on the
 * terms of now (rate, end of the period). Not while the programme is off, and never a
 * self-referral: the database refuses the owner themselves, and a new account with the owner's
 * phone number is the owner again (registration goes on, unreferred).
 */
export async function recordReferral(tx: Db, config: Config, userId: number, referrerId: number) {
  if (userId === referrerId || !(await programmeOn(tx))) return;
  const phones = await rows<{ id: number; phone: string }>(
    tx,
    sql`SELECT id, phone FROM users WHERE id IN (${userId}, ${referrerId})`,
  );
  const [a, b] = phones.map((p) => digits(p.phone));
  if (phones.length !== 2 || (a && a === b)) return;
  await tx.execute(
    sql`INSERT INTO affiliate_referrals (user_id, referrer_id, rate_bp, registered_at, ends_at)
        SELECT id, ${referrerId}, ${config.affiliateRateBp}, created_at,
          created_at + ${config.affiliateDays}::float8 * interval '1 day'
        FROM users WHERE id = ${userId}
        ON CONFLICT (user_id) DO NOTHING`,
  );
}

/** The UTC day's salt, made by whichever process needs it first; older salts and visitors go. */
async function saltOfToday(db: Db): Promise<{ day: string; salt: string }> {
  const made = await one<{ day: string; salt: string }>(
    db,
    sql`INSERT INTO affiliate_click_salts (day, salt) VALUES ((now() AT TIME ZONE 'UTC')::date, ${randomBytes(16).toString('hex')})
        ON CONFLICT (day) DO NOTHING RETURNING day::text, salt`,
  );
  if (made) {
    // a new day: yesterday's visitor hashes can no longer be linked to anyone
    await db.execute(sql`DELETE FROM affiliate_click_salts WHERE day < ${made.day}::date`);
    await db.execute(sql`DELETE FROM affiliate_click_visitors WHERE day < ${made.day}::date`);
    return made;
  }
  return (await one<{ day: string; salt: string }>(
    db,
    sql`SELECT day::text, salt FROM affiliate_click_salts WHERE day = (now() AT TIME ZONE 'UTC')::date`,
  ))!;
}

/**
 * A visit through a share link. Counted once per visitor (a salted hash of the address, never the
 * address) per code and UTC day; the owner's own clicks, unknown codes and clicks while the
 * programme is off count nothing, and all answer alike.
 */
export async function recordClick(ctx: OptionalCtx, code: string): Promise<AffiliateClick> {
  const owner = await one<{ id: number }>(ctx.db, sql`SELECT id FROM users WHERE invitation_code = ${code}`);
  if (!owner || owner.id === ctx.user?.id || !(await programmeOn(ctx.db))) return { counted: false };
  const { day, salt } = await saltOfToday(ctx.db);
  const visitor = createHash('sha256').update(`${salt}:${ctx.ip}`).digest('base64url');
  const counted = await ctx.db.transaction(async (tx) => {
    const fresh = await one(
      tx,
      sql`INSERT INTO affiliate_click_visitors (referrer_id, day, visitor) VALUES (${owner.id}, ${day}::date, ${visitor})
          ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
    );
    if (!fresh) return false;
    await tx.execute(
      sql`INSERT INTO affiliate_clicks (referrer_id, day, clicks) VALUES (${owner.id}, ${day}::date, 1)
          ON CONFLICT (referrer_id, day) DO UPDATE SET clicks = affiliate_clicks.clicks + 1`,
    );
    return true;
  });
  return { counted };
}

function links(ctx: UserCtx, code: string) {
  const ref = `${REF_PARAM}=${encodeURIComponent(code)}`;
  return {
    home: `${ctx.origin}/#/pages/home/home?${ref}`,
    register: `${ctx.origin}/#/pages/users/register?${ref}`,
    product: `${ctx.origin}/#/pages/prouduct/detail?id={id}&${ref}`,
  };
}

/** The caller's code, links and figures: all time, and per UTC day for the last `days`. */
export async function affiliateOverview(ctx: UserCtx, days: number): Promise<AffiliateOverview> {
  const me = ctx.user.id;
  const [user, enabled, totals, daily] = await Promise.all([
    one<{ invitation_code: string }>(ctx.db, sql`SELECT invitation_code FROM users WHERE id = ${me}`),
    programmeOn(ctx.db),
    one<AffiliateFigures>(
      ctx.db,
      sql`SELECT (SELECT coalesce(sum(clicks), 0) FROM affiliate_clicks WHERE referrer_id = ${me})::int AS clicks,
            (SELECT count(*) FROM affiliate_referrals WHERE referrer_id = ${me})::int AS registrations,
            (SELECT count(*) FROM affiliate_earnings WHERE referrer_id = ${me})::int AS orders,
            (SELECT coalesce(sum(amount), 0) FROM affiliate_earnings WHERE referrer_id = ${me} AND state = 'pending')::int8 AS pending,
            (SELECT coalesce(sum(amount), 0) FROM affiliate_earnings WHERE referrer_id = ${me} AND state <> 'pending')::int8 AS paid`,
    ),
    rows<AffiliateDay>(
      ctx.db,
      sql`WITH days AS (
            SELECT d::date AS day FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${days - 1}::int,
              (now() AT TIME ZONE 'UTC')::date, interval '1 day') d)
          SELECT d.day::text AS date,
            coalesce((SELECT clicks FROM affiliate_clicks c WHERE c.referrer_id = ${me} AND c.day = d.day), 0)::int AS clicks,
            (SELECT count(*) FROM affiliate_referrals r WHERE r.referrer_id = ${me}
               AND (r.registered_at AT TIME ZONE 'UTC')::date = d.day)::int AS registrations,
            (SELECT count(*) FROM affiliate_earnings e WHERE e.referrer_id = ${me}
               AND (e.created_at AT TIME ZONE 'UTC')::date = d.day)::int AS orders,
            (SELECT coalesce(sum(e.amount), 0) FROM affiliate_earnings e WHERE e.referrer_id = ${me}
               AND (e.created_at AT TIME ZONE 'UTC')::date = d.day)::int8 AS earned
          FROM days d ORDER BY d.day`,
    ),
  ]);
  return {
    enabled,
    code: user!.invitation_code,
    links: enabled ? links(ctx, user!.invitation_code) : null,
    rate_bp: ctx.config.affiliateRateBp,
    days: ctx.config.affiliateDays,
    currency: DEFAULT_CURRENCY,
    totals: totals!,
    daily,
  };
}

/** The caller's shares, newest first; the order masked to its last digits, the buyer to an initial. */
export async function affiliateEarnings(
  ctx: UserCtx,
  q: { page: number; page_size: number },
): Promise<Paged<AffiliateEarning>> {
  const [items, total] = await Promise.all([
    rows<AffiliateEarning>(
      ctx.db,
      sql`SELECT '…' || right(e.order_id::text, 3) AS order_ref,
            upper(left(btrim(u.name), 1)) AS buyer_initial,
            e.amount::int8, e.initial::int8, e.state, ${DEFAULT_CURRENCY}::text AS currency,
            e.created_at, e.available_at, e.credited_at
          FROM affiliate_earnings e JOIN users u ON u.id = e.buyer_id
          WHERE e.referrer_id = ${ctx.user.id}
          ORDER BY e.created_at DESC, e.order_id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM affiliate_earnings WHERE referrer_id = ${ctx.user.id}`,
    ),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}
