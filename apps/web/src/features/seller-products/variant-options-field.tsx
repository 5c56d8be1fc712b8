// The product's place on its variant group's axes (migration 0034): up to three rows of an option
// ("Colour") and this product's value ("Black"), in English, the key buyers' choices are grouped
// by. Translations the product already has stay with a row while its English text is unchanged
// (the server keeps them per language); the storefront shows English where none is given.
import { MAX_AXIS_NAME, MAX_VARIANT_AXES, MAX_VARIANT_LABEL, type VariantOption } from '@polymart/contract';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';

export function VariantOptionsField({
  value,
  onChange,
  error,
}: {
  value: VariantOption[];
  onChange: (next: VariantOption[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const edit = (i: number, part: 'axis' | 'value', text: string) =>
    onChange(value.map((o, k) => (k !== i ? o : { ...o, [part]: text === o[part].en ? o[part] : { en: text } })));
  return (
    <fieldset className="sp-fieldset" data-testid="variant-options">
      <legend>{t('seller.products.form.options')}</legend>
      <p className="small muted">{t('seller.products.form.optionsHint')}</p>
      {value.map((o, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list (the axis order); its inputs are controlled, so a removal re-renders the rows after it with their values
        <div className="sp-grid sp-option" key={i}>
          <Field
            label={t('seller.products.form.optionAxis')}
            name={`variant_options.${i}.axis`}
            value={o.axis.en ?? ''}
            maxLength={MAX_AXIS_NAME}
            onChange={(e) => edit(i, 'axis', e.target.value)}
          />
          <Field
            label={t('seller.products.form.optionValue')}
            name={`variant_options.${i}.value`}
            value={o.value.en ?? ''}
            maxLength={MAX_VARIANT_LABEL}
            onChange={(e) => edit(i, 'value', e.target.value)}
          />
          <button type="button" className="btn btn-ghost" onClick={() => onChange(value.filter((_, k) => k !== i))}>
            {t('seller.products.form.removeOption')}
          </button>
        </div>
      ))}
      {value.length < MAX_VARIANT_AXES && (
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => onChange([...value, { axis: { en: '' }, value: { en: '' } }])}
        >
          {t('seller.products.form.addOption')}
        </button>
      )}
      <Problem text={error} />
    </fieldset>
  );
}
