// Fees are kept in base minor units (USD cents) and typed in the seller's chosen currency. A typed
// amount becomes the smallest base amount that shows as exactly that amount again (so 4.59 EUR stays
// 4.59 EUR after saving, where truncating both ways would lose a cent each time); a currency with
// more units per dollar than cents has amounts no base amount hits, and those take the nearest.
// An amount the seller did not touch keeps its stored base value untouched.
import { convertFromBase, formatMinor, parseAmount } from '@polymart/contract/money';

export function toBaseExact(minor: number, rate: number): number {
  const scaled = BigInt(minor) * 100n;
  const up = Number((scaled + BigInt(rate) - 1n) / BigInt(rate));
  if (convertFromBase(up, rate) === minor) return up;
  return Number((scaled * 2n + BigInt(rate)) / (BigInt(rate) * 2n));
}

/** Base minor units as the seller types them in the shown currency (no thousands commas). */
export const shownAmount = (base: number | null, rate: number) =>
  base === null ? '' : formatMinor(convertFromBase(base, rate), '');

export interface Amount {
  text: string;
  /** the stored value and how it was shown; kept while the text is left as shown */
  base: number | null;
  shown: string;
}

export const amountOf = (base: number | null, rate: number): Amount => {
  const shown = shownAmount(base, rate);
  return { text: shown, base, shown };
};

/** Base minor units of what the field holds: null when empty, NaN when it is not an amount. */
export function baseOf(a: Amount, rate: number): number | null {
  const text = a.text.trim();
  if (text === a.shown.trim()) return a.base;
  if (text === '') return null;
  const minor = parseAmount(text);
  return minor === null ? Number.NaN : toBaseExact(minor, rate);
}
