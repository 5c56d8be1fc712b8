// The operators' side of the affiliate programme (issue 16), shown on the finance screen: the money
// it moved (permission money_read) and the switch that pauses it (permission finance, audited as
// setting.update of the affiliate_enabled key, like the other site settings).
import { type AffiliateAdmin, DEFAULT_CURRENCY } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { SETTINGS_SUBJECT_ID } from '../content/settings-admin.service.ts';
import { programmeOn } from './affiliate-shares.service.ts';

/**
 * paid: what affiliate_credit journals put in referrers' wallets less what affiliate_reversal took
 * back (read from the ledger's postings); pending and unrecovered from the shares' rows.
 */
export async function affiliateAdmin(ctx: AdminCtx): Promise<AffiliateAdmin> {
  const [enabled, f] = await Promise.all([
    programmeOn(ctx.db),
    one<Omit<AffiliateAdmin, 'enabled' | 'rate_bp' | 'days' | 'currency'>>(
      ctx.db,
      sql`SELECT (SELECT count(DISTINCT referrer_id) FROM affiliate_referrals)::int AS referrers,
            (SELECT count(*) FROM affiliate_referrals)::int AS referrals,
            (SELECT coalesce(-sum(p.amount), 0) FROM postings p JOIN journals j ON j.id = p.journal_id
               WHERE j.kind IN ('affiliate_credit', 'affiliate_reversal') AND p.platform_account = 'commission_revenue')::int8 AS paid,
            (SELECT coalesce(sum(p.amount), 0) FROM postings p JOIN journals j ON j.id = p.journal_id
               WHERE j.kind = 'affiliate_reversal' AND p.platform_account = 'commission_revenue')::int8 AS reversed,
            (SELECT coalesce(sum(amount), 0) FROM affiliate_earnings WHERE state = 'pending')::int8 AS pending,
            (SELECT coalesce(sum(unrecovered), 0) FROM affiliate_earnings)::int8 AS unrecovered`,
    ),
  ]);
  return {
    enabled,
    rate_bp: ctx.config.affiliateRateBp,
    days: ctx.config.affiliateDays,
    currency: DEFAULT_CURRENCY,
    ...f!,
  };
}

/** Turns the programme on or off; a change is audited and clears the storefront's cached settings. */
export async function switchAffiliate(ctx: AdminCtx, enabled: boolean): Promise<AffiliateAdmin> {
  const changed = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('website_config'))`);
    const before = await programmeOn(tx);
    if (before === enabled) return false;
    await tx.execute(
      sql`INSERT INTO website_config (key, value) VALUES ('affiliate_enabled', ${JSON.stringify(enabled)}::jsonb)
          ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    );
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'setting.update',
      subjectType: 'setting',
      subjectId: SETTINGS_SUBJECT_ID,
      remark: 'affiliate_enabled',
      before: { affiliate_enabled: before },
      after: { affiliate_enabled: enabled },
    });
    return true;
  });
  if (changed) await ctx.cache.clear();
  return affiliateAdmin(ctx);
}
