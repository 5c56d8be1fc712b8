// Money as each interface language writes it (issue 17): the amount is the spec's (converted by
// rate ÷ 100, truncated, two decimals); only separators and the symbol's place follow the language.
// English keeps the shape every English screen and test has always had.
import { describe, expect, it } from 'vitest';
import { displayPrice, formatMoney } from '../src/money.ts';

const EUR = { code: 'EUR', symbol: '€', rate: 92 };
const USD = { code: 'USD', symbol: '$', rate: 100 };
const nb = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney by language', () => {
  it('keeps English byte-identical: symbol, comma thousands, point decimals', () => {
    expect(formatMoney(110_330, USD)).toBe('$1,103.30');
    expect(formatMoney(110_330, USD, 'en')).toBe('$1,103.30');
    expect(formatMoney(-100, USD, 'en')).toBe('$-1.00');
    expect(displayPrice(119_924, EUR, 'en')).toBe('€1,103.30');
  });

  it('writes German, French, Hungarian and Kazakh with the symbol after the amount', () => {
    expect(formatMoney(110_330, EUR, 'de')).toBe('1.103,30\u00a0€');
    expect(nb(formatMoney(110_330, EUR, 'fr'))).toBe('1 103,30 €');
    expect(nb(formatMoney(11_033_000, { code: 'HUF', symbol: 'Ft' }, 'hu'))).toBe('110 330,00 Ft');
    expect(nb(formatMoney(110_330, { code: 'KZT', symbol: '₸' }, 'kk'))).toBe('1 103,30 ₸');
  });

  it('writes Japanese and Thai with the site symbol in front', () => {
    expect(formatMoney(110_330, { code: 'JPY', symbol: '¥' }, 'ja')).toBe('¥1,103.30');
    expect(formatMoney(110_330, { code: 'THB', symbol: '฿' }, 'th')).toBe('฿1,103.30');
  });

  it('shows the symbol of the site currency list, spaced when it is made of letters', () => {
    expect(formatMoney(110_330, { code: 'USD', symbol: 'US$' }, 'de')).toBe('1.103,30\u00a0US$');
    expect(nb(formatMoney(99, { code: 'SEK', symbol: 'kr' }, 'ja'))).toBe('kr 0.99');
    expect(formatMoney(99, { code: 'X1', symbol: '¤' }, 'de')).toBe('0,99\u00a0¤');
  });

  it('converts and truncates before formatting (spec §9)', () => {
    expect(displayPrice(999, EUR, 'de')).toBe('9,19\u00a0€');
    expect(formatMoney(-110_330, EUR, 'de')).toBe('-1.103,30\u00a0€');
    expect(formatMoney(900_719_925_474_099, USD, 'de')).toBe('9.007.199.254.740,99\u00a0$');
  });
});
