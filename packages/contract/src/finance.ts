// The operators' finance view (issue 14): what the ledger says about a period of UTC days, per day
// and in total, the balances at its end, and the ledger's own check. Money in base minor units.
import { z } from 'zod';
import { zIsoDate } from './common.ts';

/** The period shown when none is asked for: the last 30 days, today included. */
export const FINANCE_DEFAULT_DAYS = 30;
/** The longest period one answer covers (a year and a day), so one request stays bounded. */
export const FINANCE_MAX_DAYS = 367;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
/** A UTC day `days` after (or before) `date`, both YYYY-MM-DD. */
export const addDays = (date: string, days: number) =>
  new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * `from` and `to` are UTC days, both included. Either may be left out: `to` is then today, `from`
 * 29 days before `to`; `to` before `from`, or a period longer than FINANCE_MAX_DAYS, is refused.
 */
export const financeQuery = z.object({ from: zIsoDate.optional(), to: zIsoDate.optional() }).superRefine((q, ctx) => {
  if (!q.from || !q.to) return;
  const days = dayNumber(q.to) - dayNumber(q.from) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (days > FINANCE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${FINANCE_MAX_DAYS} days` });
});
export type FinanceQuery = z.infer<typeof financeQuery>;

/** The period a query stands for, its defaults filled in (the server and the page's picker agree). */
export function financePeriod(q: FinanceQuery, today = utcToday()): { from: string; to: string } {
  const to = q.to ?? (q.from && q.from > today ? q.from : today);
  return { from: q.from ?? addDays(to, 1 - FINANCE_DEFAULT_DAYS), to };
}

/** Money that moved in a day or a period. */
export interface FinanceFlows {
  /** paid for orders (wallet, card, cash on delivery): what came into orders_paid */
  paid: number;
  /** given back to buyers for orders: cancellations and refunds, before and after completion */
  refunded: number;
  /** paid − refunded */
  gross_sales: number;
  /** net postings to commission_revenue: commission of completed orders less what refunds gave back */
  commission: number;
  /** postings to payouts_sent: withdrawals paid out */
  payouts: number;
}

export interface FinanceDay extends FinanceFlows {
  /** YYYY-MM-DD, UTC */
  date: string;
}

/** What the platform owes and is owed at the end of the period (from the postings until then). */
export interface FinanceBalances {
  /** customers' wallets, available and frozen */
  owed_to_customers: number;
  /** sellers' earnings of completed orders on hold (earnings_pending) */
  owed_to_sellers_pending: number;
  /** sellers' merchant accounts, available and frozen */
  owed_to_sellers_available: number;
  /** sellers' debts to the platform (refunds their balance could not cover, commission on cash) */
  owed_by_sellers: number;
  /** cash collected on delivery and still held by sellers (−cod_cash) */
  cash_held_by_sellers: number;
}

/** The ledger's invariants over all time, counted by the database. */
export interface LedgerCheck {
  journals: number;
  /** the sum of every posting: 0 when sound */
  postings_sum: number;
  /** journals with fewer than two postings or not summing to zero */
  unbalanced_journals: number;
  /** users' accounts whose balances differ from the sums of their postings */
  mismatched_accounts: number;
  sound: boolean;
}

export interface FinanceReport {
  from: string;
  to: string;
  /** the base currency every amount is in */
  currency: string;
  totals: FinanceFlows;
  /** every day of the period, oldest first */
  daily: FinanceDay[];
  balances: FinanceBalances;
  ledger: LedgerCheck;
}
