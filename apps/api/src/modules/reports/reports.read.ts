// The reports of a period (GET /api/admin/reports/{name}, issue 15): each a list of columns, its
// rows and the totals of its count and money columns, read by the page as a table and a chart and
// by spreadsheets as CSV (format=csv: the same rows, amounts as decimals of the base currency).
// Sales as sales.sql.ts defines them; wallet flows are the finance view's daily flows, read from
// the ledger by the finance module; refunds are the requests made in the period.
import {
  DEFAULT_CURRENCY,
  financePeriod,
  formatMinor,
  type ReportAnswer,
  type ReportColumn,
  type ReportName,
  type ReportQuery,
  type ReportRow,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rows } from '../../db/client.ts';
import { csvFile, sendCsv } from '../../lib/csv.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { financeReport } from '../finance/finance.service.ts';
import { categoryName, paidOrders, productName, utcDay, withinDays } from './sales.sql.ts';

/** The longest lists (shops, categories, products) keep their first rows; the totals are theirs. */
export const REPORT_ROW_LIMIT = 100;

type Period = { from: string; to: string };
type Table = { columns: ReportColumn[]; rows: ReportRow[] };

const cols = (spec: Record<string, ReportColumn['kind']>): ReportColumn[] =>
  Object.entries(spec).map(([key, kind]) => ({ key, kind }));

