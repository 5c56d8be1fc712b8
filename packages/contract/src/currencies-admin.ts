// Currencies and the languages offered to buyers in the admin area (issue 15, permission
// `settings`). Rates are units of the currency per 1 US dollar times 100 (spec §9, money.ts): the
// base currency's rate is 100 and fixed. Exactly one currency and one language are the default.
import { z } from 'zod';
import { zBool } from './common.ts';
import { LANG_CODES, type LangCode } from './locales.ts';

/** The currency rates are counted in (rates per 1 USD): its rate stays 100. */
export const BASE_CURRENCY = 'USD';
export const BASE_RATE = 100;
/** A rate as stored (×100): 0.01 to 100,000,000.00 units per dollar. */
export const zRate = z.coerce.number().int().min(1).max(10_000_000_000);

/** Changes a currency, or adds one (a new code needs name, symbol and rate). */
export const currencyBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'a three-letter code'),
  name: z.string().trim().min(1).max(60).optional(),
  symbol: z.string().trim().min(1).max(8).optional(),
  rate: zRate.optional(),
  enabled: zBool.optional(),
  /** makes it the default (the one before it stops being the default) */
  is_default: zBool.optional(),
  /** wallet top-ups may be paid in it */
  wallet: zBool.optional(),
});
export type CurrencyBody = z.output<typeof currencyBody>;

export interface AdminCurrency {
  id: number;
  code: string;
  name: string;
  symbol: string;
  rate: number;
  enabled: boolean;
  is_default: boolean;
  wallet: boolean;
  /** the base currency: its rate cannot change */
  base: boolean;
}

export const languageBody = z.object({
  code: z.enum(LANG_CODES as [LangCode, ...LangCode[]]),
  enabled: zBool.optional(),
  is_default: zBool.optional(),
});
export type LanguageBody = z.output<typeof languageBody>;

export interface AdminLanguage {
  id: number;
  code: LangCode;
  tag: string;
  name: string;
  enabled: boolean;
  is_default: boolean;
}
