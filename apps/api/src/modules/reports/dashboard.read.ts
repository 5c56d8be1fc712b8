// The admin dashboard (GET /api/admin/dashboard, issue 15): what happened today, in 7 and in 30 UTC
// days (sales, orders, sign-ups, new shops) with the 30 days one by one for the charts, what waits
// in the inbox, the month's best shops, products and categories, and the words buyers searched for
// in vain. Every staff member opens it; a role that reads no money (neither money_read nor reports)
// gets every figure but the amounts, which are left out of the answer rather than zeroed.
import {
  type AdminDashboard,
  addDays,
  DASHBOARD_WINDOWS,
  type DashboardDay,
  type DashboardFigures,
  type DashboardTop,
  DEFAULT_CURRENCY,
  utcToday,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { waitingByType } from '../inbox/inbox.service.ts';
import { viewedName } from '../orders/orders.service.ts';
import { categoryName, paidOrders, utcDay, withinDays } from './sales.sql.ts';
import { topSearchMisses } from './search-misses.service.ts';

const DAYS = 30;
const TOP = 5;

export const readsMoney = (ctx: AdminCtx) => ctx.can('money_read') || ctx.can('reports');

export async function adminDashboard(ctx: AdminCtx): Promise<AdminDashboard> {
  const today = utcToday();
  const from = addDays(today, 1 - DAYS);
  const [daily, waiting, top_shops, top_products, top_categories, search_misses] = await Promise.all([
    dailyFigures(ctx, from, today),
    waitingByType(ctx),
    topShops(ctx, from, today),
    topProducts(ctx, from, today),
    topCategories(ctx, from, today),
    topSearchMisses(ctx, DAYS, 10),
  ]);
  const money = readsMoney(ctx);
  const windows = Object.fromEntries(
    DASHBOARD_WINDOWS.map((days) => [String(days), sumDays(daily.slice(-days))]),
  ) as AdminDashboard['windows'];
  const dashboard: AdminDashboard = {
    today,
    currency: DEFAULT_CURRENCY,
    money,
    windows,
    daily,
    waiting,
    top_shops,
    top_products,
    top_categories,
    search_misses,
  };
  if (!money) {
    for (const figures of [...Object.values(windows), ...daily, ...top_shops, ...top_products, ...top_categories])
      delete figures.sales;
  }
  return dashboard;
}

function sumDays(days: DashboardDay[]): DashboardFigures {
  const sum = (k: keyof DashboardFigures) => days.reduce((s, d) => s + (d[k] ?? 0), 0);
  return {
    sales: sum('sales'),
    orders: sum('orders'),
    new_customers: sum('new_customers'),
    new_sellers: sum('new_sellers'),
  };
}

/** Each UTC day of the window, with nothing where nothing happened. */
function dailyFigures(ctx: AdminCtx, from: string, to: string) {
  const counted = (table: string, column = 'created_at') =>
    sql`SELECT ${utcDay(sql.raw(column))} AS day, count(*)::int AS n FROM ${sql.raw(table)}
        WHERE ${withinDays(sql.raw(column), from, to)} GROUP BY 1`;
  return rows<DashboardDay>(
    ctx.db,
    sql`WITH sales AS (SELECT ${utcDay(sql`o.paid_at`)} AS day, sum(o.total)::int8 AS n FROM ${paidOrders(from, to)} GROUP BY 1),
          placed AS (${counted('orders')}),
          signups AS (${counted('users')}),
          opened AS (${counted('shops')})
        SELECT d.day::date::text AS date, coalesce(s.n, 0)::int8 AS sales, coalesce(p.n, 0) AS orders,
          coalesce(u.n, 0) AS new_customers, coalesce(h.n, 0) AS new_sellers
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d(day)
        LEFT JOIN sales s ON s.day = d.day::date LEFT JOIN placed p ON p.day = d.day::date
        LEFT JOIN signups u ON u.day = d.day::date LEFT JOIN opened h ON h.day = d.day::date
        ORDER BY d.day`,
  );
}

/** Shops by orders paid (then by sales). */
function topShops(ctx: AdminCtx, from: string, to: string) {
  return rows<DashboardTop>(
    ctx.db,
    sql`SELECT sh.id, sh.name, t.count, t.sales FROM (
          SELECT o.shop_id, count(*)::int AS count, sum(o.total)::int8 AS sales FROM ${paidOrders(from, to)}
          GROUP BY o.shop_id) t JOIN shops sh ON sh.id = t.shop_id
        ORDER BY t.count DESC, t.sales DESC, sh.id LIMIT ${TOP}`,
  );
}

/** Products by units sold in orders paid (then by sales); named as the order screens name a line. */
function topProducts(ctx: AdminCtx, from: string, to: string) {
  return rows<DashboardTop>(
    ctx.db,
    sql`SELECT i.product_id AS id, ${viewedName(ctx.lang, sql`i.product_id`, sql`max(i.name)`)} AS name, sum(i.quantity)::int AS count, sum(i.total)::int8 AS sales
        FROM order_items i JOIN (SELECT o.id FROM ${paidOrders(from, to)}) o ON o.id = i.order_id
        GROUP BY i.product_id ORDER BY count DESC, sales DESC, i.product_id LIMIT ${TOP}`,
  );
}

/** Categories by units sold in orders paid, named in the caller's language. */
function topCategories(ctx: AdminCtx, from: string, to: string) {
  return rows<DashboardTop>(
    ctx.db,
    sql`SELECT c.id, ${categoryName(ctx.lang)} AS name, t.count, t.sales FROM (
          SELECT p.category_id, sum(i.quantity)::int AS count, sum(i.total)::int8 AS sales
          FROM order_items i JOIN (SELECT o.id FROM ${paidOrders(from, to)}) o ON o.id = i.order_id
          JOIN products p ON p.id = i.product_id GROUP BY p.category_id) t
        JOIN categories c ON c.id = t.category_id
        ORDER BY t.count DESC, t.sales DESC, c.id LIMIT ${TOP}`,
  );
}
