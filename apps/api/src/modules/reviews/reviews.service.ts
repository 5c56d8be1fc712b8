// Reviews of bought products (spec §3: rating, remark): once per order item, after the order is
// completed; optional photos. The product's and the shop's ratings follow their visible reviews.
// A seller replies once to a review of its shop's product; an admin hides or shows a review.
import type { ReviewBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { AdminCtx, SellerCtx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';

/** Recomputes a product's rating and count and its shop's rating from the visible reviews. */
async function refreshRatings(tx: Db, productId: number) {
  await tx.execute(
    sql`UPDATE products p SET rating = coalesce(r.avg, 0), review_count = r.n
        FROM (SELECT round(avg(rating), 2) AS avg, count(*)::int AS n FROM product_reviews
              WHERE product_id = ${productId} AND NOT hidden) r
        WHERE p.id = ${productId}`,
  );
  await tx.execute(
    sql`UPDATE shops s SET rating = coalesce(
          (SELECT round(avg(r.rating), 2) FROM product_reviews r JOIN products p ON p.id = r.product_id
           WHERE p.shop_id = s.id AND NOT r.hidden), s.rating)
        WHERE s.id = (SELECT shop_id FROM products WHERE id = ${productId})`,
  );
}

export async function reviewOrderItem(ctx: UserCtx, input: ReviewBody) {
  const userId = ctx.user.id;
  const order = await one<{ status: string }>(
    ctx.db,
    sql`SELECT status FROM orders WHERE id = ${input.order_id} AND user_id = ${userId}`,
  );
  if (!order) return fail('ORDER_NOT_FOUND');
  if (order.status !== 'completed')
    return fail('ORDER_REVIEW_FAILED', 'order review failed: the order is not completed');
  for (const photo of input.photos) {
    if (!(await isUpload(ctx, photo, 'review'))) {
      fail('INVALID_PARAMETER', 'invalid parameter: photos: not an uploaded review photo', { field: 'photos' });
    }
  }
  const id = await ctx.db.transaction(async (tx) => {
    // the unique index on order_item_id makes a second review of the item, however timed, a no-op
    const made = await one<{ id: number }>(
      tx,
      sql`INSERT INTO product_reviews (product_id, user_id, rating, remark, order_item_id, photos)
          SELECT i.product_id, ${userId}, ${input.rating}, ${input.remark}, i.id, ${`{${input.photos.map((p) => JSON.stringify(p)).join(',')}}`}::text[]
          FROM order_items i WHERE i.order_id = ${input.order_id} AND i.product_id = ${input.product_id}
          ORDER BY i.id LIMIT 1
          ON CONFLICT (order_item_id) WHERE order_item_id IS NOT NULL DO NOTHING
          RETURNING id`,
    );
    if (made) await refreshRatings(tx, input.product_id);
    return made?.id;
  });
  if (!id) return fail('ORDER_REVIEW_FAILED', 'order review failed: reviewed already, or not in this order');
  await ctx.cache.clear();
  return { id, product_id: input.product_id, rating: input.rating };
}

export async function replyToReview(ctx: SellerCtx, input: { id: number; reply: string }) {
  const owned = ownedShop(ctx.sellerId, sql`p.shop_id`);
  const done = await one<{ id: number }>(
    ctx.db,
    sql`UPDATE product_reviews r SET reply = ${input.reply}, replied_at = now()
        FROM products p
        WHERE r.id = ${input.id} AND p.id = r.product_id AND ${owned} AND r.reply IS NULL
        RETURNING r.id`,
  );
  if (!done) {
    const own = await one(
      ctx.db,
      sql`SELECT 1 FROM product_reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ${input.id} AND ${owned}`,
    );
    return own ? fail('DATA_OPERATION_FAILED', 'replied already') : fail('NO_DATA');
  }
  await ctx.cache.clear();
  return { id: input.id, reply: input.reply };
}

export async function hideReview(ctx: AdminCtx, input: { id: number; hidden: boolean }) {
  const review = await ctx.db.transaction(async (tx) => {
    const was = await one<{ hidden: boolean }>(
      tx,
      sql`SELECT hidden FROM product_reviews WHERE id = ${input.id} FOR UPDATE`,
    );
    const row = await one<{ product_id: number }>(
      tx,
      sql`UPDATE product_reviews SET hidden = ${input.hidden}, hidden_by = ${input.hidden ? ctx.staff.id : null}
          WHERE id = ${input.id} RETURNING product_id`,
    );
    if (!row) return row;
    await refreshRatings(tx, row.product_id);
    await recordAudit(tx, {
      ...actor(ctx),
      action: input.hidden ? 'review.hide' : 'review.restore',
      subjectType: 'review',
      subjectId: input.id,
      before: { hidden: was?.hidden ?? false },
      after: { hidden: input.hidden },
    });
    return row;
  });
  if (!review) return fail('NO_DATA');
  await ctx.cache.clear();
  return { id: input.id, hidden: input.hidden };
}
