import { LANGUAGES } from '@polymart/contract/locales';

// Building an Intl format costs a phone about a millisecond (toLocaleDateString builds one at every
// call): a list of reviews or orders drew one per date (issue 17, speed). One per language and shape.
const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl.DateTimeFormat for a spec language code or BCP 47 tag and a named shape. */
export function dateFormat(lang: string, shape: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';
  const key = `${tag}|${shape}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/** Dates in the interface language; takes the spec's code (jp, zhtw ...) or a BCP 47 tag. */
export function formatDate(iso: string, lang: string): string {
  return dateFormat(lang, 'date', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso));
}

/** Dates with their time (orders, refunds, timelines), in the interface language. */
export function formatDateTime(iso: string, lang: string): string {
  return dateFormat(lang, 'datetime', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
