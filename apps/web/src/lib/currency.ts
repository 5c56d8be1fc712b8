// The buyer's currency (spec §1, §9): chosen from get_currency, stored under `cur` (default USD);
// every price is converted from base minor units by rate ÷ 100, truncated, with two decimals, and
// written as the interface language writes money (contract/money.ts formatMoney: `1.103,30 €`).
import { DEFAULT_CURRENCY } from '@polymart/contract/locales';
import { type Currency, displayPrice } from '@polymart/contract/money';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api, setStaticBase } from './api.ts';
import { KEYS, storage } from './storage.ts';
import { createStore, useStore } from './store.ts';

export interface CurrencyInfo extends Currency {
  name: string;
  is_default: boolean;
}

interface CurrencyState {
  list: CurrencyInfo[];
  code: string;
}

export const currencyStore = createStore<CurrencyState>({ list: [], code: DEFAULT_CURRENCY });

const FALLBACK: Currency = { code: DEFAULT_CURRENCY, symbol: '$', rate: 100 };

/** Loads the list once at launch; the app mounts only when this answers (spec §4). */
export async function initCurrency(): Promise<boolean> {
  const data = await api<{ list: CurrencyInfo[]; static: string; default: string }>('/customer/index/get_currency', {
    quiet: true,
  }).catch(() => null);
  if (!data?.list?.length) return false;
  setStaticBase(data.static);
  const saved = storage.get(KEYS.currency);
  const code = data.list.some((c) => c.code === saved) ? saved! : data.default;
  currencyStore.set({ list: data.list, code });
  return true;
}

export function setCurrency(code: string): void {
  storage.set(KEYS.currency, code);
  currencyStore.set((s) => ({ ...s, code }));
}

export function currentCurrency(state = currencyStore.get()): Currency {
  return state.list.find((c) => c.code === state.code) ?? FALLBACK;
}

// Intl's formatToParts costs a phone a fraction of a millisecond a price, and a page writes the same
// few prices many times (cards, the buy box, the sticky bar): the written prices are kept, up to a
// few thousand, and dropped together when there are more (issue 17, speed).
const written = new Map<string, string>();
const WRITTEN_MAX = 4000;

function writtenPrice(amount: number, currency: Currency, tag: string): string {
  const key = `${tag}|${currency.code}|${currency.symbol}|${currency.rate}|${amount}`;
  let text = written.get(key);
  if (text === undefined) {
    if (written.size >= WRITTEN_MAX) written.clear();
    text = displayPrice(amount, currency, tag);
    written.set(key, text);
  }
  return text;
}

/** A formatter of base minor units in the buyer's currency and language; re-renders when either changes. */
export function usePrice(): (amount: number) => string {
  const state = useStore(currencyStore);
  const currency = currentCurrency(state);
  const tag = useTranslation().i18n.language || 'en';
  return useCallback((amount: number) => writtenPrice(amount, currency, tag), [currency, tag]);
}

// Building Intl.DisplayNames is costly: the header's currency list built one per currency at every
// draw, 100 ms of the home page's first draw on Lighthouse's phone (issue 17). One per language.
const displayNames = new Map<string, Intl.DisplayNames>();

function currencyNames(tag: string): Intl.DisplayNames {
  let names = displayNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'currency', fallback: 'none' });
    displayNames.set(tag, names);
  }
  return names;
}

/**
 * A currency's name in the interface language (Intl's names: "Euro", "欧元"), or the name the
 * operator gave it in the currency list when Intl does not know the code.
 */
export function currencyName(code: string, fallback: string, tag: string): string {
  if (tag === 'en' || !/^[A-Z]{3}$/.test(code)) return fallback;
  try {
    const name = currencyNames(tag).of(code);
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : fallback;
  } catch {
    return fallback;
  }
}

/** currencyName for the interface language. */
export function useCurrencyName(): (code: string, fallback: string) => string {
  const tag = useTranslation().i18n.language || 'en';
  return useCallback((code: string, fallback: string) => currencyName(code, fallback, tag), [tag]);
}

export function useCurrency() {
  return useStore(currencyStore);
}
