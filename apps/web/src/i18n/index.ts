// The 19 interface languages (spec §1). Each language is its own chunk, loaded when chosen; only the
// chosen one is downloaded, English included (the translations test keeps every language at
// English's keys, so there is nothing to fall back to). A locale is split in two parts (parts.ts):
// the storefront loads the part it shows, the seller and admin areas both. The choice is stored
// under `lang` (the spec's code, sent in the `lang` header); i18next itself runs on the BCP 47 tag
// (ja, zh-TW ...) so that plural rules and <html lang> are right. The engine is our own subset of
// i18next's API (engine.ts, decision 0010).
import { DEFAULT_LANG, isLangCode, LANGUAGES, type LangCode } from '@polymart/contract/locales';
import { setMessages } from '../lib/api.ts';
import { KEYS, storage } from '../lib/storage.ts';
import { i18n as i18next } from './engine.ts';
import { isAreaKey, type LocalePart, type Tree } from './parts.ts';

type Loaders = Record<string, () => Promise<{ default: Tree }>>;
const LOADERS: Record<LocalePart, Loaders> = {
  store: import.meta.glob<{ default: Tree }>('./locales/*.json', { query: '?part=store' }),
  areas: import.meta.glob<{ default: Tree }>('./locales/*.json', { query: '?part=areas' }),
};

/** The parts this page uses, in every language it switches to. */
const parts = new Set<LocalePart>(['store']);
const loaded = new Set<string>();

export function tagOf(code: LangCode): string {
  return LANGUAGES.find((l) => l.code === code)?.tag ?? code;
}

export function codeOf(tag: string): LangCode {
  return LANGUAGES.find((l) => l.tag === tag)?.code ?? DEFAULT_LANG;
}

async function load(code: LangCode, part: LocalePart): Promise<void> {
  const tag = tagOf(code);
  const loader = LOADERS[part][`./locales/${code}.json`];
  if (!loader || loaded.has(`${tag}:${part}`)) return;
  i18next.addResourceBundle(tag, 'translation', (await loader()).default, true, true);
  loaded.add(`${tag}:${part}`);
}

/** A storefront screen asked for a seller or admin text its part leaves out: fetch that part. */
function onMissing(key: string): void {
  if (parts.has('areas') || !isAreaKey(key)) return;
  parts.add('areas');
  // the bundle's `added` event re-renders the screens that asked (react.ts)
  void load(codeOf(i18next.language), 'areas');
}

/** `areas`: the seller and admin areas, which show both parts from the start. */
export async function initI18n(options: { areas?: boolean } = {}): Promise<void> {
  if (options.areas) parts.add('areas');
  const saved = storage.get(KEYS.lang);
  const code: LangCode = isLangCode(saved) ? saved : DEFAULT_LANG;
  storage.set(KEYS.lang, code);
  await i18next.init({ lng: tagOf(code), missingKeyHandler: (_lngs, _ns, key) => onMissing(key) });
  await changeLanguage(code);
  setMessages({
    code: (c) => (i18next.exists(`errors.${c}`) ? i18next.t(`errors.${c}`) : undefined),
    generic: (key) => i18next.t(`generic.${key}`),
  });
}

export async function changeLanguage(code: LangCode): Promise<void> {
  await Promise.all([...parts].map((part) => load(code, part)));
  storage.set(KEYS.lang, code);
  await i18next.changeLanguage(tagOf(code));
  document.documentElement.lang = tagOf(code);
}

export { i18next };
