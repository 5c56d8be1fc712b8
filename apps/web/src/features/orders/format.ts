// Order dates with their time, in the interface language.
import { LANGUAGES } from '@polymart/contract/locales';

export function formatDateTime(iso: string, lang: string): string {
  const tag = LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';
  return new Date(iso).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
}
