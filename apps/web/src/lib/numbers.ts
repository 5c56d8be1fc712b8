// Numbers as the interface language writes them (issue 17): every count, rating, percentage and
// amount shown goes through here or through the price hooks of currency.ts, with the language's
// BCP 47 tag (i18next runs on the tag: de, ja, zh-TW ...). English keeps the shapes the app always
// had, so `1964 sold` becomes `1.964 verkauft` in German but stays as it was in English. Text typed
// into inputs is not formatted here: amount fields follow the spec's amount rule (point decimals).
import { LANGUAGES } from '@polymart/contract/locales';
import { type Currency, formatMinor, formatMoney } from '@polymart/contract/money';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The BCP 47 tag of a spec language code (jp → ja, zhtw → zh-TW), or the tag itself; Intl refuses `zhtw`. */
export function langTag(lang: string): string {
  return LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';
}

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(tag: string, digits: number | null): Intl.NumberFormat {
  const key = `${tag}|${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      tag,
      digits === null ? { maximumFractionDigits: 0 } : { minimumFractionDigits: digits, maximumFractionDigits: digits },
    );
    formats.set(key, format);
  }
  return format;
}

const percents = new Map<string, Intl.NumberFormat>();

// The functions below take the spec's language code or a BCP 47 tag alike.

/** A signed whole percentage as the language writes it (-20 %, −20%): a deal's saving on a card. */
export function formatSignedPercent(fraction: number, lang: string): string {
  const tag = langTag(lang);
  let format = percents.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'percent', signDisplay: 'always' });
    percents.set(tag, format);
  }
  return format.format(fraction);
}

/** A count (items sold, reviews, stock): grouped as the language groups thousands. */
export function formatCount(n: number, lang: string): string {
  const tag = langTag(lang);
  return tag === 'en' ? String(n) : numberFormat(tag, null).format(n);
}

/** A rating or another measure with a fixed number of decimals: 4.5 in English, 4,5 in German. */
export function formatDecimal(n: number, lang: string, digits = 1): string {
  const tag = langTag(lang);
  return tag === 'en' ? n.toFixed(digits) : numberFormat(tag, digits).format(n);
}

/** Minor units without a symbol (1,103.30 / 1.103,30), for amounts written next to a currency code. */
export function formatAmount(minor: number, lang: string): string {
  const tag = langTag(lang);
  return tag === 'en' ? formatMinor(minor) : numberFormat(tag, 2).format(formatMinor(minor, '') as `${number}`);
}

export interface NumberFormats {
  tag: string;
  count(n: number): string;
  decimal(n: number, digits?: number): string;
  amount(minor: number): string;
  /** Minor units already in `currency` (no conversion), with its symbol. */
  money(minor: number, currency: Pick<Currency, 'code' | 'symbol'>): string;
  /**
   * Options for t() with a count: the plural follows the number, the text shows it formatted
   * (i18next interpolates `replace` instead of the options when given, so other values go in `more`).
   */
  counted(
    n: number,
    more?: Record<string, string | number>,
  ): { count: number; replace: Record<string, string | number> };
}

/** The formats of the interface language; components re-render when the language changes. */
export function useNumbers(): NumberFormats {
  const tag = langTag(useTranslation().i18n.language);
  return useMemo(
    () => ({
      tag,
      count: (n) => formatCount(n, tag),
      decimal: (n, digits) => formatDecimal(n, tag, digits),
      amount: (minor) => formatAmount(minor, tag),
      money: (minor, currency) => formatMoney(minor, currency, tag),
      counted: (n, more = {}) => ({ count: n, replace: { ...more, count: formatCount(n, tag) } }),
    }),
    [tag],
  );
}
