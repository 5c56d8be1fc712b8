// How the numbers read: UTC days as short dates in the interface language (an operator west of
// Greenwich sees the same day as the server), counts with the language's separators, amounts in
// the base currency (lib/base-price.ts).
import { LANGUAGES } from '@polymart/contract/locales';
import type { ReportColumn, ReportRow } from '@polymart/contract/reports';

const tagOf = (lang: string) => LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';

/** "25 Nov" for a YYYY-MM-DD day. */
export const shortDay = (date: string, lang: string) =>
  new Intl.DateTimeFormat(tagOf(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** "25 Nov 2026" for a YYYY-MM-DD day. */
export const longDay = (date: string, lang: string) =>
  new Intl.DateTimeFormat(tagOf(lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export const count = (n: number, lang: string) => n.toLocaleString(tagOf(lang));

/** A report's cell as text: amounts as prices, counts with separators, days as dates. */
export function cellText(
  column: ReportColumn,
  row: ReportRow,
  lang: string,
  price: (minor: number) => string,
  word: (key: string, value: string) => string,
): string {
  const v = row[column.key];
  if (v === undefined || v === '') return '—';
  if (column.kind === 'money') return price(Number(v));
  if (column.kind === 'count') return count(Number(v), lang);
  if (column.kind === 'date') return longDay(String(v), lang);
  return word(column.key, String(v));
}
