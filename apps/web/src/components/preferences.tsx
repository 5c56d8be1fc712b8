// Language and currency switches (spec §1): stored under `lang` and `cur`.
import { LANGUAGES, type LangCode } from '@polymart/contract/locales';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, codeOf } from '../i18n/index.ts';
import { setCurrency, useCurrency, useCurrencyName } from '../lib/currency.ts';
import { Icon } from './icon.tsx';

/**
 * `compact` is the phone header's switch: a globe and the language's two letters, with the select
 * laid invisibly over them, so one tap opens the full list of languages and the header keeps its
 * width in every language.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const code = codeOf(i18n.language);
  const select = (
    <select
      id={id}
      className="lang-select"
      value={code}
      onChange={(e) => void changeLanguage(e.target.value as LangCode)}
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code} lang={l.tag}>
          {l.label}
        </option>
      ))}
    </select>
  );
  if (compact) {
    const tag = LANGUAGES.find((l) => l.code === code)?.tag ?? code;
    return (
      <span className="pref-compact" data-testid="header-language">
        <label htmlFor={id} className="visually-hidden">
          {t('nav.language')}
        </label>
        <Icon name="globe" size={18} />
        <span aria-hidden="true">{tag.split('-')[0]?.toUpperCase()}</span>
        {select}
      </span>
    );
  }
  return (
    <span className="pref">
      <label htmlFor={id}>{t('nav.language')}</label>
      {select}
    </span>
  );
}

/**
 * The options stay short (code and symbol) so the header select fits a phone; each carries the
 * currency's name in the interface language as its title, and the select the chosen one's. The
 * names come when the visitor reaches for the select (pointer over it, focus, a touch): Intl's
 * currency names cost 30 ms of a phone's first draw (120 ms on Lighthouse's 4× slower phone, issue
 * 17), for titles nobody reads before then.
 */
export function CurrencySelect() {
  const { t } = useTranslation();
  const { list, code } = useCurrency();
  const currencyName = useCurrencyName();
  const [named, setNamed] = useState(false);
  const id = useId();
  const chosen = list.find((c) => c.code === code);
  const title = (c: { code: string; name: string }) => (named ? currencyName(c.code, c.name) : undefined);
  const name = () => setNamed(true);
  return (
    <span className="pref">
      <label htmlFor={id}>{t('nav.currency')}</label>
      <select
        id={id}
        value={code}
        title={chosen && title(chosen)}
        onChange={(e) => setCurrency(e.target.value)}
        onPointerEnter={name}
        onFocus={name}
        onTouchStart={name}
        data-named={named || undefined}
      >
        {list.map((c) => (
          <option key={c.code} value={c.code} title={title(c)}>
            {c.code} {c.symbol}
          </option>
        ))}
      </select>
    </span>
  );
}
