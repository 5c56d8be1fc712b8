// Coupons: issued by admins (platform) and sellers (their shop), collected by buyers (2000003),
// applied by code at checkout (2000004), the discount split over shop orders to the minor unit,
// limits per user and in all, the last use taken once when checkouts race.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { engine, type TestApp } from './helpers.ts';
import { buyer, demoLogin, marketplace, products, type Session } from './orders-helpers.ts';

let t: TestApp;

let seller: Session;

let admin: Session;

beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
let n = 0;
const DAY = 86_400_000;
function coupon(extra: Record<string, unknown> = {}) {
  return {
    code: `T${Date.now().toString(36).toUpperCase()}${n++}`,
    kind: 'fixed',
    value: 500,
    starts_at: new Date(Date.now() - DAY).toISOString(),
    ends_at: new Date(Date.now() + DAY).toISOString(),
    total_limit: 100,
    ...extra,
  };
}
const items = (...pairs: [number, number][]) =>
  JSON.stringify(pairs.map(([product_id, quantity]) => ({ product_id, quantity })));

describe('coupons', () => {
  it('are issued by admins for the platform and by sellers for their shop only', async () => {
    const user = await registerUser(t.app);
    expect((await post(user, '/api/admin/coupons', coupon())).code).toBe(2000040);
    expect((await post(user, '/api/seller/coupons', coupon())).code).toBe(2000040);
    const platform = await post(admin.token, '/api/admin/coupons', coupon());
    expect(platform.data).toMatchObject({ shop_id: null, kind: 'fixed', value: 500 });
    const shop = await post(seller.token, '/api/seller/coupons', coupon({ kind: 'percent', value: 1000 }));
    expect(shop.data.shop_id).not.toBeNull();
    expect((await post(admin.token, '/api/admin/coupons', { ...coupon(), code: platform.data.code })).code).toBe(
      1000008,
    );
    expect((await post(admin.token, '/api/admin/coupons', coupon({ kind: 'percent', value: 20000 }))).code).toBe(
      1000008,
    );
    const mine = await as(t.app, seller.token, { url: '/api/seller/coupons' });
    expect(mine.data.items.every((c: any) => c.shop_id === shop.data.shop_id)).toBe(true);
  });

  it('are collected once from the shop or product page (2000003 otherwise)', async () => {
    const user = await registerUser(t.app);
    const made = await post(admin.token, '/api/admin/coupons', coupon());
    const [p] = await products(t.database.db, 1);
    const offered = await as(t.app, user, { url: `/api/customer/coupon/available?product_id=${p!.id}` });
    expect(offered.data.some((c: any) => c.id === made.data.id && c.collected === false)).toBe(true);
    expect((await post(user, '/api/customer/coupon/collect', { coupon_id: made.data.id })).data.collected).toBe(true);
    expect((await post(user, '/api/customer/coupon/collect', { coupon_id: made.data.id })).code).toBe(2000003);
    const expired = await post(
      admin.token,
      '/api/admin/coupons',
      coupon({
        starts_at: new Date(Date.now() - 2 * DAY).toISOString(),
        ends_at: new Date(Date.now() - DAY).toISOString(),
      }),
    );
    expect((await post(user, '/api/customer/coupon/collect', { coupon_id: expired.data.id })).code).toBe(2000003);
    expect((await as(t.app, user, { url: '/api/customer/coupon/mine' })).data.map((c: any) => c.id)).toEqual([
      made.data.id,
    ]);
  });

  it('splits a platform discount over the shop orders so the payment equals their totals', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [a, b, c] = await products(t.database.db, 3, { price: 3333, stock: 10 });
    const made = await post(
      admin.token,
      '/api/admin/coupons',
      coupon({ kind: 'percent', value: 1000, max_discount: 800 }),
    );
    const body = { items: items([a!.id, 1], [b!.id, 1], [c!.id, 1]), coupon_code: made.data.code.toLowerCase() };
    const quote = await post(user, '/api/checkout/onepage/summary', body);
    // 10% of 99.99 = 9.99, capped at 8.00
    expect(quote.data).toMatchObject({ discount: 800, coupon: { discount: 800 } });
    expect(quote.data.shops.map((s: any) => s.discount).reduce((x: number, y: number) => x + y)).toBe(800);
    const res = await post(user, '/api/checkout/onepage/submit', { ...body, payment_method: 'wallet' });
    expect(res.code).toBe(200);
    const sum = res.data.orders.reduce((s: number, o: any) => s + o.price, 0);
    expect(res.data.payment.amount).toBe(sum);
    expect(sum).toBe(quote.data.total);
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${res.data.orders[0].id}` });
    expect(detail.data.discount).toBe(detail.data.items[0].discount);
    // once per user by default
    const again = await post(user, '/api/checkout/onepage/submit', {
      ...body,
      items: items([a!.id, 1]),
      payment_method: 'wallet',
    });
    expect(again.code).toBe(2000004);
  });

  it('refuses codes not valid for the order (2000004): unknown, other shop, minimum spend, categories', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [p] = await products(t.database.db, 1, { price: 1000 });
    const quote = (code: string) =>
      post(user, '/api/checkout/onepage/summary', { items: items([p!.id, 1]), coupon_code: code });
    expect((await quote('NOSUCHCODE')).code).toBe(2000004);
    const shopOnly = await post(seller.token, '/api/seller/coupons', coupon());
    expect((await quote(shopOnly.data.code)).code).toBe(2000004);
    const big = await post(admin.token, '/api/admin/coupons', coupon({ min_spend: 5000 }));
    expect((await quote(big.data.code)).code).toBe(2000004);
    const other = await one<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM categories WHERE id <> (SELECT category_id FROM products WHERE id = ${p!.id}) LIMIT 1`,
    );
    const cat = await post(admin.token, '/api/admin/coupons', coupon({ category_ids: String(other!.id) }));
    expect((await quote(cat.data.code)).code).toBe(2000004);
    const fits = await post(admin.token, '/api/admin/coupons', coupon({ value: 5000 }));
    // a fixed coupon never takes more than the covered products cost
    expect((await quote(fits.data.code)).data).toMatchObject({ discount: 1000, total: 499 });
  });

  it.runIf(engine === 'postgres')('gives the last use to one of two racing checkouts', async () => {
    const made = await post(admin.token, '/api/admin/coupons', coupon({ total_limit: 1 }));
    const [a, b] = await products(t.database.db, 2, { stock: 10 });
    const buyers = await Promise.all([buyer(t.app, t.database.db, 100_000), buyer(t.app, t.database.db, 100_000)]);
    const codes = (
      await Promise.all(
        buyers.map((u, i) =>
          post(u, '/api/checkout/onepage/submit', {
            items: items([[a, b][i]!.id, 1]),
            coupon_code: made.data.code,
            payment_method: 'wallet',
          }),
        ),
      )
    ).map((r) => r.code);
    expect(codes.sort()).toEqual([200, 2000004]);
    const used = await one<{ used_count: number }>(
      t.database.db,
      sql`SELECT used_count FROM coupons WHERE id = ${made.data.id}`,
    );
    expect(used!.used_count).toBe(1);
  });

  it("are switched off, on and deleted by their shop's seller only; checkout refuses one switched off", async () => {
    const seller2 = await demoLogin(t.app, 'seller2@demo.test');
    const made = (await post(seller.token, '/api/seller/coupons', coupon())).data;
    const [p] = await products(t.database.db, 1, { shopOwner: seller.id, stock: 10 });
    const user = await buyer(t.app, t.database.db, 100_000);
    const quote = () =>
      post(user, '/api/checkout/onepage/summary', { items: items([p!.id, 1]), coupon_code: made.code });
    expect((await quote()).code).toBe(200);
    const act = (token: string, action: string) => post(token, `/api/seller/coupons/${made.id}/${action}`, {});
    for (const action of ['disable', 'enable', 'delete']) expect((await act(seller2.token, action)).code).toBe(2000019);
    expect((await act(seller.token, 'disable')).data).toMatchObject({ id: made.id, enabled: false });
    expect((await quote()).code).toBe(2000004);
    expect((await act(seller.token, 'enable')).data).toMatchObject({ id: made.id, enabled: true });
    expect((await quote()).code).toBe(200);
    // collected by a buyer: it stays (switch it off instead)
    expect((await post(user, '/api/customer/coupon/collect', { coupon_id: made.id })).code).toBe(200);
    expect((await act(seller.token, 'delete')).code).toBe(2000018);
    const fresh = (await post(seller.token, '/api/seller/coupons', coupon())).data;
    expect((await post(seller2.token, `/api/seller/coupons/${fresh.id}/delete`, {})).code).toBe(2000019);
    expect((await post(seller.token, `/api/seller/coupons/${fresh.id}/delete`, {})).data).toEqual({
      id: fresh.id,
      deleted: true,
    });
    const left = (await as(t.app, seller.token, { url: '/api/seller/coupons?page_size=100' })).data.items;
    expect(left.map((c: { id: number }) => c.id)).toContain(made.id);
    expect(left.map((c: { id: number }) => c.id)).not.toContain(fresh.id);
  });
});
