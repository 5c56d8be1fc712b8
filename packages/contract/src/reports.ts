// The operators' numbers (issue 15): the dashboard every staff member opens first, and the reports
// of a period as a table, a chart and a CSV file. Money in base minor units, days are UTC days.
import { z } from 'zod';
import { zIsoDate } from './common.ts';
import { FINANCE_MAX_DAYS } from './finance.ts';
import type { InboxType } from './inbox.ts';

/** The dashboard's windows: today, the last 7 days and the last 30 days, today included. */
export const DASHBOARD_WINDOWS = [1, 7, 30] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];

/** Counts of a window or a day. `sales` is left out for a role that reads no money. */
export interface DashboardFigures {
  /** totals of the orders paid (base minor units) */
  sales?: number;
  /** orders placed */
  orders: number;
  /** accounts signed up */
  new_customers: number;
  /** shops opened (seller applications approved) */
  new_sellers: number;
}

export interface DashboardDay extends DashboardFigures {
  /** YYYY-MM-DD, UTC */
  date: string;
}

export interface DashboardTop {
  id: number;
  name: string;
  /** shops: orders paid; products and categories: units sold */
  count: number;
  /** base minor units; left out for a role that reads no money */
  sales?: number;
}

export interface AdminDashboard {
  /** today, UTC */
  today: string;
  /** the base currency of every amount */
  currency: string;
  /** whether the caller's role reads money: without it every `sales` is left out */
  money: boolean;
  windows: Record<'1' | '7' | '30', DashboardFigures>;
  /** the last 30 days, oldest first */
  daily: DashboardDay[];
  /** requests waiting in the inbox, per type the caller's role may decide */
  waiting: { type: InboxType; count: number }[];
  top_shops: DashboardTop[];
  top_products: DashboardTop[];
  top_categories: DashboardTop[];
  /** storefront searches that found nothing in the last 30 days, most frequent first */
  search_misses: { term: string; count: number; last_day: string }[];
}

export const REPORT_NAMES = [
  'sales-by-day',
  'sales-by-shop',
  'sales-by-category',
  'sales-by-payment',
  'top-products',
  'wallet-flows',
  'refunds',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const reportParams = z.object({ name: z.enum(REPORT_NAMES) });

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * A period of UTC days, both included (the finance view's rules: `to` defaults to today, `from` to
 * 29 days before `to`; `to` before `from`, or more than FINANCE_MAX_DAYS, is refused with 1000008
 * naming `to`); `format=csv` answers a file instead of the envelope.
 */
export const reportQuery = z
  .object({
    from: zIsoDate.optional(),
    to: zIsoDate.optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = dayNumber(q.to) - dayNumber(q.from) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > FINANCE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${FINANCE_MAX_DAYS} days` });
  });
export type ReportQuery = z.output<typeof reportQuery>;

/** How a column is read: text, a count, money (base minor units), a UTC day, an id. */
export type ReportColumnKind = 'text' | 'count' | 'money' | 'date' | 'id';
export interface ReportColumn {
  key: string;
  kind: ReportColumnKind;
}

export type ReportRow = Record<string, string | number>;

export interface ReportAnswer {
  name: ReportName;
  from: string;
  to: string;
  currency: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  /** the sum of every count and money column over the rows */
  totals: Record<string, number>;
}
