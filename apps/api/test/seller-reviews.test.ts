// The seller's reviews: the reviews of their products only, filtered by reply and rating, paged,
// answered once; another seller can neither list nor answer them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { orderOf, type Session, twoSellers } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let seller2: Session;
beforeAll(async () => ({ t, seller, seller2 } = await twoSellers()));
afterAll(() => t.close());

/** A completed order of the demo seller's shop, reviewed by its buyer with `rating` and a unique text. */
async function reviewed(rating: number) {
  const { user, order, product } = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
  const remark = `review-${order.id}-${rating}`;
  const res = await as(t.app, user, {
    method: 'POST',
    url: '/api/customer/order/review',
    payload: { order_id: order.id, product_id: product, rating, remark },
  });
  expect(res.code).toBe(200);
  return { id: res.data.id as number, remark, product };
}

const reviews = async (token: string, query = '') =>
  (await as(t.app, token, { url: `/api/seller/reviews?page_size=100&${query}` })).data as {
    items: {
      id: number;
      remark: string;
      rating: number;
      reply: string | null;
      product: { id: number; name: string };
    }[];
    total: number;
  };
const reply = (token: string, id: number, text: string) =>
  as(t.app, token, { method: 'POST', url: '/api/seller/review/reply', payload: { id, reply: text } });

describe('seller reviews', () => {
  it("lists the reviews of the seller's products with the product, filtered by rating and reply", async () => {
    const low = await reviewed(2);
    const high = await reviewed(5);
    const all = await reviews(seller.token);
    const mine = all.items.find((r) => r.id === low.id)!;
    expect(mine).toMatchObject({ remark: low.remark, rating: 2, reply: null, product: { id: low.product } });
    expect(mine.product.name).not.toBe('');
    const twos = await reviews(seller.token, 'rating=2');
    expect(twos.items.every((r) => r.rating === 2)).toBe(true);
    expect(twos.items.map((r) => r.id)).toContain(low.id);
    expect(twos.items.map((r) => r.id)).not.toContain(high.id);
    const page = (await as(t.app, seller.token, { url: '/api/seller/reviews?page_size=1' })).data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(all.total);
  });

  it('takes one reply, then shows it and leaves the review out of the unreplied ones', async () => {
    const r = await reviewed(4);
    expect((await reviews(seller.token, 'unreplied=true')).items.map((x) => x.id)).toContain(r.id);
    expect((await reply(seller.token, r.id, 'Thank you!')).code).toBe(200);
    expect((await reply(seller.token, r.id, 'Again')).code).toBe(2000018);
    const after = (await reviews(seller.token)).items.find((x) => x.id === r.id)!;
    expect(after.reply).toBe('Thank you!');
    const unreplied = await reviews(seller.token, 'unreplied=true');
    expect(unreplied.items.map((x) => x.id)).not.toContain(r.id);
    expect(unreplied.items.every((x) => x.reply === null)).toBe(true);
  });

  it('shows another seller none of them and lets them answer none (seller2@demo.test)', async () => {
    const r = await reviewed(3);
    const theirs = await reviews(seller2.token);
    expect(theirs.items.map((x) => x.id)).not.toContain(r.id);
    expect(JSON.stringify(theirs)).not.toContain(r.remark);
    expect((await reply(seller2.token, r.id, 'Not mine')).code).toBe(2000019);
    expect((await reviews(seller.token)).items.find((x) => x.id === r.id)?.reply).toBeNull();
  });

  it('refuses a rating out of range by name', async () => {
    const res = await as(t.app, seller.token, { url: '/api/seller/reviews?rating=6' });
    expect([res.code, res.data?.field]).toEqual([1000008, 'rating']);
  });
});
