// Site settings (website_config) in the admin area (issue 15, permission settings): the site's name
// per language, the logo, the live chat's service_url of spec §1 (an https address or nothing: the
// storefront loads the widget only when set), the contact email and phone, and the bank transfer
// details checkout offers in the listed currencies. Other keys of website_config are left as they
// are. A save that changes something writes one audit record (setting.update, subject id 1) with
// the changed keys before and after, and clears the storefront's cache.
import { LANG_CODES, type SiteSettings, type SiteSettingsBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { checkImage } from './shared-admin.service.ts';

const KEYS = [
  'site_name',
  'logo',
  'service_url',
  'contact_email',
  'contact_phone',
  'bank_transfer',
  // issue 16, phone verification by SMS (modules/accounts/phone-verification.service.ts)
  'require_phone_verification',
  'reset_by_phone',
] as const;
/** The audit subject id of the site settings: there is one site. */
export const SETTINGS_SUBJECT_ID = 1;

const EMPTY: SiteSettings = {
  site_name: { en: '' },
  logo: '',
  service_url: '',
  contact_email: '',
  contact_phone: '',
  bank_transfer: { bank_name: '', account_holder: '', account_number: '', swift: '', currencies: [] },
  require_phone_verification: false,
  reset_by_phone: false,
};

async function read(db: Db): Promise<SiteSettings> {
  const found = await rows<{ key: string; value: unknown }>(
    db,
    sql`SELECT key, value FROM website_config WHERE key IN (${sql.join(
      KEYS.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  );
  const values = Object.fromEntries(found.map((r) => [r.key, r.value]));
  return {
    ...EMPTY,
    ...values,
    bank_transfer: { ...EMPTY.bank_transfer, ...(values.bank_transfer as object | undefined) },
  } as SiteSettings;
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
const stable = (v: unknown): string =>
  JSON.stringify(v, (_k, x) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );

export const adminSettings = (ctx: AdminCtx) => read(ctx.db);

export async function saveSettings(ctx: AdminCtx, input: SiteSettingsBody): Promise<SiteSettings> {
  // checked before the transaction: PGlite has one connection, which the transaction holds
  await checkImage(ctx, input.logo, (await read(ctx.db)).logo, 'logo');
  const changed = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('website_config'))`);
    const current = await read(tx);
    const next: SiteSettings = {
      ...input,
      // in the order of the language menu, languages left empty out (they show the English name)
      site_name: Object.fromEntries(LANG_CODES.filter((l) => input.site_name[l]).map((l) => [l, input.site_name[l]])),
      bank_transfer: { ...input.bank_transfer, currencies: input.bank_transfer.currencies.map((c) => c.toUpperCase()) },
    };
    const keys = KEYS.filter((k) => stable(current[k]) !== stable(next[k]));
    if (!keys.length) return false;
    for (const key of keys) {
      await tx.execute(
        sql`INSERT INTO website_config (key, value) VALUES (${key}, ${JSON.stringify(next[key])}::jsonb)
            ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      );
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'setting.update',
      subjectType: 'setting',
      subjectId: SETTINGS_SUBJECT_ID,
      remark: keys.join(', '),
      before: Object.fromEntries(keys.map((k) => [k, current[k]])),
      after: Object.fromEntries(keys.map((k) => [k, next[k]])),
    });
    return true;
  });
  if (changed) await ctx.cache.clear();
  return read(ctx.db);
}
