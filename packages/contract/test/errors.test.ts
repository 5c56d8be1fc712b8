import { describe, expect, it } from 'vitest';
import { ERRORS, isSuccess, RELOGIN_CODES } from '../src/errors.ts';
import { DEFAULT_CURRENCY, DEFAULT_LANG, LANG_CODES, resolveLang } from '../src/locales.ts';

describe('error catalogue (spec §8)', () => {
  it('keeps every code of the spec with its number', () => {
    const spec = [
      200, 1000004, 1000008, 1000009, 1100000, 1100001, 1100002, 1100003, 1100004, 1100005, 1100006, 1100007, 1100008,
      1500018, 1500019, 2000001, 2000002, 2000003, 2000004, 2000005, 2000006, 2000007, 2000008, 2000009, 2000010,
      2000011, 2000012, 2000013, 2000014, 2000015, 2000016, 2000017, 2000018, 2000019, 2000021, 2000022, 2000023,
      2000028, 2000029, 2000030, 2000032, 2000033,
    ];
    const ours = Object.values(ERRORS).map((e) => e.code);
    for (const code of spec) expect(ours).toContain(code);
    expect(new Set(ours).size).toBe(ours.length);
  });

  it('treats a missing code, 200 and 2000016 as success', () => {
    expect(isSuccess({})).toBe(true);
    expect(isSuccess({ code: 200 })).toBe(true);
    expect(isSuccess({ code: 2000016 })).toBe(true);
    expect(isSuccess({ code: 2000023 })).toBe(false);
    expect(RELOGIN_CODES).toEqual([1000004, 1100003, 2000017]);
  });
});

describe('locales (spec §1)', () => {
  it('has the 19 languages with es and USD as defaults', () => {
    expect(LANG_CODES).toHaveLength(19);
    expect(DEFAULT_LANG).toBe('es');
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(resolveLang('jp')).toBe('jp');
    expect(resolveLang('xx')).toBe('es');
    expect(resolveLang(undefined)).toBe('es');
  });
});
