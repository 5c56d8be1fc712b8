// Wishlist and compare: add, remove, list, counts; compare holds four; visitors read compare from
// device ids; one user's lists are invisible to another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { products } from './orders-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });

describe('wishlist', () => {
  it('adds once, lists newest first, counts in user info, removes; other users see their own', async () => {
    const [user, other] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const [a, b] = await products(t.database.db, 2);
    await post(user, '/api/customer/wishlist/add', { product_id: a!.id });
    await post(user, '/api/customer/wishlist/add', { product_id: b!.id });
    const again = await post(user, '/api/customer/wishlist/add', { product_id: b!.id });
    expect(again.data).toEqual({ in_wishlist: true, count: 2 });
    const list = await as(t.app, user, { url: '/api/customer/wishlist/list' });
    expect(list.data.items.map((p: any) => p.id)).toEqual([b!.id, a!.id]);
    expect(list.data.items[0]).toMatchObject({ price: 1000, stock: 50 });
    expect((await as(t.app, user, { url: '/api/customer/info/get_userinfo' })).data.wishlist.count).toBe(2);
    expect((await as(t.app, other, { url: '/api/customer/wishlist/ids' })).data).toEqual([]);
    await post(other, '/api/customer/wishlist/remove', { product_id: a!.id });
    expect((await as(t.app, user, { url: '/api/customer/wishlist/ids' })).data.sort()).toEqual([a!.id, b!.id].sort());
    const removed = await post(user, '/api/customer/wishlist/remove', { product_id: a!.id });
    expect(removed.data).toEqual({ in_wishlist: false, count: 1 });
    expect((await post(user, '/api/customer/wishlist/add', { product_id: 999_999_999 })).code).toBe(2000021);
    expect((await call(t.app, '/api/customer/wishlist/list')).code).toBe(1100003);
  });
});

describe('compare', () => {
  it('keeps up to four products with brand, category, shop, rating and stock', async () => {
    const user = await registerUser(t.app);
    const picked = await products(t.database.db, 5);
    const ids = picked.map((p) => p.id);
    const four = await post(user, '/api/customer/compare/add', { ids: ids.slice(0, 4).join(',') });
    expect(four.data.map((p: any) => p.id)).toEqual(ids.slice(0, 4));
    expect(four.data[0]).toMatchObject({ category: expect.any(String), shop: { id: picked[0]!.shop_id } });
    expect(four.data[0]).toHaveProperty('brand');
    expect(four.data[0]).toHaveProperty('rating');
    const fifth = await post(user, '/api/customer/compare/add', { product_id: ids[4] });
    expect(fifth.code).toBe(1000008);
    expect((await post(user, '/api/customer/compare/add', { product_id: ids[0] })).code).toBe(200);
    const fewer = await post(user, '/api/customer/compare/remove', { product_id: ids[0] });
    expect(fewer.data).toHaveLength(3);
    const other = await registerUser(t.app);
    expect((await as(t.app, other, { url: '/api/customer/compare/list' })).data).toEqual([]);
    const cleared = await post(user, '/api/customer/compare/remove', {});
    expect(cleared.data).toEqual([]);
  });

  it('answers a visitor’s device list by ids, at most four', async () => {
    const picked = await products(t.database.db, 2);
    const res = await call(t.app, `/api/customer/compare/items?ids=${picked.map((p) => p.id).join(',')}`);
    expect(res.data.map((p: any) => p.id)).toEqual(picked.map((p) => p.id));
    expect((await call(t.app, '/api/customer/compare/items?ids=1,2,3,4,5')).code).toBe(1000008);
  });
});
