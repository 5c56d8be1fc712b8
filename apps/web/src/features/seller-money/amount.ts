// Amounts the seller types in the chosen currency, sent in base minor units. A typed amount goes
// through the contract's typedToBase (the smallest base amount that shows as the typed one), which
// never exceeds a balance shown truncated; an amount filled in by "max" keeps its exact base value
// while its text is left as shown, so the whole balance can be asked for in any currency.
import { convertFromBase, formatMinor, parseAmount, typedToBase } from '@polymart/contract/money';

export interface Amount {
  text: string;
  /** the exact base value behind `shown`, when the text came from a balance */
  base: number | null;
  shown: string;
}

export const EMPTY_AMOUNT: Amount = { text: '', base: null, shown: '' };

/** Base minor units as typed in the shown currency (no thousands commas). */
export const amountOf = (base: number, rate: number): Amount => {
  const shown = formatMinor(convertFromBase(base, rate), '');
  return { text: shown, base, shown };
};

/** Base minor units of the field: '' when empty, the text itself when it is no amount (the schema names it). */
export function baseOf(a: Amount, rate: number): number | string {
  const text = a.text.trim();
  if (a.base !== null && text === a.shown) return a.base;
  if (!text) return '';
  const minor = parseAmount(text);
  return minor === null ? text : typedToBase(minor, rate);
}
