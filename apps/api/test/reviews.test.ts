// Reviews: once per item of a completed order (2000007 otherwise), shown on the product page with
// the average and distribution; ratings follow; one seller reply; admins hide.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { buyer, marketplace, orderOf, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;

let seller: Session;

let admin: Session;

beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
const review = (user: TestUser, order_id: number, product_id: number, rating = 5, remark = 'great') =>
  post(user, '/api/customer/order/review', { order_id, product_id, rating, remark });

describe('reviews', () => {
  it('rates a completed order item once and shows it on the product page; the rating follows', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    // the demo product may have reviews already (issue 17): this one adds to them
    const before = (await call(t.app, `/api/customer/product/reviews?id=${product}`)).data;
    const first = await review(user, order.id, product, 4, 'sharp and light');
    expect(first.code).toBe(200);
    expect((await review(user, order.id, product, 5)).code).toBe(2000007);
    const page = await call(t.app, `/api/customer/product/reviews?id=${product}`);
    const stars = [1, 2, 3, 4, 5].reduce((sum, n) => sum + n * before.distribution[n], 0) + 4;
    const average = Math.round((stars / (before.total + 1)) * 100) / 100;
    expect(page.data).toMatchObject({
      total: before.total + 1,
      average,
      distribution: { 4: before.distribution[4] + 1, 5: before.distribution[5] },
    });
    expect(page.data.items[0]).toMatchObject({ rating: 4, remark: 'sharp and light', reply: null, photos: [] });
    const row = await one<{ rating: number; review_count: number }>(
      t.database.db,
      sql`SELECT rating, review_count FROM products WHERE id = ${product}`,
    );
    expect(row).toEqual({ rating: average, review_count: before.total + 1 });
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${order.id}` });
    expect(detail.data.items[0].reviewed).toBe(true);
  });

  it('refuses orders not completed (2000007), products not in the order (2000007), foreign orders (1500018)', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'delivered' });
    expect((await review(user, order.id, product)).code).toBe(2000007);
    await post(user, '/api/customer/order/confirm', { order_id: order.id });
    expect((await review(user, order.id, product + 100_000)).code).toBe(2000007);
    const stranger = await buyer(t.app, t.database.db);
    expect((await review(stranger, order.id, product)).code).toBe(1500018);
    expect((await review(user, order.id, product, 6)).code).toBe(1000008);
    expect(
      (
        await post(user, '/api/customer/order/review', {
          order_id: order.id,
          product_id: product,
          rating: 5,
          photos: 'uploads/review/none.webp',
        })
      ).code,
    ).toBe(1000008);
  });

  it('lets the shop’s seller reply once, and no other seller', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    const { data } = await review(user, order.id, product);
    const other = await otherSeller(t.app, t.database.db);
    expect((await post(other, '/api/seller/review/reply', { id: data.id, reply: 'not mine' })).code).toBe(2000019);
    expect((await post(user, '/api/seller/review/reply', { id: data.id, reply: 'buyer' })).code).toBe(2000040);
    expect((await post(seller.token, '/api/seller/review/reply', { id: data.id, reply: 'Thank you!' })).code).toBe(200);
    expect((await post(seller.token, '/api/seller/review/reply', { id: data.id, reply: 'again' })).code).toBe(2000018);
    const page = await call(t.app, `/api/customer/product/reviews?id=${product}`);
    expect(page.data.items[0].reply).toBe('Thank you!');
  });

  it('lets an admin hide a review, which leaves the page and the rating', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    const before = (await call(t.app, `/api/customer/product/reviews?id=${product}`)).data;
    const { data } = await review(user, order.id, product, 1, 'broke');
    expect((await post(user, '/api/admin/review/hide', { id: data.id })).code).toBe(2000040);
    expect((await post(admin.token, '/api/admin/review/hide', { id: data.id })).code).toBe(200);
    const page = await call(t.app, `/api/customer/product/reviews?id=${product}`);
    expect(page.data).toMatchObject({ total: before.total, average: before.average });
    expect(page.data.items.map((r: { id: number }) => r.id)).not.toContain(data.id);
    const row = await one<{ review_count: number }>(
      t.database.db,
      sql`SELECT review_count FROM products WHERE id = ${product}`,
    );
    expect(row!.review_count).toBe(before.total);
    // audited, as every admin action (issue 15)
    const trail = await as(t.app, admin.token, { url: `/api/admin/audit?subject_type=review&subject_id=${data.id}` });
    expect(trail.data.items).toMatchObject([
      {
        action: 'review.hide',
        actor: { id: admin.id },
        actor_role: 'owner',
        before: { hidden: false },
        after: { hidden: true },
      },
    ]);
  });
});
