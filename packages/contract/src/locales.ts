// The 19 interface languages of spec §1, with the codes the spec uses (jp, zhtw, kk are the
// product's own spellings, not ISO codes) and the BCP 47 tag browsers and Intl want.
export const LANGUAGES = [
  { code: 'zh', tag: 'zh-CN', label: '简体中文' },
  { code: 'en', tag: 'en', label: 'English' },
  { code: 'es', tag: 'es', label: 'Español' },
  { code: 'jp', tag: 'ja', label: '日本語' },
  { code: 'th', tag: 'th', label: 'ไทย' },
  { code: 'zhtw', tag: 'zh-TW', label: '繁體中文' },
  { code: 'it', tag: 'it', label: 'Italiano' },
  { code: 'hu', tag: 'hu', label: 'Magyar' },
  { code: 'de', tag: 'de', label: 'Deutsch' },
  { code: 'sv', tag: 'sv', label: 'Svenska' },
  { code: 'da', tag: 'da', label: 'Dansk' },
  { code: 'cs', tag: 'cs', label: 'Čeština' },
  { code: 'pl', tag: 'pl', label: 'Polski' },
  { code: 'pt', tag: 'pt', label: 'Português' },
  { code: 'id', tag: 'id', label: 'Bahasa Indonesia' },
  { code: 'fr', tag: 'fr', label: 'Français' },
  { code: 'ko', tag: 'ko', label: '한국어' },
  { code: 'kk', tag: 'kk', label: 'Қазақ тілі' },
  { code: 'tr', tag: 'tr', label: 'Türkçe' },
] as const;

export type LangCode = (typeof LANGUAGES)[number]['code'];

export const LANG_CODES = LANGUAGES.map((l) => l.code) as readonly LangCode[];

/** Spec §1 and §9: Spanish is the default language, US dollars the default currency. */
export const DEFAULT_LANG: LangCode = 'es';
export const DEFAULT_CURRENCY = 'USD';
/** Localized catalogue text falls back to English (spec §1). */
export const FALLBACK_LANG: LangCode = 'en';

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANG_CODES as readonly string[]).includes(value);
}

/** Header values are taken leniently: unknown or absent means the default language. */
export function resolveLang(value: unknown): LangCode {
  return isLangCode(value) ? value : DEFAULT_LANG;
}