const REPORTS: Record<ReportName, (ctx: AdminCtx, p: Period) => Promise<Table>> = {
  'sales-by-day': async (ctx, { from, to }) => ({
    columns: cols({ date: 'date', orders: 'count', sales: 'money' }),
    rows: await rows(
      ctx.db,
      sql`WITH s AS (SELECT ${utcDay(sql`o.paid_at`)} AS day, count(*)::int AS orders, sum(o.total)::int8 AS sales
                     FROM ${paidOrders(from, to)} GROUP BY 1)
          SELECT d.day::date::text AS date, coalesce(s.orders, 0) AS orders, coalesce(s.sales, 0)::int8 AS sales
          FROM generate_series(${from}::date, ${to}::date, interval '1 day') d(day) LEFT JOIN s ON s.day = d.day::date
          ORDER BY d.day`,
    ),
  }),
  'sales-by-shop': async (ctx, { from, to }) => ({
    columns: cols({ shop_id: 'id', shop: 'text', orders: 'count', sales: 'money' }),
    rows: await rows(
      ctx.db,
      sql`SELECT sh.id AS shop_id, sh.name AS shop, t.orders, t.sales FROM (
            SELECT o.shop_id, count(*)::int AS orders, sum(o.total)::int8 AS sales FROM ${paidOrders(from, to)}
            GROUP BY o.shop_id) t JOIN shops sh ON sh.id = t.shop_id
          ORDER BY t.sales DESC, sh.id LIMIT ${REPORT_ROW_LIMIT}`,
    ),
  }),
  'sales-by-category': async (ctx, { from, to }) => ({
    columns: cols({ category_id: 'id', category: 'text', quantity: 'count', sales: 'money' }),
    rows: await rows(
      ctx.db,
      sql`SELECT c.id AS category_id, ${categoryName(ctx.lang)} AS category, t.quantity, t.sales FROM (
            SELECT p.category_id, sum(i.quantity)::int AS quantity, sum(i.total)::int8 AS sales
            FROM order_items i JOIN (SELECT o.id FROM ${paidOrders(from, to)}) o ON o.id = i.order_id
            JOIN products p ON p.id = i.product_id GROUP BY p.category_id) t
          JOIN categories c ON c.id = t.category_id
          ORDER BY t.sales DESC, c.id LIMIT ${REPORT_ROW_LIMIT}`,
    ),
  }),
  'sales-by-payment': async (ctx, { from, to }) => ({
    columns: cols({ payment_method: 'text', orders: 'count', sales: 'money' }),
    rows: await rows(
      ctx.db,
      sql`SELECT o.payment_method, count(*)::int AS orders, sum(o.total)::int8 AS sales FROM ${paidOrders(from, to)}
          GROUP BY o.payment_method ORDER BY sales DESC, o.payment_method`,
    ),
  }),
  'top-products': async (ctx, { from, to }) => ({
    columns: cols({ product_id: 'id', product: 'text', shop: 'text', quantity: 'count', sales: 'money' }),
    rows: await rows(
      ctx.db,
      sql`SELECT p.id AS product_id, ${productName(ctx.lang)} AS product, sh.name AS shop, t.quantity, t.sales FROM (
            SELECT i.product_id, sum(i.quantity)::int AS quantity, sum(i.total)::int8 AS sales
            FROM order_items i JOIN (SELECT o.id FROM ${paidOrders(from, to)}) o ON o.id = i.order_id
            GROUP BY i.product_id) t
          JOIN products p ON p.id = t.product_id JOIN shops sh ON sh.id = p.shop_id
          ORDER BY t.quantity DESC, t.sales DESC, p.id LIMIT ${REPORT_ROW_LIMIT}`,
    ),
  }),
  'wallet-flows': async (ctx, period) => ({
    columns: cols({
      date: 'date',
      paid: 'money',
      refunded: 'money',
      gross_sales: 'money',
      commission: 'money',
      payouts: 'money',
    }),
    rows: (await financeReport(ctx, period)).daily.map((d) => ({ ...d })),
  }),
  refunds: async (ctx, { from, to }) => ({
    columns: cols({
      shop_id: 'id',
      shop: 'text',
      requests: 'count',
      approved: 'count',
      rejected: 'count',
      open: 'count',
      refunded: 'money',
    }),
    rows: await rows(
      ctx.db,
      sql`SELECT sh.id AS shop_id, sh.name AS shop, t.requests, t.approved, t.rejected, t.open, t.refunded FROM (
            SELECT r.shop_id, count(*)::int AS requests,
              count(*) FILTER (WHERE r.status = 'approved')::int AS approved,
              count(*) FILTER (WHERE r.status = 'rejected')::int AS rejected,
              count(*) FILTER (WHERE r.status IN ('pending', 'escalated'))::int AS open,
              coalesce(sum(r.amount) FILTER (WHERE r.status = 'approved'), 0)::int8 AS refunded
            FROM refunds r WHERE ${withinDays(sql`r.created_at`, from, to)} GROUP BY r.shop_id) t
          JOIN shops sh ON sh.id = t.shop_id
          ORDER BY t.refunded DESC, t.requests DESC, sh.id LIMIT ${REPORT_ROW_LIMIT}`,
    ),
  }),
};

export async function report(ctx: AdminCtx, name: ReportName, q: ReportQuery): Promise<ReportAnswer> {
  const period = financePeriod(q);
  const table = await REPORTS[name](ctx, period);
  const totals: Record<string, number> = {};
  for (const c of table.columns)
    if (c.kind === 'count' || c.kind === 'money')
      totals[c.key] = table.rows.reduce((s, r) => s + Number(r[c.key] ?? 0), 0);
  return { name, ...period, currency: DEFAULT_CURRENCY, ...table, totals };
}

/** The report as a CSV file: a header of the column keys, then the same rows; amounts as decimals. */
export function sendReportCsv(reply: FastifyReply, answer: ReportAnswer) {
  const cell = (c: ReportColumn, v: string | number | undefined) =>
    c.kind === 'money' ? formatMinor(Number(v ?? 0), '') : (v ?? '');
  const records = answer.rows.map((r) => answer.columns.map((c) => cell(c, r[c.key])));
  return sendCsv(
    reply,
    `${answer.name}-${answer.from}-${answer.to}`,
    csvFile(
      answer.columns.map((c) => c.key),
      records,
    ),
  );
}
