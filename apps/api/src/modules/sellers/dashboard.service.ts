// The seller's dashboard: sales (orders placed and not cancelled or left unpaid, by the day they
// were placed, UTC), what waits (orders to ship, products and stock-in under review), low stock and
// unread notices, and 30 days of daily sales. One round trip per figure group, all scoped to the
// seller's shops.
import { LOW_STOCK_UNITS, type SellerDashboard } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { sellerSuspension } from './shops-admin.service.ts';

const SOLD = sql`o.status NOT IN ('unpaid', 'cancelled')`;

export async function sellerDashboard(ctx: SellerCtx): Promise<SellerDashboard> {
  const shop = ownedShop(ctx.sellerId, sql`o.shop_id`);
  const [sales, waiting, daily, suspension] = await Promise.all([
    one<{ this_month: number; last_month: number; total: number; to_ship: number }>(
      ctx.db,
      sql`SELECT coalesce(sum(o.total) FILTER (WHERE o.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::int8 AS this_month,
            coalesce(sum(o.total) FILTER (WHERE o.created_at >= (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month') AT TIME ZONE 'UTC'
              AND o.created_at < date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::int8 AS last_month,
            coalesce(sum(o.total), 0)::int8 AS total,
            (SELECT count(*)::int FROM orders o WHERE ${shop} AND o.status = 'to_ship') AS to_ship
          FROM orders o WHERE ${shop} AND ${SOLD}`,
    ),
    one<{ products: number; stock_in: number; low_stock: number; notices: number }>(
      ctx.db,
      sql`SELECT (SELECT count(*)::int FROM product_revisions r JOIN products p ON p.id = r.product_id
                  WHERE r.status = 'pending' AND ${ownedShop(ctx.sellerId, sql`p.shop_id`)}) AS products,
                 (SELECT count(*)::int FROM stock_in_requests s
                  WHERE s.status = 'pending' AND ${ownedShop(ctx.sellerId, sql`s.shop_id`)}) AS stock_in,
                 (SELECT count(*)::int FROM products p
                  WHERE p.status = 'active' AND p.stock <= ${LOW_STOCK_UNITS} AND ${ownedShop(ctx.sellerId, sql`p.shop_id`)}) AS low_stock,
                 (SELECT count(*)::int FROM notices WHERE user_id = ${ctx.sellerId} AND read_at IS NULL) AS notices`,
    ),
    rows<{ date: string; amount: number; orders: number }>(
      ctx.db,
      sql`SELECT d.day::date::text AS date, coalesce(sum(o.total), 0)::int8 AS amount, count(o.id)::int AS orders
          FROM generate_series((now() AT TIME ZONE 'UTC')::date - 29, (now() AT TIME ZONE 'UTC')::date, interval '1 day') d(day)
          LEFT JOIN orders o ON ${shop} AND ${SOLD} AND (o.created_at AT TIME ZONE 'UTC')::date = d.day::date
          GROUP BY d.day ORDER BY d.day`,
    ),
    sellerSuspension(ctx),
  ]);
  return {
    sales: { this_month: sales?.this_month ?? 0, last_month: sales?.last_month ?? 0, total: sales?.total ?? 0 },
    orders_to_ship: sales?.to_ship ?? 0,
    products_awaiting: waiting?.products ?? 0,
    stock_in_awaiting: waiting?.stock_in ?? 0,
    low_stock: waiting?.low_stock ?? 0,
    unread_notices: waiting?.notices ?? 0,
    daily,
    suspension: suspension ? { reason: suspension.reason, at: suspension.at } : null,
  };
}
