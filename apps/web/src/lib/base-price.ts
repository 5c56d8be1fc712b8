// The ledger keeps every amount in the base currency, and an operator reconciles it against bank
// statements in that currency: the finance and report figures are shown in it, whatever the header's choice
// (a conversion truncates each figure, and the sums would no longer add up to the cent).
import { DEFAULT_CURRENCY } from '@polymart/contract/locales';
import { type Currency, displayPrice } from '@polymart/contract/money';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from './currency.ts';

const FALLBACK: Currency = { code: DEFAULT_CURRENCY, symbol: '$', rate: 100 };

export function useBaseCurrency(): Currency {
  const { list } = useCurrency();
  // one object while the list stays the same, so charts and memos keyed on it keep still
  return useMemo(() => {
    const found = list.find((c) => c.code === DEFAULT_CURRENCY);
    // the base currency's amounts are shown as they are stored, whatever rate the list carries
    return found ? { ...found, rate: 100 } : FALLBACK;
  }, [list]);
}

/** An amount with its sign before the symbol (-$12.00): days with more refunded than paid are negative. */
export const signedPrice = (amount: number, currency: Currency, tag = 'en') =>
  amount < 0 ? `-${displayPrice(-amount, currency, tag)}` : displayPrice(amount, currency, tag);

export function useBasePrice(): (amount: number) => string {
  const currency = useBaseCurrency();
  const tag = useTranslation().i18n.language || 'en';
  return useCallback((amount: number) => signedPrice(amount, currency, tag), [currency, tag]);
}
