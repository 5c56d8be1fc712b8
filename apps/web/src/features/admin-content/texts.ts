// Texts per language in the content forms: kept as a record by language while edited, sent as the
// contract's list (English always, another language only when something is written in it). A
// refusal naming `texts.<i>.<field>` is turned back into the language it was about.
import { LANGUAGES, type LangCode } from '@polymart/contract/locales';
import { ApiError } from '../../lib/api.ts';
import { type FieldErrors, failedField, failureText } from '../../lib/form-errors.ts';

export type LangTexts = Partial<Record<LangCode, Record<string, string>>>;

/** English first, then the others in the language menu's order. */
export const TEXT_LANGS = [LANGUAGES.find((l) => l.code === 'en')!, ...LANGUAGES.filter((l) => l.code !== 'en')];

export function fromList(list: readonly { lang: LangCode }[]): LangTexts {
  return Object.fromEntries(
    list.map(({ lang, ...rest }) => [
      lang,
      Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v ?? '')])),
    ]),
  );
}

export function toList(texts: LangTexts, fields: readonly string[]) {
  return TEXT_LANGS.map((l) => l.code)
    .filter((code) => code === 'en' || fields.some((f) => texts[code]?.[f]?.trim()))
    .map((code) => ({ lang: code, ...Object.fromEntries(fields.map((f) => [f, texts[code]?.[f] ?? ''])) }));
}

/** A required field left empty in English, before anything is sent. */
export function missingEnglish(texts: LangTexts, required: readonly string[], t: (k: string) => string): FieldErrors {
  const missing = required.filter((f) => !texts.en?.[f]?.trim());
  return Object.fromEntries(missing.map((f) => [`en.${f}`, t('admin.content.requiredEn')]));
}

/**
 * A refusal as form errors: `texts.1.title` becomes `<lang>.title` of the list that was sent, a
 * field the form shows is said there, anything else for the whole form.
 */
export function contentErrors(
  err: unknown,
  t: (k: string, o?: Record<string, unknown>) => string,
  sent: { lang: string }[],
  shown: readonly string[],
): FieldErrors {
  const field = failedField(err) ?? '';
  const m = /^(?:texts|names)\.(\d+)\.(\w+)$/.exec(field);
  const lang = m ? sent[Number(m[1])]?.lang : undefined;
  if (lang && m) return { [`${lang}.${m[2]}`]: t('auth.checkField') };
  if (field === 'texts' || field === 'names') return { 'en.title': t('admin.content.requiredEn') };
  if (field && shown.includes(field)) return { [field]: t('auth.checkField') };
  if (err instanceof ApiError && err.code === 2000040) return { form: t('admin.access.none') };
  return { form: failureText(err, t) };
}

/** The language an error is about, to open it in the editor. */
export const errorLang = (errors: FieldErrors): LangCode | undefined =>
  Object.keys(errors)
    .map((k) => k.split('.')[0])
    .find((k): k is LangCode => LANGUAGES.some((l) => l.code === k));
