// Texts in one language at a time: English first (required), the other 18 behind a language menu
// that marks the ones written, so the form stays short on a phone. A language left empty shows
// the storefront's English text. Each field is marked with its language (spelling, reading).
import type { LangCode } from '@polymart/contract/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, TextAreaField } from '../../components/form-field.tsx';
import { type LangTexts, TEXT_LANGS } from './texts.ts';

export interface TextField {
  name: string;
  label: string;
  max: number;
  /** several lines (a text area of this many rows) */
  rows?: number;
  requiredEn?: boolean;
  hint?: string;
}

export function LangEditor({
  fields,
  texts,
  lang,
  onLang,
  onChange,
  errors,
}: {
  fields: TextField[];
  texts: LangTexts;
  lang: LangCode;
  onLang: (lang: LangCode) => void;
  onChange: (texts: LangTexts) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const written = (code: LangCode) => fields.some((f) => texts[code]?.[f.name]?.trim());
  const failed = (code: LangCode) => fields.some((f) => errors[`${code}.${f.name}`]);
  const current = TEXT_LANGS.find((l) => l.code === lang)!;
  const set = (name: string, value: string) => onChange({ ...texts, [lang]: { ...texts[lang], [name]: value } });
  return (
    <fieldset className="content-langs">
      <legend>{t('admin.content.texts')}</legend>
      <div className="field">
        <label htmlFor={`${id}-lang`}>{t('admin.content.language')}</label>
        <select id={`${id}-lang`} value={lang} onChange={(e) => onLang(e.target.value as LangCode)}>
          {TEXT_LANGS.map((l) => (
            <option key={l.code} value={l.code}>
              {`${l.label}${l.code === 'en' ? ` — ${t('admin.content.required')}` : ''}${failed(l.code) ? ' ⚠' : written(l.code) ? ' ✓' : ''}`}
            </option>
          ))}
        </select>
      </div>
      <p className="small muted">{lang === 'en' ? t('admin.content.englishHint') : t('admin.content.fallbackHint')}</p>
      {fields.map((f) => {
        const props = {
          label: `${f.label} (${current.label})${lang === 'en' && f.requiredEn ? ' *' : ''}`,
          name: `${f.name}_${lang}`,
          lang: current.tag,
          maxLength: f.max,
          value: texts[lang]?.[f.name] ?? '',
          error: errors[`${lang}.${f.name}`],
          'data-field': f.name,
        };
        return f.rows ? (
          <TextAreaField
            key={`${lang}-${f.name}`}
            {...props}
            rows={f.rows}
            note={f.hint}
            onChange={(e) => set(f.name, e.target.value)}
          />
        ) : (
          <Field
            key={`${lang}-${f.name}`}
            {...props}
            autoComplete="off"
            onChange={(e) => set(f.name, e.target.value)}
          />
        );
      })}
    </fieldset>
  );
}
