// Delivery fees typed in the seller's currency: what is typed is what the seller sees again after
// saving, in every currency the platform lists, and a fee left as shown keeps its stored value.
import { convertFromBase, typedToBase } from '@polymart/contract/money';
import { describe, expect, it } from 'vitest';
import { amountOf, baseOf } from '../src/features/seller-shop/money.ts';

// units per 1 USD × 100: USD, EUR, GBP, JPY, KRW, THB (rates of the demo data's kind)
const RATES = [100, 92, 79, 15_000, 135_000, 3_600];

describe('seller fees in the chosen currency', () => {
  it('turns a typed amount into base units that show as exactly that amount where one exists', () => {
    for (const rate of RATES) {
      for (const minor of [1, 99, 375, 459, 499, 1299, 100_000, 123_456]) {
        const base = typedToBase(minor, rate);
        expect(Number.isSafeInteger(base)).toBe(true);
        const shown = convertFromBase(base, rate);
        // a currency worth more than a cent per base cent cannot hit every amount: the next one up
        if (rate <= 100) expect(shown, `${minor} at ${rate}`).toBe(minor);
        else expect(shown - minor, `${minor} at ${rate}`).toBeGreaterThanOrEqual(0);
        if (rate > 100) expect(shown - minor, `${minor} at ${rate}`).toBeLessThan(Math.ceil(rate / 100));
      }
    }
    // 4.59 EUR: truncating both ways would store 4.98 USD and show 4.58 EUR
    expect(convertFromBase(typedToBase(459, 92), 92)).toBe(459);
  });

  it('keeps a stored value while its text is left as shown, and reads what is typed', () => {
    const shown = amountOf(499, 92);
    expect(shown.text).toBe('4.59');
    expect(baseOf(shown, 92)).toBe(499);
    expect(baseOf({ ...shown, text: '4.60' }, 92)).toBe(typedToBase(460, 92));
    expect(baseOf({ ...shown, text: '' }, 92)).toBeNull();
    expect(baseOf({ ...shown, text: '4,5.1' }, 92)).toBeNaN();
    expect(amountOf(null, 100).text).toBe('');
  });
});
