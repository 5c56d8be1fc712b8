// Name, short description, description and variant label in each of the 19 languages. English comes
// first and is required; the others are optional and buyers see English where one is empty. One
// language is edited at a time; the language buttons say which are filled and which need a look.
import { LANGUAGES, type LangCode } from '@polymart/contract';
import { MAX_VARIANT_LABEL } from '@polymart/contract/seller-products';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, FieldError } from '../../components/form-field.tsx';
import { isFilled, type LangTexts, TEXT_FIELDS, type TextField } from './form-state.ts';

/** English first, then the others in the order of the language list. */
export const FORM_LANGS: readonly { code: LangCode; tag: string; label: string }[] = [
  ...LANGUAGES.filter((l) => l.code === 'en'),
  ...LANGUAGES.filter((l) => l.code !== 'en'),
];

/** The language of the first field with a problem, to open it. */
export function langWithError(errors: Record<string, string>): LangCode | undefined {
  return FORM_LANGS.find((l) => TEXT_FIELDS.some((f) => errors[`${f}_${l.code}`]))?.code;
}

export function TextsField({
  texts,
  lang,
  onLang,
  onChange,
  errors,
  inGroup,
}: {
  texts: Record<LangCode, LangTexts>;
  lang: LangCode;
  onLang: (lang: LangCode) => void;
  onChange: (lang: LangCode, field: TextField, value: string) => void;
  errors: Record<string, string>;
  inGroup: boolean;
}) {
  const { t } = useTranslation();
  const areaId = useId();
  const current = texts[lang];
  const label = FORM_LANGS.find((l) => l.code === lang)?.label ?? lang;
  const english = lang === 'en';
  const descriptionError = errors[`description_${lang}`];
  const filledCount = FORM_LANGS.filter((l) => isFilled(texts[l.code])).length;
  return (
    <fieldset className="sp-fieldset">
      <legend>{t('seller.products.form.texts')}</legend>
      <p className="small muted">{t('seller.products.form.textsHint')}</p>
      <p className="small" aria-live="polite">
        {t('seller.products.form.filled', { filled: filledCount, total: FORM_LANGS.length })}
      </p>
      <ul className="chips sp-langs" aria-label={t('seller.products.form.languages')}>
        {FORM_LANGS.map((l) => {
          const filled = isFilled(texts[l.code]);
          const wrong = TEXT_FIELDS.some((f) => errors[`${f}_${l.code}`]);
          return (
            <li key={l.code}>
              <button
                type="button"
                lang={l.tag}
                className={`chip${filled ? ' sp-filled' : ''}${wrong ? ' sp-wrong' : ''}`}
                aria-pressed={l.code === lang}
                onClick={() => onLang(l.code)}
              >
                {filled && <span aria-hidden="true">✓ </span>}
                {l.label}
                <span className="visually-hidden">
                  {' '}
                  (
                  {t(
                    wrong
                      ? 'seller.products.form.langWrong'
                      : filled
                        ? 'seller.products.form.langFilled'
                        : 'seller.products.form.langEmpty',
                  )}
                  )
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="sp-lang-panel">
        <p className="sp-lang-title">{label}</p>
        {!english && <p className="small muted">{t('seller.products.form.fallback')}</p>}
        <Field
          label={t(english ? 'seller.products.form.nameRequired' : 'seller.products.form.name', { lang: label })}
          name={`name_${lang}`}
          value={current.name}
          maxLength={200}
          required={english}
          placeholder={english ? undefined : texts.en.name}
          error={errors[`name_${lang}`]}
          onChange={(e) => onChange(lang, 'name', e.target.value)}
        />
        <Field
          label={t('seller.products.form.short', { lang: label })}
          name={`short_description_${lang}`}
          value={current.short_description}
          maxLength={300}
          error={errors[`short_description_${lang}`]}
          onChange={(e) => onChange(lang, 'short_description', e.target.value)}
        />
        <div className="field">
          <label htmlFor={areaId}>{t('seller.products.form.description', { lang: label })}</label>
          <textarea
            id={areaId}
            name={`description_${lang}`}
            rows={6}
            maxLength={5000}
            value={current.description}
            aria-invalid={descriptionError ? true : undefined}
            aria-describedby={descriptionError ? `${areaId}-err` : undefined}
            onChange={(e) => onChange(lang, 'description', e.target.value)}
          />
          <FieldError id={`${areaId}-err`} text={descriptionError} />
        </div>
        <Field
          label={t(
            english && inGroup ? 'seller.products.form.variantLabelRequired' : 'seller.products.form.variantLabel',
            {
              lang: label,
            },
          )}
          name={`variant_label_${lang}`}
          value={current.variant_label}
          maxLength={MAX_VARIANT_LABEL}
          required={english && inGroup}
          placeholder={english ? undefined : texts.en.variant_label}
          error={errors[`variant_label_${lang}`]}
          onChange={(e) => onChange(lang, 'variant_label', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
