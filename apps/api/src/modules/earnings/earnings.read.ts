// What a seller sees of their money: balances and one earning per completed order, from their own
// shops only (db/ownership.ts ownedShop in every WHERE).
import type { Paged, SellerBalance, SellerEarning } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';

export async function sellerBalance(ctx: SellerCtx): Promise<SellerBalance> {
  const b = await one<SellerBalance>(
    ctx.db,
    sql`SELECT
          (SELECT coalesce(sum(net - refunded), 0) FROM seller_earnings e
           WHERE e.state = 'pending' AND ${ownedShop(ctx.sellerId, sql`e.shop_id`)})::int8 AS pending,
          coalesce((SELECT available FROM wallet_accounts WHERE user_id = ${ctx.sellerId} AND kind = 'merchant'), 0)::int8 AS available,
          coalesce((SELECT frozen FROM wallet_accounts WHERE user_id = ${ctx.sellerId} AND kind = 'merchant'), 0)::int8 AS frozen`,
  );
  return { pending: Number(b!.pending), available: Number(b!.available), frozen: Number(b!.frozen) };
}

export async function sellerEarnings(
  ctx: SellerCtx,
  { page, page_size }: { page: number; page_size: number },
): Promise<Paged<SellerEarning>> {
  const where = ownedShop(ctx.sellerId, sql`e.shop_id`);
  const [items, total] = await Promise.all([
    rows<SellerEarning>(
      ctx.db,
      sql`SELECT e.order_id, e.shop_id, e.gross, e.commission, e.net, e.refunded, e.commission_returned, e.state,
            e.created_at AS completed_at, e.available_at
          FROM seller_earnings e WHERE ${where}
          ORDER BY e.created_at DESC, e.order_id DESC LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM seller_earnings e WHERE ${where}`),
  ]);
  const money = (v: unknown) => Number(v);
  return {
    items: items.map((e) => ({
      ...e,
      order_id: money(e.order_id),
      shop_id: money(e.shop_id),
      gross: money(e.gross),
      commission: money(e.commission),
      net: money(e.net),
      refunded: money(e.refunded),
      commission_returned: money(e.commission_returned),
    })),
    total: total?.n ?? 0,
    page,
    page_size,
  };
}
