// Every language has exactly the keys of English (plural keys in the forms its plural rules
// need), with the same placeholders, and is really translated.
import { readFileSync } from 'node:fs';
import { LANGUAGES } from '@polymart/contract/locales';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };
const read = (code: string): Tree =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const en = flatten(read('en'));
const pluralBases = new Set([...en.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
/** Values that are the same in every language. */
const SAME_EVERYWHERE = new Set(['app.name', 'template.title', 'countdown.days']);

describe('translations', () => {
  it('has English plural keys in its own forms (one, other)', () => {
    for (const base of pluralBases) {
      expect(en.has(`${base}_one`) && en.has(`${base}_other`), base).toBe(true);
    }
  });

  for (const { code, tag } of LANGUAGES.filter((l) => l.code !== 'en')) {
    it(`${code}: same keys, placeholders and a real translation`, () => {
      const other = flatten(read(code));
      const forms = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
      const expected = new Set<string>();
      for (const key of en.keys()) {
        if (PLURAL.test(key)) for (const f of forms) expected.add(`${key.replace(PLURAL, '')}_${f}`);
        else expected.add(key);
      }
      const missing = [...expected].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !expected.has(k));
      expect(missing, `${code} is missing keys`).toEqual([]);
      expect(extra, `${code} has keys English does not`).toEqual([]);
      let same = 0;
      for (const [key, value] of other) {
        const source = en.get(key) ?? en.get(`${key.replace(PLURAL, '')}_other`)!;
        expect(value.trim(), `${code} ${key} is empty`).not.toBe('');
        expect(placeholders(value), `${code} ${key} placeholders`).toEqual(placeholders(source));
        if (value === source && !SAME_EVERYWHERE.has(key)) same++;
      }
      // a few words (brand-like, "Blog", "Total", "Express") may stay as in English, up to 2% of
      // the keys; a file or a section left in English fails here
      const allowed = Math.max(8, Math.ceil(en.size * 0.02));
      expect(same, `${code}: ${same} values are still English`).toBeLessThanOrEqual(allowed);
    });
  }

  // WCAG 2.5.3 (label in name): a button showing "Edit" and named "Edit {{name}}" for screen
  // readers must say the visible words in its name, in that order, or voice control misses it
  for (const { code } of LANGUAGES) {
    it(`${code}: a button's name (…Named) holds its visible text`, () => {
      const all = flatten(read(code));
      const wrong = [...all]
        .filter(([key]) => key.endsWith('Named') && all.has(key.slice(0, -5)))
        .filter(([key, named]) => !named.toLowerCase().includes(all.get(key.slice(0, -5))!.toLowerCase()))
        .map(([key]) => key);
      expect(wrong).toEqual([]);
    });
  }
});
