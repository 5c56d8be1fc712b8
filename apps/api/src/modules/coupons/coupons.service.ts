// Coupons: issued by the platform (admin) or by a shop (its seller), collected by buyers from the
// shop or product page, used at checkout by code (coupon-apply.service.ts).
import type { Coupon, CouponBody, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import { sqlIds } from '../../db/sql.ts';
import type { AdminCtx, Ctx, OptionalCtx, SellerCtx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';

const columns = sql`c.id, c.code, c.shop_id, s.name AS shop_name, c.kind, c.value, c.max_discount, c.min_spend,
  c.starts_at, c.ends_at, c.total_limit, c.per_user_limit, c.used_count, c.category_ids, c.enabled`;

/** A coupon of one of the seller's shops (their first shop when none is named). */
export async function createShopCoupon(ctx: SellerCtx, input: CouponBody) {
  // the seller's shops were resolved with the caller (lib/guards.ts); a foreign shop is not among them
  const shopId = input.shop_id ?? ctx.shopIds[0];
  if (!shopId || !ctx.shopIds.includes(shopId)) return fail('NO_DATA', 'no data found: shop');
  return insertCoupon(ctx, shopId, input);
}

/** A coupon of the platform, usable in every shop; issuing it is audited. */
export const createPlatformCoupon = (ctx: AdminCtx, input: CouponBody) =>
  ctx.db.transaction(async (tx) => {
    const coupon = (await insertCoupon({ ...ctx, db: tx }, null, input))!;
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'coupon.create',
      subjectType: 'coupon',
      subjectId: coupon.id,
      before: {},
      after: { ...input },
    });
    return coupon;
  });

/** Switches a platform coupon off or on (audited `coupon.update`); a shop's coupon is its seller's (2000019). */
export async function setPlatformCouponEnabled(ctx: AdminCtx, id: number, enabled: boolean): Promise<Coupon> {
  const coupon = await ctx.db.transaction(async (tx) => {
    const was = await one<{ enabled: boolean }>(
      tx,
      sql`SELECT enabled FROM coupons WHERE id = ${id} AND shop_id IS NULL FOR UPDATE`,
    );
    if (!was) return fail('NO_DATA', 'no data found: coupon');
    await tx.execute(sql`UPDATE coupons SET enabled = ${enabled} WHERE id = ${id}`);
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'coupon.update',
      subjectType: 'coupon',
      subjectId: id,
      before: { enabled: was.enabled },
      after: { enabled },
    });
    return (await selectCoupons({ ...ctx, db: tx }, sql`c.id = ${id}`))[0]!;
  });
  // the storefront's cached coupon lists show the change at once
  await ctx.cache.clear();
  return coupon;
}

async function insertCoupon(ctx: UserCtx, shopId: number | null, input: CouponBody) {
  if (new Date(input.ends_at) <= new Date(input.starts_at)) {
    return fail('INVALID_PARAMETER', 'invalid parameter: ends_at: after starts_at', { field: 'ends_at' });
  }
  if (input.kind === 'percent' && input.value > 10000) {
    return fail('INVALID_PARAMETER', 'invalid parameter: value: at most 10000 (100%)', { field: 'value' });
  }
  const made = await one<{ id: number }>(
    ctx.db,
    sql`INSERT INTO coupons (code, shop_id, kind, value, max_discount, min_spend, starts_at, ends_at, total_limit,
          per_user_limit, category_ids, created_by)
        VALUES (${input.code}, ${shopId}, ${input.kind}, ${input.value}, ${input.max_discount ?? null}, ${input.min_spend},
          ${input.starts_at}, ${input.ends_at}, ${input.total_limit}, ${input.per_user_limit},
          ${sqlIds(input.category_ids)}, ${ctx.user.id})
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  if (!made) return fail('INVALID_PARAMETER', 'invalid parameter: code: in use', { field: 'code' });
  return (await selectCoupons(ctx, sql`c.id = ${made.id}`))[0];
}

async function selectCoupons(ctx: OptionalCtx, where: SQL, tail: SQL = sql`ORDER BY c.id DESC`) {
  return rows<Coupon>(
    ctx.db,
    sql`SELECT ${columns},
          EXISTS (SELECT 1 FROM user_coupons u WHERE u.coupon_id = c.id AND u.user_id = ${ctx.user?.id ?? 0}) AS collected
        FROM coupons c LEFT JOIN shops s ON s.id = c.shop_id WHERE ${where} ${tail}`,
  );
}

type PageInput = { page: number; page_size: number };

/** One coupon of the seller's shops, as the list answers it. */
export const shopCoupon = async (ctx: SellerCtx, couponId: number): Promise<Coupon | undefined> =>
  (await selectCoupons(ctx, sql`c.id = ${couponId} AND ${ownedShop(ctx.sellerId, sql`c.shop_id`)}`))[0];

export const shopCoupons = (ctx: SellerCtx, input: PageInput) =>
  pagedCoupons(ctx, ownedShop(ctx.sellerId, sql`c.shop_id`), input);
export const platformCoupons = (ctx: AdminCtx, input: PageInput) => pagedCoupons(ctx, sql`c.shop_id IS NULL`, input);

async function pagedCoupons(ctx: Ctx, where: SQL, { page, page_size }: PageInput): Promise<Paged<Coupon>> {
  const [items, total] = await Promise.all([
    selectCoupons(ctx, where, sql`ORDER BY c.id DESC LIMIT ${page_size} OFFSET ${(page - 1) * page_size}`),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM coupons c WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page, page_size };
}

const usableNow = sql`c.enabled AND now() >= c.starts_at AND now() < c.ends_at AND c.used_count < c.total_limit`;

/** Coupons a buyer may collect on a shop's or a product's page: the platform's and that shop's. */
export async function availableCoupons(ctx: OptionalCtx, input: { shop_id?: number; product_id?: number }) {
  const shop = input.product_id
    ? sql`(SELECT shop_id FROM products WHERE id = ${input.product_id})`
    : input.shop_id
      ? sql`${input.shop_id}`
      : sql`NULL`;
  return selectCoupons(
    ctx,
    sql`${usableNow} AND (c.shop_id IS NULL OR c.shop_id = ${shop})`,
    sql`ORDER BY c.ends_at, c.id`,
  );
}

/** 2000003 when the coupon cannot be collected: unknown, not running, all used, or collected already. */
export async function collectCoupon(ctx: UserCtx, couponId: number) {
  const coupon = await one(ctx.db, sql`SELECT 1 FROM coupons c WHERE c.id = ${couponId} AND ${usableNow}`);
  if (!coupon) return fail('COUPON_FETCH_FAILED', 'coupon fetch failed: not available');
  const added = await one(
    ctx.db,
    sql`INSERT INTO user_coupons (user_id, coupon_id) VALUES (${ctx.user.id}, ${couponId}) ON CONFLICT DO NOTHING RETURNING coupon_id`,
  );
  if (!added) return fail('COUPON_FETCH_FAILED', 'coupon fetch failed: collected already');
  return (await selectCoupons(ctx, sql`c.id = ${couponId}`))[0];
}

/** The buyer's collected coupons, the usable ones first. */
export async function myCoupons(ctx: UserCtx) {
  return selectCoupons(
    ctx,
    sql`c.id IN (SELECT coupon_id FROM user_coupons WHERE user_id = ${ctx.user.id})`,
    sql`ORDER BY (${usableNow}) DESC, c.ends_at`,
  );
}
