// Coupon requests: what a seller (their shop) or an operator (the platform) issues.
import { z } from 'zod';
import { COUPON_CODE } from './codes.ts';
import { paging, zDateTime, zId, zIdList, zMinor } from './common.ts';

export const COUPON_KINDS = ['fixed', 'percent'] as const;

export const couponBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, '3–32 letters, digits, - or _'),
  kind: z.enum(COUPON_KINDS),
  // fixed: minor units; percent: basis points (1000 = 10%)
  value: zMinor.refine((v) => v > 0, 'more than zero'),
  // no cap is an absent field; a cap of zero would take nothing off (the database refuses it)
  max_discount: zMinor.refine((v) => v > 0, 'more than zero').optional(),
  min_spend: zMinor.default(0),
  starts_at: zDateTime,
  ends_at: zDateTime,
  total_limit: z.coerce.number().int().min(1).max(1_000_000),
  per_user_limit: z.coerce.number().int().min(1).max(100).default(1),
  category_ids: zIdList.default([]),
  shop_id: zId.optional(),
});
export type CouponBody = z.output<typeof couponBody>;
/** A coupon code as a buyer types it at checkout, any letter case (codes are kept upper case). */
export const zCouponCode = z.string().trim().toUpperCase().regex(COUPON_CODE, 'a coupon code');
/** The checkout's coupon field on its own, as the form checks it before quoting with it. */
export const couponCodeBody = z.object({ coupon_code: zCouponCode });

export const couponListQuery = z.object(paging);
export const availableCouponsQuery = z.object({ shop_id: zId.optional(), product_id: zId.optional() });
export const collectCouponBody = z.object({ coupon_id: zId });

/**
 * A coupon as the API answers it: to buyers on product, shop and checkout screens (`collected`: this
 * buyer has it), to its shop's seller and to operators. A schema, so the seller and admin areas can
 * check what they show; dates are ISO 8601 text, money base-currency minor units.
 */
export const couponAnswer = z.object({
  id: z.number(),
  code: z.string(),
  /** null: a platform coupon, good in every shop. */
  shop_id: z.number().nullable(),
  shop_name: z.string().nullable(),
  kind: z.enum(COUPON_KINDS),
  /** fixed: minor units; percent: basis points (1000 = 10%). */
  value: z.number(),
  max_discount: z.number().nullable(),
  min_spend: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  total_limit: z.number(),
  per_user_limit: z.number(),
  used_count: z.number(),
  /** Categories it is limited to; empty: every category. */
  category_ids: z.array(z.number()),
  enabled: z.boolean(),
  collected: z.boolean(),
});
export type Coupon = z.infer<typeof couponAnswer>;
