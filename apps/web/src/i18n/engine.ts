// The translation engine: the part of i18next's API this app uses, in a few hundred bytes instead
// of 16 KB gzip of the storefront's first load (decision 0010). Imports of 'i18next' resolve here
// (vite.config.ts, tsconfig paths), so the screens keep i18next's calls and their meaning:
// - keys are dot paths into one namespace of nested objects;
// - `count` picks the plural form with Intl.PluralRules of the language's BCP 47 tag (`key_one`,
//   `key_other`...; `key_zero` first for 0 when a language has it), then the plain key;
// - `{{name}}` takes the option of that name (`{{a.b}}` a nested one), or only `replace`'s values
//   when `replace` is given; a value not given leaves the placeholder as it is; nothing is escaped
//   (React escapes);
// - a key not found answers `defaultValue` (or a string given in place of the options) or the key
//   itself, after telling `missingKeyHandler`.
export type Tree = { [key: string]: string | Tree };
export type TOptions = {
  count?: number;
  defaultValue?: string;
  replace?: Record<string, unknown>;
  [name: string]: unknown;
};
/** A string in place of the options is the default value (i18next's shorthand). */
export type TFunction = (key: string, options?: TOptions | string) => string;
type Event = 'languageChanged' | 'added';
type InitOptions = {
  lng: string;
  missingKeyHandler?: (lngs: readonly string[], ns: string, key: string, fallback: string) => void;
  /** i18next's other options (resources, interpolation, react...) mean nothing here. */
  [option: string]: unknown;
};

const bundles = new Map<string, Tree>();
const listeners = new Map<Event, Set<() => void>>();
const rules = new Map<string, Intl.PluralRules>();
let onMissing: InitOptions['missingKeyHandler'];

function find(tree: Tree | undefined, key: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return node;
}

function merge(into: Tree, from: Tree): void {
  for (const [key, value] of Object.entries(from)) {
    const here = into[key];
    if (typeof value === 'object' && typeof here === 'object') merge(here, value);
    else into[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

function pluralOf(count: number): string {
  const tag = i18n.language || 'en';
  let rule = rules.get(tag);
  if (!rule) {
    rule = new Intl.PluralRules(tag);
    rules.set(tag, rule);
  }
  return rule.select(count);
}

function interpolate(text: string, options: TOptions): string {
  const data = options.replace ?? options;
  return text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
    let value: unknown = data;
    for (const part of name.replace(/^-/, '').trim().split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
    }
    if (value === undefined) return whole;
    return value === null ? '' : String(value);
  });
}

function resolve(key: string, count: unknown): string | undefined {
  const tree = bundles.get(i18n.language);
  const keys = typeof count === 'number' ? [`${key}_${pluralOf(count)}`, key] : [key];
  if (count === 0) keys.unshift(`${key}_zero`);
  for (const k of keys) {
    const text = find(tree, k);
    if (typeof text === 'string') return text;
  }
  return undefined;
}

const emit = (event: Event) => {
  for (const listener of listeners.get(event) ?? []) listener();
};

export const i18n = {
  language: '',
  /** Plugins (react-i18next's initReactI18next) have nothing to set up here. */
  use(_plugin: unknown) {
    return i18n;
  },
  async init(options: InitOptions): Promise<TFunction> {
    i18n.language = options.lng;
    onMissing = options.missingKeyHandler;
    return i18n.t;
  },
  addResourceBundle(lng: string, _ns: string, resources: Tree, _deep?: boolean, _overwrite?: boolean) {
    const tree = bundles.get(lng) ?? {};
    merge(tree, resources);
    bundles.set(lng, tree);
    emit('added');
    return i18n;
  },
  async changeLanguage(lng: string): Promise<TFunction> {
    if (lng !== i18n.language) {
      i18n.language = lng;
      emit('languageChanged');
    }
    return i18n.t;
  },
  exists(key: string): boolean {
    return find(bundles.get(i18n.language), key) !== undefined;
  },
  t(key: string, given: TOptions | string = {}): string {
    const options = typeof given === 'string' ? { defaultValue: given } : given;
    const text = resolve(key, options.count);
    if (text !== undefined) return interpolate(text, options);
    onMissing?.([i18n.language], 'translation', key, options.defaultValue ?? key);
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  },
  on(event: Event, listener: () => void) {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
  },
  off(event: Event, listener: () => void) {
    listeners.get(event)?.delete(listener);
  },
};

export type I18n = typeof i18n;
export default i18n;
