// What a seller sees of their money: balances and one earning per completed order, from their own
// shops only (db/ownership.ts ownedShop in every WHERE).
import type { Paged, SellerBalance, SellerEarning } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { codBlocked } from './cod.service.ts';

export async function sellerBalance(ctx: SellerCtx): Promise<SellerBalance> {
  const { codDebtLimit: limit, codDebtDays: days, sellerMinWithdrawal } = ctx.config;
  const [pending, account] = await Promise.all([
    one<{ n: number }>(
      ctx.db,
      sql`SELECT coalesce(sum(net - refunded), 0)::int8 AS n FROM seller_earnings e
          WHERE e.state = 'pending' AND ${ownedShop(ctx.sellerId, sql`e.shop_id`)}`,
    ),
    one<{ available: number; frozen: number; debt: number; debt_since: string | null; blocked: boolean }>(
      ctx.db,
      sql`SELECT a.available, a.frozen, a.debt, a.debt_since, ${codBlocked(ctx.config)} AS blocked
          FROM wallet_accounts a WHERE a.user_id = ${ctx.sellerId} AND a.kind = 'merchant'`,
    ),
  ]);
  const a = account ?? { available: 0, frozen: 0, debt: 0, debt_since: null, blocked: false };
  return {
    pending: pending?.n ?? 0,
    available: a.available,
    frozen: a.frozen,
    debt: a.debt,
    debt_since: a.debt_since,
    withdrawable: Math.max(a.available - a.debt, 0),
    min_withdrawal: sellerMinWithdrawal,
    cod: { blocked: a.blocked, limit, days },
  };
}

export async function sellerEarnings(
  ctx: SellerCtx,
  { page, page_size, state }: { page: number; page_size: number; state?: string },
): Promise<Paged<SellerEarning>> {
  const parts: SQL[] = [ownedShop(ctx.sellerId, sql`e.shop_id`)];
  if (state) parts.push(sql`e.state = ${state}`);
  const where = sql.join(parts, sql` AND `);
  // bigint columns come back as numbers on both engines (db/client.ts)
  const [items, total] = await Promise.all([
    rows<SellerEarning>(
      ctx.db,
      sql`SELECT e.order_id, e.shop_id, e.gross, e.commission, e.net, e.refunded, e.commission_returned, e.state,
            e.cash, e.withdrawn, e.created_at AS completed_at, e.available_at
          FROM seller_earnings e WHERE ${where}
          ORDER BY e.created_at DESC, e.order_id DESC LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM seller_earnings e WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page, page_size };
}
