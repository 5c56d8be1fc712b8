// Counts, ratings, amounts and currency names in the interface language (issue 17). English keeps
// the shapes its screens always had; the spec's codes (jp, zhtw) reach Intl as BCP 47 tags.
import { describe, expect, it } from 'vitest';
import { currencyName } from '../src/lib/currency.ts';
import { formatAmount, formatCount, formatDecimal, langTag } from '../src/lib/numbers.ts';

const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the interface language', () => {
  it('groups counts as each language does, English as before', () => {
    expect(formatCount(1964, 'en')).toBe('1964');
    expect(formatCount(1964, 'de')).toBe('1.964');
    expect(nb(formatCount(1_103_964, 'fr'))).toBe('1 103 964');
    expect(formatCount(1964, 'hu')).toBe('1964'); // Hungarian groups from five digits on
    expect(nb(formatCount(19_640, 'hu'))).toBe('19 640');
    expect(nb(formatCount(1964, 'kk'))).toBe('1 964');
    expect(formatCount(1964, 'jp')).toBe('1,964');
    expect(formatCount(1964, 'th')).toBe('1,964');
  });

  it('writes ratings with the language decimal sign', () => {
    expect(formatDecimal(4.5, 'en')).toBe('4.5');
    expect(formatDecimal(4.5, 'de')).toBe('4,5');
    expect(formatDecimal(4, 'fr')).toBe('4,0');
    expect(formatDecimal(4.25, 'ja')).toBe('4.3');
  });

  it('writes amounts next to a currency code without a float', () => {
    expect(formatAmount(110_330, 'en')).toBe('1,103.30');
    expect(formatAmount(110_330, 'de')).toBe('1.103,30');
    expect(nb(formatAmount(900_719_925_474_099, 'fr'))).toBe('9 007 199 254 740,99');
  });

  it('turns the spec codes into tags Intl accepts', () => {
    expect(langTag('zhtw')).toBe('zh-TW');
    expect(langTag('jp')).toBe('ja');
    expect(langTag('zh-TW')).toBe('zh-TW');
    expect(formatCount(1964, 'zhtw')).toBe('1,964');
  });

  it('names currencies in the interface language, with the list name as fallback', () => {
    expect(currencyName('EUR', 'Euro', 'en')).toBe('Euro');
    expect(currencyName('EUR', 'Euro', 'de')).toBe('Euro');
    expect(currencyName('USD', 'US Dollar', 'de')).toBe('US-Dollar');
    expect(currencyName('USD', 'US Dollar', 'fr')).toBe('Dollar des États-Unis');
    expect(currencyName('JPY', 'Japanese Yen', 'ja')).toBe('日本円');
    expect(currencyName('THB', 'Thai Baht', 'th')).toBe('บาท');
    expect(currencyName('KZT', 'Kazakhstani Tenge', 'kk')).toBe('Қазақстан теңгесі');
    expect(currencyName('XQQ', 'Quest Coin', 'de')).toBe('Quest Coin');
    expect(currencyName('points', 'Points', 'de')).toBe('Points');
  });
});
