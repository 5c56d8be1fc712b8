// What a seller does to a coupon after issuing it: switch it off (buyers who collected it can no
// longer use it, checkout refuses it as not running) and on again, or delete one nobody has used or
// collected yet (a typo in the code). The terms are not editable: buyers collected the coupon as it
// was offered, and a changed minimum or amount would change their bargain behind their backs —
// the seller switches it off and issues a new one instead.
import type { Coupon } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { shopCoupon } from './coupons.service.ts';

export async function setCouponEnabled(ctx: SellerCtx, couponId: number, enabled: boolean): Promise<Coupon> {
  const done = await one(
    ctx.db,
    sql`UPDATE coupons c SET enabled = ${enabled} WHERE c.id = ${couponId} AND ${ownedShop(ctx.sellerId, sql`c.shop_id`)}
        RETURNING c.id`,
  );
  if (!done) return fail('NO_DATA', 'no data found: coupon');
  await ctx.cache.clear();
  return (await shopCoupon(ctx, couponId))!;
}

export async function deleteCoupon(ctx: SellerCtx, couponId: number) {
  const owned = ownedShop(ctx.sellerId, sql`c.shop_id`);
  // one statement: a buyer collecting it at the same moment either comes first (and it stays) or not
  const gone = await one(
    ctx.db,
    sql`DELETE FROM coupons c WHERE c.id = ${couponId} AND ${owned} AND c.used_count = 0
          AND NOT EXISTS (SELECT 1 FROM user_coupons u WHERE u.coupon_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM coupon_uses x WHERE x.coupon_id = c.id)
          AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.coupon_id = c.id)
        RETURNING c.id`,
  );
  if (gone) {
    await ctx.cache.clear();
    return { id: couponId, deleted: true };
  }
  const exists = await one(ctx.db, sql`SELECT 1 FROM coupons c WHERE c.id = ${couponId} AND ${owned}`);
  return exists
    ? fail('DATA_OPERATION_FAILED', 'data operation failed: the coupon was collected or used; switch it off instead')
    : fail('NO_DATA', 'no data found: coupon');
}
