// Cash on delivery and sellers' debts (issue 14): a shop whose owner has owed the platform more
// than COD_DEBT_LIMIT for longer than COD_DEBT_DAYS takes no new cash-on-delivery orders until it
// settles. The debt grows when a cash order is settled (earnings.service.ts settleOrder) and is
// netted from the next earnings, paid from the merchant account, or paid offline (debt.service.ts).
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import { AppError } from '../../lib/errors.ts';

export interface CodRule {
  codDebtLimit: number;
  codDebtDays: number;
}

/** The condition on a merchant account `a` that stops its shops' cash orders. */
export const codBlocked = (rule: CodRule, a = sql`a`) =>
  sql`(${a}.debt > ${rule.codDebtLimit} AND ${a}.debt_since <= now() - make_interval(days => ${rule.codDebtDays}))`;

/** Of these shops, the ones that may not take cash on delivery now (the checkout's summary says so). */
export async function codBlockedShops(db: Db, rule: CodRule, shopIds: number[]): Promise<Set<number>> {
  if (!shopIds.length) return new Set();
  const blocked = await rows<{ id: number }>(
    db,
    sql`SELECT s.id FROM shops s JOIN wallet_accounts a ON a.user_id = s.owner_id AND a.kind = 'merchant'
        WHERE s.id = ANY(${sqlIds(shopIds)}) AND ${codBlocked(rule)}`,
  );
  return new Set(blocked.map((b) => b.id));
}

/** 2000050 naming the shops of these orders that may not take cash on delivery now. */
export async function refuseBlockedCod(tx: Db, rule: CodRule, orderIds: number[]) {
  const blocked = await rows<{ shop_id: number; name: string }>(
    tx,
    sql`SELECT DISTINCT s.id AS shop_id, s.name FROM orders o JOIN shops s ON s.id = o.shop_id
        JOIN wallet_accounts a ON a.user_id = s.owner_id AND a.kind = 'merchant'
        WHERE o.id = ANY(${sqlIds(orderIds)}) AND ${codBlocked(rule)}`,
  );
  if (blocked.length) {
    throw new AppError(
      'COD_UNAVAILABLE',
      `cash on delivery is not available from ${blocked.map((b) => b.name).join(', ')}`,
      {
        shops: blocked.map((b) => b.shop_id),
      },
    );
  }
}
