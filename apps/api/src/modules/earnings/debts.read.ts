// Operators' view of what sellers owe (issue 14): every merchant account with a debt, the largest
// first, with since when, whether its shops' cash-on-delivery orders are stopped (cod.service.ts)
// and what its available balance could pay at once.
import type { Paged, SellerDebt } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { codBlocked } from './cod.service.ts';

export async function sellerDebts(ctx: AdminCtx, q: { page: number; page_size: number }): Promise<Paged<SellerDebt>> {
  const [items, total] = await Promise.all([
    rows<SellerDebt>(
      ctx.db,
      sql`SELECT a.user_id, u.name, u.email, a.debt, a.debt_since, a.available, ${codBlocked(ctx.config)} AS cod_blocked,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', s.id, 'name', s.name) ORDER BY s.id)
                      FROM shops s WHERE s.owner_id = a.user_id), '[]'::jsonb) AS shops
          FROM wallet_accounts a JOIN users u ON u.id = a.user_id
          WHERE a.kind = 'merchant' AND a.debt > 0
          ORDER BY a.debt DESC, a.user_id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM wallet_accounts WHERE kind = 'merchant' AND debt > 0`,
    ),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}
