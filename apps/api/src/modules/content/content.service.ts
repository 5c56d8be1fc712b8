// Site content: currencies, languages, ads, website configuration, policies, announcements.
import {
  AD_POSITIONS,
  type Ad,
  type AdPosition,
  DEFAULT_CURRENCY,
  DEFAULT_LANG,
  type Policy,
  type PolicySlug,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';

export interface CurrencyRow {
  code: string;
  name: string;
  symbol: string;
  rate: number;
  is_default: boolean;
}

export async function currencies(ctx: Ctx) {
  const list = await ctx.cache.wrap('currencies', () =>
    rows<CurrencyRow>(
      ctx.db,
      sql`SELECT code, name, symbol, rate, is_default FROM currencies WHERE enabled ORDER BY sort, code`,
    ),
  );
  const fallback = list.find((c) => c.is_default)?.code ?? DEFAULT_CURRENCY;
  // spec §7: the list carries the static base url that relative image paths are prefixed with
  return { list, static: ctx.staticBase, default: fallback };
}

export function languages(ctx: Ctx) {
  return ctx.cache.wrap('languages', async () => {
    const list = await rows<{ code: string; name: string; tag: string; is_default: boolean }>(
      ctx.db,
      sql`SELECT code, name, tag, is_default FROM languages WHERE enabled ORDER BY sort`,
    );
    // the operators choose the default (admin languages); spec §1's Spanish until they do
    const fallback = list.find((l) => l.is_default)?.code ?? DEFAULT_LANG;
    return { list: list.map(({ is_default: _d, ...l }) => l), default: fallback };
  });
}

/** Currencies a wallet top-up may be paid in (spec §3: name, code). */
export function wallets(ctx: Ctx) {
  return ctx.cache.wrap('wallets', () =>
    rows<{ name: string; code: string; symbol: string; rate: number }>(
      ctx.db,
      sql`SELECT name, code, symbol, rate FROM currencies WHERE enabled AND wallet ORDER BY sort, code`,
    ),
  );
}

export function adverts(ctx: Ctx) {
  return ctx.cache.wrap(`ads:${ctx.lang}`, async () => {
    const found = await rows<Ad>(
      ctx.db,
      sql`SELECT a.id, a.position, a.image, a.link, coalesce(t.title, e.title) AS title,
            coalesce(t.subtitle, e.subtitle) AS subtitle
          FROM ads a
          JOIN ad_translations e ON e.ad_id = a.id AND e.lang = 'en'
          LEFT JOIN ad_translations t ON t.ad_id = a.id AND t.lang = ${ctx.lang}
          WHERE a.enabled AND (a.starts_at IS NULL OR a.starts_at <= now()) AND (a.ends_at IS NULL OR a.ends_at > now())
          ORDER BY a.sort, a.id`,
    );
    return Object.fromEntries(AD_POSITIONS.map((p) => [p, found.filter((a) => a.position === p)])) as Record<
      AdPosition,
      Ad[]
    >;
  });
}

/** Values that are objects keyed by language (site_name ...) are resolved to the caller's language. */
export function websiteConfig(ctx: Ctx) {
  return ctx.cache.wrap(`config:${ctx.lang}`, async () => {
    const found = await rows<{ key: string; value: unknown }>(ctx.db, sql`SELECT key, value FROM website_config`);
    const localized = (v: unknown) => {
      if (v && typeof v === 'object' && !Array.isArray(v) && 'en' in v) {
        const byLang = v as Record<string, unknown>;
        return byLang[ctx.lang] ?? byLang.en;
      }
      return v;
    };
    // which third-party sign-ins are configured (the storefront hides the others' buttons)
    return {
      ...Object.fromEntries(found.map((r) => [r.key, localized(r.value)])),
      social_login: { tiktok: Boolean(ctx.config.tiktok) },
    };
  });
}

export async function policy(ctx: Ctx, slug: PolicySlug) {
  const page = await ctx.cache.wrap(`policy:${slug}:${ctx.lang}`, () =>
    one<Policy>(
      ctx.db,
      sql`SELECT slug, lang, title, body, updated_at FROM policies
          WHERE slug = ${slug} AND lang IN (${ctx.lang}, 'en') ORDER BY (lang = ${ctx.lang}) DESC LIMIT 1`,
    ),
  );
  return page ?? fail('NO_DATA', 'policy page not found');
}

export function announcements(ctx: Ctx) {
  return ctx.cache.wrap(`announcements:${ctx.lang}`, () =>
    rows<{ id: number; title: string; body: string; published_at: string }>(
      ctx.db,
      sql`SELECT a.id, coalesce(t.title, e.title) AS title, coalesce(t.body, e.body) AS body, a.published_at
          FROM announcements a
          JOIN announcement_translations e ON e.announcement_id = a.id AND e.lang = 'en'
          LEFT JOIN announcement_translations t ON t.announcement_id = a.id AND t.lang = ${ctx.lang}
          WHERE a.published_at <= now() AND (a.expires_at IS NULL OR a.expires_at > now())
          ORDER BY a.published_at DESC`,
    ),
  );
}
