// The translation engine (src/i18n/engine.ts) keeps the meaning of the i18next calls the screens
// make: plural forms by the language's rules, placeholders, default values, missing keys, and the
// events that re-render the screens. Checked against a real locale file and the plural forms of
// languages with more than two (Polish, Portuguese's "many").
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n, type Tree } from '../src/i18n/engine.ts';

const locale = (code: string): Tree =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${code}.json`, import.meta.url), 'utf8')) as Tree;

describe('translation engine', () => {
  const missing: string[] = [];
  const events: string[] = [];
  i18n.on('added', () => events.push('added'));
  i18n.on('languageChanged', () => events.push(`language ${i18n.language}`));

  it('is what the screens get for i18next', () => {
    expect(i18next).toBe(i18n);
  });

  it('looks keys up by path and fills placeholders from the options or `replace`', async () => {
    await i18n.init({ lng: 'en', missingKeyHandler: (_l, _n, key) => missing.push(key) });
    i18n.addResourceBundle('en', 'translation', locale('en'), true, true);
    i18n.addResourceBundle(
      'en',
      'translation',
      { t: { hi: 'Hi {{ name }}, {{who.first}} {{left}}', e: '' } },
      true,
      true,
    );
    expect(events).toEqual(['added', 'added']);
    expect(i18n.t('common.retry')).toBe(locale('en').common && (locale('en').common as Tree).retry);
    expect(i18n.t('t.hi', { name: 'Ana', who: { first: 'B' } })).toBe('Hi Ana, B {{left}}');
    expect(i18n.t('t.hi', { name: 'no', replace: { name: 'R', who: { first: 0 } } })).toBe('Hi R, 0 {{left}}');
    expect(i18n.t('t.hi', { name: null })).toBe('Hi , {{who.first}} {{left}}');
    expect(i18n.t('t.e')).toBe('');
    // the merge kept the locale's keys beside the added ones
    expect(i18n.exists('common.retry') && i18n.exists('t.hi') && i18n.exists('t')).toBe(true);
  });

  it('answers the default value or the key for a missing key, and reports it', () => {
    expect(i18n.t('t.nope')).toBe('t.nope');
    expect(i18n.t('t.nope', { defaultValue: 'was {{x}}', x: 3 })).toBe('was 3');
    expect(i18n.t('t.nope', 'shorthand')).toBe('shorthand');
    expect(i18n.exists('t.nope')).toBe(false);
    expect(missing).toEqual(['t.nope', 't.nope', 't.nope']);
  });

  it('picks plural forms by the language rules, _zero first for 0, the plain key last', async () => {
    const forms = {
      n_one: '{{count}} one',
      n_few: '{{count}} few',
      n_many: '{{count}} many',
      n_other: '{{count}} other',
    };
    i18n.addResourceBundle('pl', 'translation', {
      p: { ...forms, z_zero: 'none', z_other: 'some', plain: 'p {{count}}' },
    });
    await i18n.changeLanguage('pl');
    expect(events.at(-1)).toBe('language pl');
    expect([1, 2, 5, 22, 1.5].map((count) => i18n.t('p.n', { count }))).toEqual([
      '1 one',
      '2 few',
      '5 many',
      '22 few',
      '1.5 other',
    ]);
    expect([0, 2.5].map((count) => i18n.t('p.z', { count }))).toEqual(['none', 'some']);
    expect(i18n.t('p.plain', { count: 4 })).toBe('p 4');
    // the number shows as the locale writes it, the form follows the number
    expect(i18n.t('p.n', { count: 1000, replace: { count: '1 000' } })).toBe('1 000 many');
    i18n.addResourceBundle('pt-BR', 'translation', { p: forms });
    await i18n.changeLanguage('pt-BR');
    expect([1, 2, 1_000_000].map((count) => i18n.t('p.n', { count }))).toEqual(['1 one', '2 other', '1000000 many']);
  });

  it('says nothing when the language does not change', async () => {
    const before = events.length;
    await i18n.changeLanguage('pt-BR');
    expect(events.length).toBe(before);
  });
});
