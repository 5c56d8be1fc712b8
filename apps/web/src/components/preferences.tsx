// Language and currency switches (spec §1): stored under `lang` and `cur`.
import { LANGUAGES, type LangCode } from '@polymart/contract/locales';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, codeOf } from '../i18n/index.ts';
import { setCurrency, useCurrency, useCurrencyName } from '../lib/currency.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <span className="pref">
      <label htmlFor={id}>{t('nav.language')}</label>
      <select id={id} value={codeOf(i18n.language)} onChange={(e) => void changeLanguage(e.target.value as LangCode)}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.tag}>
            {l.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * The options stay short (code and symbol) so the header select fits a phone; each carries the
 * currency's name in the interface language as its title, and the select the chosen one's.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { list, code } = useCurrency();
  const currencyName = useCurrencyName();
  const id = useId();
  const chosen = list.find((c) => c.code === code);
  return (
    <span className="pref">
      <label htmlFor={id}>{t('nav.currency')}</label>
      <select
        id={id}
        value={code}
        title={chosen ? currencyName(chosen.code, chosen.name) : undefined}
        onChange={(e) => setCurrency(e.target.value)}
      >
        {list.map((c) => (
          <option key={c.code} value={c.code} title={currencyName(c.code, c.name)}>
            {c.code} {c.symbol}
          </option>
        ))}
      </select>
    </span>
  );
}
