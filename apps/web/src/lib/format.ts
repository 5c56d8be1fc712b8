import { LANGUAGES } from '@polymart/contract/locales';

/** Dates in the interface language; takes the spec's code (jp, zhtw ...) or a BCP 47 tag. */
export function formatDate(iso: string, lang: string): string {
  const tag = LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';
  return new Date(iso).toLocaleDateString(tag, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Dates with their time (orders, refunds, timelines), in the interface language. */
export function formatDateTime(iso: string, lang: string): string {
  const tag = LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';
  return new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
}
