// What the chart and its table both show: one row per UTC day, amounts as integer minor units of
// the base currency (only the chart's scale sees them as plain numbers) and as text.
import type { FinanceDay } from '@polymart/contract/finance';
import { LANGUAGES } from '@polymart/contract/locales';
import type { Currency } from '@polymart/contract/money';
import { signedPrice } from '../../lib/base-price.ts';

/** The flows drawn as bars, in this order. */
export const CHART_SERIES = ['gross_sales', 'commission', 'payouts'] as const;
/** The flows of the table, in this order. */
export const TABLE_COLUMNS = ['paid', 'refunded', 'gross_sales', 'commission', 'payouts'] as const;
export type Flow = (typeof TABLE_COLUMNS)[number];

export interface FinanceRow {
  date: string;
  label: string;
  minor: Record<Flow, number>;
  text: Record<Flow, string>;
}

const tagOf = (lang: string) => LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';

/** A UTC day (YYYY-MM-DD) written out in the language, e.g. "25 Nov 2026". */
export const formatDay = (date: string, lang: string) =>
  new Intl.DateTimeFormat(tagOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export function financeRows(daily: FinanceDay[], currency: Currency, lang: string): FinanceRow[] {
  // UTC days, shown as such: an operator west of Greenwich sees the same day as the server
  const format = new Intl.DateTimeFormat(tagOf(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return daily.map((d) => ({
    date: d.date,
    label: format.format(new Date(`${d.date}T00:00:00Z`)),
    minor: Object.fromEntries(TABLE_COLUMNS.map((k) => [k, d[k]])) as Record<Flow, number>,
    text: Object.fromEntries(TABLE_COLUMNS.map((k) => [k, signedPrice(d[k], currency)])) as Record<Flow, string>,
  }));
}
