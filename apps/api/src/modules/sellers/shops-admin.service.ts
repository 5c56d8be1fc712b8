// Suspending and reinstating a shop (issue 15, permission `sellers`). A suspended shop's products
// leave the storefront at once: the shop's status is copied onto its products by a trigger
// (migration 0020) and every storefront read asks catalog/product.sql.ts ON_SALE; the storefront
// cache is cleared here and, through Redis, in every other process. Orders already placed go on:
// nothing in the order paths looks at the shop's status. The seller reads the reason in a notice
// (type 100, about the merchant account) and on the dashboard. Each change writes one audit record in its transaction.
import type { ModerationState } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { AdminCtx, SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { notify } from '../notices/notices.service.ts';

/** Notices of a shop suspended (900) or reinstated (1000), the message being the reason. */
const SHOP_NOTICE = { suspend: 900, reinstate: 1000 } as const;

interface ShopState {
  id: number;
  owner_id: number | null;
  status: string;
  suspended_reason: string;
  suspended_at: string | null;
}

const stateOf = (s: ShopState) => ({ status: s.status, reason: s.suspended_reason, suspended_at: s.suspended_at });

async function change(ctx: AdminCtx, id: number, suspend: boolean, reason: string) {
  const after = await ctx.db.transaction(async (tx) => {
    const before = await one<ShopState>(
      tx,
      sql`SELECT id, owner_id, status, suspended_reason, suspended_at FROM shops WHERE id = ${id} FOR UPDATE`,
    );
    if (!before) return fail('NO_DATA', 'no data found: shop');
    if (suspend ? before.status !== 'active' : before.status !== 'suspended') {
      return fail('DATA_OPERATION_FAILED', `data operation failed: the shop is ${before.status}`, {
        status: before.status,
      });
    }
    const updated = (await one<ShopState>(
      tx,
      suspend
        ? sql`UPDATE shops SET status = 'suspended', suspended_reason = ${reason}, suspended_by = ${ctx.staff.id},
                suspended_at = now() WHERE id = ${id}
              RETURNING id, owner_id, status, suspended_reason, suspended_at`
        : sql`UPDATE shops SET status = 'active', suspended_reason = '', suspended_by = NULL, suspended_at = NULL
              WHERE id = ${id} RETURNING id, owner_id, status, suspended_reason, suspended_at`,
    ))!;
    await recordAudit(tx, {
      ...actor(ctx),
      action: suspend ? 'shop.suspend' : 'shop.reinstate',
      subjectType: 'shop',
      subjectId: id,
      remark: reason,
      before: stateOf(before),
      after: stateOf(updated),
    });
    if (before.owner_id) {
      await notify(tx, before.owner_id, {
        type: SHOP_NOTICE[suspend ? 'suspend' : 'reinstate'],
        status: suspend ? -1 : 1,
        refId: id,
        message: reason,
      });
    }
    return updated;
  });
  await ctx.cache.clear();
  return { id, status: after.status };
}

export const suspendShop = (ctx: AdminCtx, id: number, reason: string) => change(ctx, id, true, reason);
export const reinstateShop = (ctx: AdminCtx, id: number, reason = '') => change(ctx, id, false, reason);

/** The seller's own shop's suspension, for the seller area (null while it is open). */
export async function sellerSuspension(ctx: SellerCtx): Promise<Omit<ModerationState, 'by'> | null> {
  const found = await one<{ reason: string; at: string | null }>(
    ctx.db,
    sql`SELECT suspended_reason AS reason, suspended_at AS at FROM shops
        WHERE owner_id = ${ctx.sellerId} AND status = 'suspended' ORDER BY id LIMIT 1`,
  );
  return found ? { active: true, ...found } : null;
}
