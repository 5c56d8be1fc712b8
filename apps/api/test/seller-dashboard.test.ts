// The seller's dashboard and order counts: figures of their own shops only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { demoLogin, orderOf, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await testApp();
  seller = await demoLogin(t.app, 'seller@demo.test');
});
afterAll(() => t.close());

const dashboard = async (token = seller.token) => (await as(t.app, token, { url: '/api/seller/dashboard' })).data;

describe('seller dashboard', () => {
  it('counts a new paid order in this month, today and the orders to ship', async () => {
    const before = await dashboard();
    expect(before.daily).toHaveLength(30);
    expect(before.daily.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    const { order } = await orderOf(t.app, t.database.db, seller);
    const total = (await one<{ total: number }>(t.database.db, sql`SELECT total FROM orders WHERE id = ${order.id}`))!
      .total;
    const after = await dashboard();
    expect(after.sales.this_month - before.sales.this_month).toBe(total);
    expect(after.sales.total - before.sales.total).toBe(total);
    expect(after.orders_to_ship - before.orders_to_ship).toBe(1);
    expect(after.daily.at(-1).amount - before.daily.at(-1).amount).toBe(total);
    expect(after.daily.at(-1).orders - before.daily.at(-1).orders).toBe(1);
    const counts = (await as(t.app, seller.token, { url: '/api/seller/order/counts' })).data;
    expect(counts.to_ship).toBe(after.orders_to_ship);
    expect(counts.all).toBeGreaterThanOrEqual(counts.to_ship);
  });

  it("shows another seller nothing of the demo seller's figures", async () => {
    const other = await otherSeller(t.app, t.database.db);
    const theirs = await dashboard(other.token);
    expect(theirs.sales).toEqual({ this_month: 0, last_month: 0, total: 0 });
    expect(theirs.orders_to_ship).toBe(0);
    expect((await as(t.app, other.token, { url: '/api/seller/order/counts' })).data.all).toBe(0);
  });
});
