// Commission rules (issue 14): operators set a global rule, one per category and one per shop; the
// most specific wins (shop > category > global). A rule is a rate in basis points of the item's
// price after discount, plus an optional fixed amount per unit (minor units). The rule in force at
// checkout is copied onto each order item with the commission it gives.
import type { CommissionRule, CommissionRuleBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';

/** Records on the order's items the rule in force now and the commission it gives. */
export async function recordCommission(tx: Db, orderId: number) {
  await tx.execute(
    sql`UPDATE order_items i SET commission_rate_bp = r.rate_bp, commission_fixed = r.fixed,
          commission = least(greatest(i.price * i.quantity - i.discount, 0),
                             round((i.price * i.quantity - i.discount) * r.rate_bp / 10000.0) + r.fixed * i.quantity)
        FROM (SELECT i2.id, c.rate_bp, c.fixed
              FROM order_items i2 JOIN orders o ON o.id = i2.order_id JOIN products p ON p.id = i2.product_id
              CROSS JOIN LATERAL (
                SELECT rate_bp, fixed FROM commission_rules
                WHERE (scope = 'shop' AND target_id = o.shop_id) OR (scope = 'category' AND target_id = p.category_id)
                   OR scope = 'global'
                ORDER BY CASE scope WHEN 'shop' THEN 0 WHEN 'category' THEN 1 ELSE 2 END LIMIT 1) c
              WHERE i2.order_id = ${orderId}) r
        WHERE i.id = r.id`,
  );
}

const ruleColumns = sql`scope, target_id, rate_bp, fixed, updated_at`;

export async function commissionRules(ctx: AdminCtx): Promise<{ items: CommissionRule[] }> {
  const items = await rows<CommissionRule>(
    ctx.db,
    sql`SELECT ${ruleColumns} FROM commission_rules
        ORDER BY CASE scope WHEN 'global' THEN 0 WHEN 'category' THEN 1 ELSE 2 END, target_id`,
  );
  return { items: items.map((r) => ({ ...r, target_id: Number(r.target_id), fixed: Number(r.fixed) })) };
}

/** Sets (or with `remove`, deletes) one rule; audited with the rule before and after. */
export async function setCommissionRule(ctx: AdminCtx, input: CommissionRuleBody) {
  const target = input.scope === 'global' ? 0 : (input.target_id ?? 0);
  if (input.scope !== 'global' && !target) fail('INVALID_PARAMETER', 'target_id: the category or shop is required');
  await ctx.db.transaction(async (tx) => {
    if (input.scope === 'category' && !(await one(tx, sql`SELECT 1 FROM categories WHERE id = ${target}`))) {
      fail('INVALID_PARAMETER', 'target_id: no such category');
    }
    if (input.scope === 'shop' && !(await one(tx, sql`SELECT 1 FROM shops WHERE id = ${target}`))) {
      fail('INVALID_PARAMETER', 'target_id: no such shop');
    }
    const before = await one<Record<string, unknown>>(
      tx,
      sql`SELECT ${ruleColumns} FROM commission_rules WHERE scope = ${input.scope} AND target_id = ${target} FOR UPDATE`,
    );
    let after: Record<string, unknown> | undefined;
    if (input.remove) {
      await tx.execute(sql`DELETE FROM commission_rules WHERE scope = ${input.scope} AND target_id = ${target}`);
    } else {
      after = await one<Record<string, unknown>>(
        tx,
        sql`INSERT INTO commission_rules (scope, target_id, rate_bp, fixed, updated_by)
            VALUES (${input.scope}, ${target}, ${input.rate_bp ?? 0}, ${input.fixed ?? 0}, ${ctx.staff.id})
            ON CONFLICT (scope, target_id) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, fixed = EXCLUDED.fixed,
              updated_by = EXCLUDED.updated_by, updated_at = now()
            RETURNING ${ruleColumns}`,
      );
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: input.remove ? 'commission.remove' : 'commission.set',
      subjectType: 'commission_rule',
      subjectId: target,
      before: before ?? {},
      after: after ?? {},
    });
  });
  return commissionRules(ctx);
}
