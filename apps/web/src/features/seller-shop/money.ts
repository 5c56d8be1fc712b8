// Fees are kept in base minor units (USD cents) and typed in the seller's chosen currency; a typed
// amount goes through the contract's typedToBase (4.59 EUR stays 4.59 EUR after saving). An amount
// the seller did not touch keeps its stored base value untouched.
import { convertFromBase, formatMinor, parseAmount, typedToBase } from '@polymart/contract/money';

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
  return minor === null ? Number.NaN : typedToBase(minor, rate);
}
