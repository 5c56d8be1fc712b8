// The shop's description and return policy per language: one language at a time, chosen from the
// 19, English first and required; a language left empty shows buyers the English text.
import { LANGUAGES, type LangCode } from '@polymart/contract/locales';
import { RETURN_POLICY_MAX, SHOP_DESCRIPTION_MAX } from '@polymart/contract/shop-settings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';

export type Texts = Partial<Record<LangCode, { description: string; return_policy: string }>>;

/** English first, then the others in the order the language menu lists them. */
export const TEXT_LANGS = [LANGUAGES.find((l) => l.code === 'en')!, ...LANGUAGES.filter((l) => l.code !== 'en')];

export function TextsSection({
  texts,
  lang,
  onLang,
  onChange,
  errors,
}: {
  texts: Texts;
  lang: LangCode;
  onLang: (lang: LangCode) => void;
  onChange: (lang: LangCode, field: 'description' | 'return_policy', value: string) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const current = texts[lang] ?? { description: '', return_policy: '' };
  const written = (code: LangCode) => Boolean(texts[code]?.description.trim() || texts[code]?.return_policy.trim());
  const failed = (code: LangCode) => Boolean(errors[`description_${code}`] || errors[`return_policy_${code}`]);
  const label = LANGUAGES.find((l) => l.code === lang)?.label ?? lang;
  const area = (field: 'description' | 'return_policy', max: number, rows: number) => {
    const key = `${field}_${lang}`;
    const hint = lang === 'en' ? t(`seller.shop.${field}HintEn`) : t('seller.shop.fallbackHint');
    return (
      <div className="field">
        <label htmlFor={`${id}-${field}`}>
          {t(field === 'description' ? 'seller.shop.description' : 'seller.shop.returnPolicy', { lang: label })}
        </label>
        <p id={`${id}-${field}-hint`} className="small muted">
          {hint}
        </p>
        <textarea
          id={`${id}-${field}`}
          name={key}
          lang={LANGUAGES.find((l) => l.code === lang)?.tag}
          rows={rows}
          maxLength={max}
          required={field === 'description' && lang === 'en'}
          value={current[field]}
          onChange={(e) => onChange(lang, field, e.target.value)}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? `${id}-${field}-hint ${id}-${field}-err` : `${id}-${field}-hint`}
        />
        <FieldError id={`${id}-${field}-err`} text={errors[key]} />
      </div>
    );
  };
  return (
    <fieldset className="card panel shop-section">
      <legend>
        <h2>{t('seller.shop.texts')}</h2>
      </legend>
      <div className="field">
        <label htmlFor={`${id}-lang`}>{t('seller.shop.textLanguage')}</label>
        <select id={`${id}-lang`} value={lang} onChange={(e) => onLang(e.target.value as LangCode)}>
          {TEXT_LANGS.map((l) => (
            <option key={l.code} value={l.code}>
              {l.code === 'en'
                ? t('seller.shop.langRequired', { lang: l.label })
                : failed(l.code)
                  ? t('seller.shop.langProblem', { lang: l.label })
                  : written(l.code)
                    ? t('seller.shop.langWritten', { lang: l.label })
                    : l.label}
            </option>
          ))}
        </select>
      </div>
      {area('description', SHOP_DESCRIPTION_MAX, 5)}
      {area('return_policy', RETURN_POLICY_MAX, 6)}
    </fieldset>
  );
}
