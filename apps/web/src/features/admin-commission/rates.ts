// A rate is typed as a percentage with up to two decimals and kept in basis points: 12.5 % is
// 1250 bp, which is exactly the amount rule's hundredths, so the contract's integer money helpers
// read and write it without any floating point. The fixed amount is base-currency money.
import { formatMinor, parseAmount } from '@polymart/contract/money';

/** 1250 → "12.50" */
export const percentText = (bp: number) => formatMinor(bp, '');
/** "12.5" → 1250; null when it is not a number with up to two decimals */
export const percentToBp = (text: string) => (text.trim() === '' ? null : parseAmount(text));
/** 50 → "0.50" */
export const amountText = (minor: number) => formatMinor(minor, '');
/** "0.5" → 50; an empty field is no fixed amount */
export const amountToMinor = (text: string) => (text.trim() === '' ? 0 : parseAmount(text));
