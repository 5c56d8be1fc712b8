// The 19 interface languages (spec §1). English is the source of the keys and ships in the main
// bundle; every other language is its own chunk, loaded when chosen. The choice is stored under
// `lang` (the spec's code, sent in the `lang` header); i18next itself runs on the BCP 47 tag
// (ja, zh-TW ...) so that plural rules and <html lang> are right.
import { DEFAULT_LANG, isLangCode, LANGUAGES, type LangCode } from '@polymart/contract/locales';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setMessages } from '../lib/api.ts';
import { KEYS, storage } from '../lib/storage.ts';
import en from './locales/en.json';

const loaders = import.meta.glob<{ default: typeof en }>(['./locales/*.json', '!./locales/en.json']);

export function tagOf(code: LangCode): string {
  return LANGUAGES.find((l) => l.code === code)?.tag ?? code;
}

export function codeOf(tag: string): LangCode {
  return LANGUAGES.find((l) => l.tag === tag)?.code ?? DEFAULT_LANG;
}

async function load(code: LangCode): Promise<void> {
  const tag = tagOf(code);
  if (code === 'en' || i18next.hasResourceBundle(tag, 'translation')) return;
  const loader = loaders[`./locales/${code}.json`];
  if (!loader) return;
  i18next.addResourceBundle(tag, 'translation', (await loader()).default);
}

export async function initI18n(): Promise<void> {
  const saved = storage.get(KEYS.lang);
  const code: LangCode = isLangCode(saved) ? saved : DEFAULT_LANG;
  storage.set(KEYS.lang, code);
  await i18next.use(initReactI18next).init({
    lng: tagOf(code),
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  await changeLanguage(code);
  setMessages({
    code: (c) => (i18next.exists(`errors.${c}`) ? i18next.t(`errors.${c}`) : undefined),
    generic: (key) => i18next.t(`generic.${key}`),
  });
}

export async function changeLanguage(code: LangCode): Promise<void> {
  await load(code);
  storage.set(KEYS.lang, code);
  await i18next.changeLanguage(tagOf(code));
  document.documentElement.lang = tagOf(code);
}

export { i18next };
