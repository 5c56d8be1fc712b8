// A coupon at checkout (`coupon_code`): which lines it covers (the whole marketplace, its shop,
// its categories), the discount (fixed, or a percentage with an optional cap), and its split over
// the shop orders and their items, to the minor unit. Its use is taken inside the order's
// transaction by a conditional UPDATE, so two checkouts racing for the last use cannot both have it.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';

export interface CouponRow {
  id: number;
  code: string;
  shop_id: number | null;
  kind: 'fixed' | 'percent';
  value: number;
  max_discount: number | null;
  min_spend: number;
  per_user_limit: number;
  category_ids: number[];
}

/** What the coupon needs of a priced checkout line (the orders module's lines have more). */
export interface CouponLine {
  product_id: number;
  shop: { id: number };
  category_id: number;
  price: number;
  quantity: number;
}

/** Discount per line (keyed by product id) and in all. */
export interface Applied {
  coupon: CouponRow;
  total: number;
  perLine: Map<number, number>;
}

const invalid = (why: string): never =>
  fail('COUPON_CODE_FAILED', `coupon by code failed: ${why}`, { field: 'coupon_code' });

/** The coupon of a code, if it can be used by this user now (2000004 otherwise). */
export async function usableCoupon(db: Db, userId: number, code: string): Promise<CouponRow> {
  const coupon = await one<CouponRow & { running: boolean; left: number; used_by_user: number }>(
    db,
    sql`SELECT c.id, c.code, c.shop_id, c.kind, c.value, c.max_discount, c.min_spend, c.per_user_limit, c.category_ids,
          (c.enabled AND now() >= c.starts_at AND now() < c.ends_at) AS running, c.total_limit - c.used_count AS left,
          (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.user_id = ${userId}) AS used_by_user
        FROM coupons c WHERE c.code = ${code.trim().toUpperCase()}`,
  );
  if (!coupon) return invalid('no such code');
  if (!coupon.running) return invalid('not valid now');
  if (coupon.left <= 0) return invalid('all used');
  if (coupon.used_by_user >= coupon.per_user_limit) return invalid('used already');
  return coupon;
}

/** Splits `amount` over weights in proportion, rounding down, the remainder to the last. */
export function split(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + BigInt(w), 0n);
  let given = 0;
  return weights.map((w, i) => {
    const share =
      i === weights.length - 1 ? amount - given : sum === 0n ? 0 : Number((BigInt(amount) * BigInt(w)) / sum);
    given += share;
    return share;
  });
}

export function applyCoupon(coupon: CouponRow, lines: CouponLine[]): Applied {
  const covered = lines.filter(
    (l) =>
      (coupon.shop_id === null || l.shop.id === coupon.shop_id) &&
      (coupon.category_ids.length === 0 || coupon.category_ids.includes(l.category_id)),
  );
  const base = covered.reduce((s, l) => s + l.price * l.quantity, 0);
  if (covered.length === 0) invalid('not for these products');
  if (base < coupon.min_spend) invalid(`spend at least ${coupon.min_spend} on covered products`);
  let total = coupon.kind === 'fixed' ? coupon.value : Number((BigInt(base) * BigInt(coupon.value)) / 10000n);
  if (coupon.max_discount !== null) total = Math.min(total, coupon.max_discount);
  total = Math.min(total, base);
  const shares = split(
    total,
    covered.map((l) => l.price * l.quantity),
  );
  return { coupon, total, perLine: new Map(covered.map((l, i) => [l.product_id, shares[i]!])) };
}

/** Takes one use of the coupon in the order's transaction; 2000004 when the last one went first. */
export async function takeCouponUse(tx: Db, userId: number, applied: Applied, paymentId: number) {
  const taken = await one(
    tx,
    sql`UPDATE coupons SET used_count = used_count + 1 WHERE id = ${applied.coupon.id} AND used_count < total_limit
        RETURNING id`,
  );
  if (!taken) invalid('all used');
  // the row lock of the UPDATE above orders this user's concurrent checkouts too
  const mine = await one<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM coupon_uses WHERE coupon_id = ${applied.coupon.id} AND user_id = ${userId}`,
  );
  if (mine!.n >= applied.coupon.per_user_limit) invalid('used already');
  await tx.execute(
    sql`INSERT INTO coupon_uses (coupon_id, user_id, payment_id, amount)
        VALUES (${applied.coupon.id}, ${userId}, ${paymentId}, ${applied.total})`,
  );
}
