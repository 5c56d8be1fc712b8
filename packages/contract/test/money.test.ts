import { describe, expect, it } from 'vitest';
import {
  convertFromBase,
  convertToBase,
  displayPhone,
  displayPrice,
  formatMinor,
  parseAmount,
  typedToBase,
} from '../src/money.ts';

describe('money (spec §9)', () => {
  it('converts base minor units by rate ÷ 100 and truncates', () => {
    expect(convertFromBase(10_000, 92)).toBe(9_200); // 100.00 USD at 0.92 -> 92.00 EUR
    expect(convertFromBase(999, 92)).toBe(919); // 9.1908 -> 9.19, truncated not rounded
    expect(convertFromBase(1, 15_300)).toBe(153); // 0.01 USD -> 1.53 JPY
    expect(convertFromBase(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('converts back to base without ever crediting more than was paid', () => {
    expect(convertToBase(9_200, 92)).toBe(10_000);
    expect(convertToBase(100, 15_300)).toBe(0); // 1.00 JPY is 0.0065 USD -> 0.00
    expect(convertToBase(1_530_000, 15_300)).toBe(10_000);
    expect(() => convertToBase(100, 0)).toThrow(RangeError);
  });

  it('refuses fractional amounts instead of rounding them silently', () => {
    expect(() => convertFromBase(10.5, 92)).toThrow(RangeError);
    expect(() => formatMinor(1.5)).toThrow(RangeError);
  });

  it('shows two decimals with the symbol and thousands separators', () => {
    expect(formatMinor(123_456_789)).toBe('1,234,567.89');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(-250)).toBe('-2.50');
    expect(displayPrice(249_900, { code: 'EUR', symbol: '€', rate: 92 })).toBe('€2,299.08');
    expect(displayPrice(249_900, { code: 'USD', symbol: '$', rate: 100 })).toBe('$2,499.00');
  });

  it('parses typed amounts by the spec amount rule', () => {
    expect(parseAmount('1,234.5')).toBe(123_450);
    expect(parseAmount('99')).toBe(9_900);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('12,34')).toBeNull();
    expect(parseAmount('-5')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
  });

  it('shows Thai numbers starting with 66 with a leading 0', () => {
    expect(displayPhone('66812345678')).toBe('066812345678');
    expect(displayPhone('13800138000')).toBe('13800138000');
  });
});

describe('typedToBase', () => {
  it('stores the smallest base price that shows at least what was typed', () => {
    expect(typedToBase(1000, 92)).toBe(1087); // 10.00 EUR at 0.92: 10.87 USD, shown as 10.00 EUR again
    expect(convertFromBase(1087, 92)).toBe(1000);
    expect(convertFromBase(1086, 92)).toBe(999); // one cent less would show 9.99
    expect(typedToBase(4599, 100)).toBe(4599); // the base currency is kept as typed
    expect(typedToBase(100_000, 15_300)).toBe(654); // 1,000 JPY: a base cent is 1.53 JPY
    expect(convertFromBase(654, 15_300)).toBeGreaterThanOrEqual(100_000);
  });

  it('gives back every typed price in a currency finer than the base one', () => {
    for (let typed = 1; typed < 5000; typed += 7) {
      expect(convertFromBase(typedToBase(typed, 79), 79)).toBe(typed);
    }
  });

  it('refuses a rate that is not a positive integer', () => {
    expect(() => typedToBase(100, 0)).toThrow(RangeError);
    expect(() => typedToBase(1.5, 92)).toThrow(RangeError);
  });
});
