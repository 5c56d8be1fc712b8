// What the chart and its table both show: one row per day, the amount in the seller's currency.
// Amounts stay integer minor units; only the chart's scale sees them as plain numbers.
import type { SellerDashboard } from '@polymart/contract';
import { LANGUAGES } from '@polymart/contract/locales';
import { type Currency, convertFromBase, displayPrice } from '@polymart/contract/money';

export interface DayRow {
  /** YYYY-MM-DD (UTC) */
  date: string;
  label: string;
  /** minor units of the chosen currency, for the chart's bar heights */
  minor: number;
  /** the amount as the seller reads it, with the symbol */
  amount: string;
  orders: number;
}

const tagOf = (lang: string) => LANGUAGES.find((l) => l.code === lang || l.tag === lang)?.tag ?? 'en';

export function dayRows(daily: SellerDashboard['daily'], currency: Currency, lang: string): DayRow[] {
  // the dates are UTC days: shown as such, so a seller west of Greenwich sees the same day
  const format = new Intl.DateTimeFormat(tagOf(lang), { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return daily.map((d) => ({
    date: d.date,
    label: format.format(new Date(`${d.date}T00:00:00Z`)),
    minor: convertFromBase(d.amount, currency.rate),
    amount: displayPrice(d.amount, currency, tagOf(lang)),
    orders: d.orders,
  }));
}
