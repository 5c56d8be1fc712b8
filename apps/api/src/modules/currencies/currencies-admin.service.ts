// Currencies and the languages offered to buyers, for operators (issue 15, permission `settings`).
// Rates are units per US dollar ×100 (spec §9); the base currency's stays 100. Exactly one currency
// and one language are the default (unique indexes), the default is enabled and English is always
// offered (checks of migration 0021). Each change writes one audit record in its transaction and
// clears the storefront cache, so get_currency and get_languages answer it at once everywhere.
import {
  type AdminCurrency,
  type AdminLanguage,
  BASE_CURRENCY,
  BASE_RATE,
  type CurrencyBody,
  FALLBACK_LANG,
  type LanguageBody,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';

const currencyColumns = sql`id, code, name, symbol, rate, enabled, is_default, wallet, code = ${BASE_CURRENCY} AS base`;

export async function adminCurrencies(ctx: AdminCtx): Promise<{ items: AdminCurrency[] }> {
  return {
    items: await rows<AdminCurrency>(ctx.db, sql`SELECT ${currencyColumns} FROM currencies ORDER BY sort, code`),
  };
}

const currencyState = ({ name, symbol, rate, enabled, is_default, wallet }: AdminCurrency) => ({
  name,
  symbol,
  rate,
  enabled,
  is_default,
  wallet,
});

const invalid = (field: string, why: string) =>
  fail('INVALID_PARAMETER', `invalid parameter: ${field}: ${why}`, { field });

export async function saveCurrency(ctx: AdminCtx, input: CurrencyBody) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('currencies'))`);
    const before = await one<AdminCurrency>(
      tx,
      sql`SELECT ${currencyColumns} FROM currencies WHERE code = ${input.code}`,
    );
    if (!before) {
      if (!input.name || !input.symbol || !input.rate) {
        const missing = !input.name ? 'name' : !input.symbol ? 'symbol' : 'rate';
        return fail('MISSING_PARAMETERS', `missing parameters: ${missing}`, { field: missing });
      }
      if (input.is_default && input.enabled === false) return invalid('enabled', 'the default currency is enabled');
      if (input.is_default) await tx.execute(sql`UPDATE currencies SET is_default = false WHERE is_default`);
      await tx.execute(
        sql`INSERT INTO currencies (code, name, symbol, rate, enabled, is_default, wallet, sort)
            VALUES (${input.code}, ${input.name}, ${input.symbol}, ${input.rate}, ${input.enabled ?? true},
                    ${input.is_default ?? false}, ${input.wallet ?? false},
                    (SELECT coalesce(max(sort) + 1, 0) FROM currencies))`,
      );
      const after = (await one<AdminCurrency>(
        tx,
        sql`SELECT ${currencyColumns} FROM currencies WHERE code = ${input.code}`,
      ))!;
      await audit(ctx, tx, 'currency', after.id, 'currency.create', {}, currencyState(after));
      return;
    }
    if (before.base && input.rate !== undefined && input.rate !== BASE_RATE) {
      return invalid('rate', `the base currency (${BASE_CURRENCY}) is always ${BASE_RATE}`);
    }
    if (before.is_default && input.is_default === false) {
      return invalid('is_default', 'make another currency the default instead');
    }
    const isDefault = input.is_default ?? before.is_default;
    const enabled = input.enabled ?? before.enabled;
    if (isDefault && !enabled) return invalid('enabled', 'the default currency is enabled');
    if (isDefault && !before.is_default)
      await tx.execute(sql`UPDATE currencies SET is_default = false WHERE is_default`);
    await tx.execute(
      sql`UPDATE currencies SET name = ${input.name ?? before.name}, symbol = ${input.symbol ?? before.symbol},
            rate = ${input.rate ?? before.rate}, enabled = ${enabled}, is_default = ${isDefault},
            wallet = ${input.wallet ?? before.wallet}
          WHERE code = ${input.code}`,
    );
    const after = (await one<AdminCurrency>(
      tx,
      sql`SELECT ${currencyColumns} FROM currencies WHERE code = ${input.code}`,
    ))!;
    await audit(ctx, tx, 'currency', before.id, 'currency.update', currencyState(before), currencyState(after));
  });
  await ctx.cache.clear();
  return adminCurrencies(ctx);
}

const languageColumns = sql`id, code, tag, name, enabled, is_default`;

export async function adminLanguages(ctx: AdminCtx): Promise<{ items: AdminLanguage[] }> {
  return {
    items: await rows<AdminLanguage>(ctx.db, sql`SELECT ${languageColumns} FROM languages ORDER BY sort, code`),
  };
}

/** Offers a language to buyers or not, or makes it the default. English is always offered. */
export async function saveLanguage(ctx: AdminCtx, input: LanguageBody) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('languages'))`);
    const before = await one<AdminLanguage>(
      tx,
      sql`SELECT ${languageColumns} FROM languages WHERE code = ${input.code}`,
    );
    if (!before) return fail('NO_DATA', 'language not found');
    const enabled = input.enabled ?? before.enabled;
    if (input.code === FALLBACK_LANG && !enabled) return invalid('enabled', 'English is always offered');
    if (before.is_default && input.is_default === false) {
      return invalid('is_default', 'make another language the default instead');
    }
    const isDefault = input.is_default ?? before.is_default;
    if (isDefault && !enabled) return invalid('enabled', 'the default language is offered');
    if (isDefault && !before.is_default)
      await tx.execute(sql`UPDATE languages SET is_default = false WHERE is_default`);
    await tx.execute(
      sql`UPDATE languages SET enabled = ${enabled}, is_default = ${isDefault} WHERE code = ${input.code}`,
    );
    await audit(
      ctx,
      tx,
      'language',
      before.id,
      'language.update',
      { enabled: before.enabled, is_default: before.is_default },
      { enabled, is_default: isDefault },
    );
  });
  await ctx.cache.clear();
  return adminLanguages(ctx);
}

const audit = (
  ctx: AdminCtx,
  tx: Db,
  subjectType: 'currency' | 'language',
  subjectId: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => recordAudit(tx, { ...actor(ctx), action, subjectType, subjectId, remark: '', before, after });
