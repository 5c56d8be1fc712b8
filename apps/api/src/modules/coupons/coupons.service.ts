// Coupons: issued by the platform (admin) or by a shop (its seller), collected by buyers from the
// shop or product page, used at checkout by code (coupon-apply.ts).
import type { Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { sqlIds } from '../orders/cart.service.ts';

export interface CouponInput {
  code: string;
  kind: 'fixed' | 'percent';
  value: number;
  max_discount?: number;
  min_spend: number;
  starts_at: string;
  ends_at: string;
  total_limit: number;
  per_user_limit: number;
  category_ids: number[];
  shop_id?: number;
}

const columns = sql`c.id, c.code, c.shop_id, s.name AS shop_name, c.kind, c.value, c.max_discount, c.min_spend,
  c.starts_at, c.ends_at, c.total_limit, c.per_user_limit, c.used_count, c.category_ids, c.enabled`;

/** Creates a coupon of the platform (admin) or of one of the seller's shops. */
export async function createCoupon(ctx: Ctx, issuer: 'admin' | 'seller', input: CouponInput) {
  let shopId: number | null = null;
  if (issuer === 'seller') {
    const shop = await one<{ id: number }>(
      ctx.db,
      sql`SELECT id FROM shops WHERE owner_id = ${ctx.user!.id} ${input.shop_id ? sql`AND id = ${input.shop_id}` : sql``}
          ORDER BY id LIMIT 1`,
    );
    if (!shop) return fail('NO_DATA', 'no data found: shop');
    shopId = shop.id;
  }
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
          ${sqlIds(input.category_ids)}, ${ctx.user!.id})
        ON CONFLICT (code) DO NOTHING RETURNING id`,
  );
  if (!made) return fail('INVALID_PARAMETER', 'invalid parameter: code: in use', { field: 'code' });
  return (await selectCoupons(ctx, sql`c.id = ${made.id}`))[0];
}

async function selectCoupons(ctx: Ctx, where: SQL, tail: SQL = sql`ORDER BY c.id DESC`) {
  return rows<Record<string, unknown>>(
    ctx.db,
    sql`SELECT ${columns},
          EXISTS (SELECT 1 FROM user_coupons u WHERE u.coupon_id = c.id AND u.user_id = ${ctx.user?.id ?? 0}) AS collected
        FROM coupons c LEFT JOIN shops s ON s.id = c.shop_id WHERE ${where} ${tail}`,
  );
}

export async function issuedCoupons(
  ctx: Ctx,
  issuer: 'admin' | 'seller',
  page: number,
  pageSize: number,
): Promise<Paged<Record<string, unknown>>> {
  const where =
    issuer === 'admin'
      ? sql`c.shop_id IS NULL`
      : sql`c.shop_id IN (SELECT id FROM shops WHERE owner_id = ${ctx.user!.id})`;
  const [items, total] = await Promise.all([
    selectCoupons(ctx, where, sql`ORDER BY c.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM coupons c WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page, page_size: pageSize };
}

const usableNow = sql`c.enabled AND now() >= c.starts_at AND now() < c.ends_at AND c.used_count < c.total_limit`;

/** Coupons a buyer may collect on a shop's or a product's page: the platform's and that shop's. */
export async function availableCoupons(ctx: Ctx, input: { shop_id?: number; product_id?: number }) {
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
export async function collectCoupon(ctx: Ctx, couponId: number) {
  const coupon = await one(ctx.db, sql`SELECT 1 FROM coupons c WHERE c.id = ${couponId} AND ${usableNow}`);
  if (!coupon) return fail('COUPON_FETCH_FAILED', 'coupon fetch failed: not available');
  const added = await one(
    ctx.db,
    sql`INSERT INTO user_coupons (user_id, coupon_id) VALUES (${ctx.user!.id}, ${couponId}) ON CONFLICT DO NOTHING RETURNING coupon_id`,
  );
  if (!added) return fail('COUPON_FETCH_FAILED', 'coupon fetch failed: collected already');
  return (await selectCoupons(ctx, sql`c.id = ${couponId}`))[0];
}

/** The buyer's collected coupons, the usable ones first. */
export async function myCoupons(ctx: Ctx) {
  return selectCoupons(
    ctx,
    sql`c.id IN (SELECT coupon_id FROM user_coupons WHERE user_id = ${ctx.user!.id})`,
    sql`ORDER BY (${usableNow}) DESC, c.ends_at`,
  );
}
