// What a seller sees of their money: balances and one earning per completed order, from their own
// shops only (db/ownership.ts ownedShop in every WHERE).
import type { Paged, SellerBalance, SellerEarning } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { balanceOf } from '../ledger/ledger.service.ts';

export async function sellerBalance(ctx: SellerCtx): Promise<SellerBalance> {
  const [pending, account] = await Promise.all([
    one<{ n: number }>(
      ctx.db,
      sql`SELECT coalesce(sum(net - refunded), 0)::int8 AS n FROM seller_earnings e
          WHERE e.state = 'pending' AND ${ownedShop(ctx.sellerId, sql`e.shop_id`)}`,
    ),
    balanceOf(ctx.db, ctx.sellerId, 'merchant'),
  ]);
  return { pending: pending?.n ?? 0, available: account?.available ?? 0, frozen: account?.frozen ?? 0 };
}

export async function sellerEarnings(
  ctx: SellerCtx,
  { page, page_size }: { page: number; page_size: number },
): Promise<Paged<SellerEarning>> {
  const where = ownedShop(ctx.sellerId, sql`e.shop_id`);
  // bigint columns come back as numbers on both engines (db/client.ts)
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
  return { items, total: total?.n ?? 0, page, page_size };
}
