// A name in each of the 19 languages, English first (it is required; an empty one elsewhere shows
// the English name). Each input is marked with its language, so it is spelled and read right.
import type { CatalogNames } from '@polymart/contract/catalog-admin';
import { LANGUAGES, type LangCode } from '@polymart/contract/locales';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';

const ORDER = [...LANGUAGES].sort((a, b) => (a.code === 'en' ? -1 : b.code === 'en' ? 1 : 0));

export function NamesFields({
  names,
  onChange,
  errors,
  idPrefix,
}: {
  names: CatalogNames;
  onChange: (names: CatalogNames) => void;
  errors: Record<string, string>;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="catalogue-names">
      <legend>{t('admin.catalogue.names')}</legend>
      <p className="small muted">{t('admin.catalogue.namesHint')}</p>
      <div className="catalogue-names-grid">
        {ORDER.map((l) => (
          <Field
            key={l.code}
            label={l.code === 'en' ? `${l.label} *` : l.label}
            name={`${idPrefix}-name-${l.code}`}
            lang={l.tag}
            value={names[l.code as LangCode] ?? ''}
            maxLength={60}
            required={l.code === 'en'}
            autoComplete="off"
            error={errors[`names.${l.code}`]}
            onChange={(e) => onChange({ ...names, [l.code]: e.target.value })}
            data-lang={l.code}
          />
        ))}
      </div>
    </fieldset>
  );
}
