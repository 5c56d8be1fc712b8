// Orders after checkout: the buyer's lists, detail, cancel and confirm; the seller's fulfilment;
// the expiry and auto-completion jobs. Foreign orders read as unknown (1500018) for buyers and
// sellers alike, and buyers cannot reach seller paths.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { autoCompleteOrders, expireUnpaidOrders } from '../src/modules/orders/order-jobs.ts';
import { as, randomAddress, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { available, buyer, otherSeller, products } from './orders-helpers.ts';

let t: TestApp;
let seller: string;
let sellerId: number;
beforeAll(async () => {
  t = await testApp();
  const login = await call(t.app, {
    method: 'POST',
    url: '/api/customer/login/account',
    payload: { email: 'seller@demo.test', password: 'demo1234' },
    remoteAddress: randomAddress(),
  });
  seller = login.data['access-token'];
  sellerId = login.data.user.id;
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
const stock = async (id: number) =>
  (await one<{ stock: number }>(t.database.db, sql`SELECT stock FROM products WHERE id = ${id}`))!.stock;
const merchant = async (userId: number) =>
  (
    await one<{ available: number }>(
      t.database.db,
      sql`SELECT available FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'merchant'`,
    )
  )?.available ?? 0;

/** An order of the demo seller's shop, placed by a fresh buyer. */
async function placed(method: 'wallet' | 'cod' = 'wallet', quantity = 2) {
  const user = await buyer(t.app, t.database.db, 100_000);
  const [p] = await products(t.database.db, 1, { shopOwner: sellerId, stock: 10, price: 1000 });
  const res = await post(user, '/api/checkout/onepage/submit', {
    items: JSON.stringify([{ product_id: p!.id, quantity }]),
    payment_method: method,
  });
  if (res.code !== 200) throw new Error(`submit: ${res.code} ${res.message}`);
  return { user, product: p!.id, order: res.data.orders[0] };
}

describe('buyer orders', () => {
  it('cancels a paid order before shipping: stock returns and the money goes back to the wallet', async () => {
    const { user, product, order } = await placed();
    expect(await stock(product)).toBe(8);
    const res = await post(user, '/api/customer/order/cancel', {
      order_id: order.id,
      cancel_remark: 'changed my mind',
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      cancel_remark: 'changed my mind',
    });
    expect(await stock(product)).toBe(10);
    expect(await available(t.database.db, user.id)).toBe(100_000);
    expect((await post(user, '/api/customer/order/cancel', { order_id: order.id })).code).toBe(2000032);
  });

  it('refuses to cancel a shipped order (2000033) and another buyer’s order (1500018)', async () => {
    const { user, order } = await placed();
    const stranger = await buyer(t.app, t.database.db);
    expect((await post(stranger, '/api/customer/order/cancel', { order_id: order.id })).code).toBe(1500018);
    expect((await as(t.app, stranger, { url: `/api/customer/order/detail?order_id=${order.id}` })).code).toBe(1500018);
    expect((await post(stranger, '/api/customer/order/confirm', { order_id: order.id })).code).toBe(1500018);
    await post(seller, '/api/seller/order/ship', { order_id: order.id, log_sn: 'LS123', arrival_method: 'courier' });
    expect((await post(user, '/api/customer/order/cancel', { order_id: order.id })).code).toBe(2000033);
  });

  it('lists by status tab, newest first, with counts', async () => {
    const { user, order } = await placed();
    const [p] = await products(t.database.db, 1);
    const second = await post(user, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: p!.id, quantity: 1 }]),
      payment_method: 'cod',
    });
    await post(user, '/api/customer/order/cancel', { order_id: order.id });
    const all = await as(t.app, user, { url: '/api/customer/order/list' });
    expect(all.data.items.map((o: any) => o.id)).toEqual([second.data.orders[0].id, order.id]);
    const cancelled = await as(t.app, user, { url: '/api/customer/order/list?status=cancelled' });
    expect(cancelled.data).toMatchObject({ total: 1, items: [{ id: order.id }] });
    const counts = await as(t.app, user, { url: '/api/customer/order/counts' });
    expect(counts.data).toMatchObject({ all: 2, cancelled: 1, to_ship: 1, unpaid: 0 });
    expect((await as(t.app, user, { url: '/api/customer/order/list?status=lost' })).code).toBe(1000008);
  });

  it('confirms receipt of a shipped order: completed, and the seller’s earning is pending', async () => {
    const { user, order } = await placed();
    expect((await post(user, '/api/customer/order/confirm', { order_id: order.id })).code).toBe(2000006);
    await post(seller, '/api/seller/order/ship', { order_id: order.id, log_sn: 'LS124' });
    const before = await merchant(sellerId);
    const done = await post(user, '/api/customer/order/confirm', { order_id: order.id });
    expect(done.data).toMatchObject({ status: 'completed', delivery_status: 'delivered' });
    expect(done.data.success_time).not.toBeNull();
    // the earning waits PAYOUT_HOLD_DAYS before it reaches the merchant account (commission.test.ts)
    expect(await merchant(sellerId)).toBe(before);
    const earning = await one<{ gross: number; state: string }>(
      t.database.db,
      sql`SELECT gross::int, state FROM seller_earnings WHERE order_id = ${order.id}`,
    );
    expect(earning).toEqual({ gross: order.price, state: 'pending' });
    expect((await post(user, '/api/customer/order/confirm', { order_id: order.id })).code).toBe(2000006);
  });
});

describe('seller fulfilment', () => {
  it('ships with a logistics number, then in transit, then delivered; cash on delivery is paid then', async () => {
    const { user, order } = await placed('cod');
    const list = await as(t.app, seller, { url: '/api/seller/order/list?status=to_ship' });
    expect(list.data.items.some((o: any) => o.id === order.id)).toBe(true);
    expect((await post(seller, '/api/seller/order/transit', { order_id: order.id })).code).toBe(2000005);
    expect((await post(seller, '/api/seller/order/ship', { order_id: order.id })).code).toBe(1000009);
    const shipped = await post(seller, '/api/seller/order/ship', {
      order_id: order.id,
      log_sn: 'SF1234567',
      arrival_method: 'express courier',
    });
    expect(shipped.data).toMatchObject({ status: 'shipped', delivery_status: 'on_the_road', log_sn: 'SF1234567' });
    expect(shipped.data.deliver_time).not.toBeNull();
    await post(seller, '/api/seller/order/transit', { order_id: order.id });
    const delivered = await post(seller, '/api/seller/order/deliver', { order_id: order.id });
    expect(delivered.data).toMatchObject({ status: 'delivered', payment_status: 'paid', actual_pay: order.price });
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${order.id}` });
    expect(detail.data.events.map((e: any) => [e.status, e.actor_role])).toEqual([
      ['placed', 'customer'],
      ['cash_on_delivery', 'customer'],
      ['shipped', 'seller'],
      ['in_transit', 'seller'],
      ['delivered', 'seller'],
    ]);
  });

  it('refuses other sellers’ orders (1500018) and buyers on seller paths (2000040)', async () => {
    const { user, order } = await placed();
    const other = await otherSeller(t.app, t.database.db);
    expect((await as(t.app, other, { url: `/api/seller/order/detail?order_id=${order.id}` })).code).toBe(1500018);
    expect((await post(other, '/api/seller/order/ship', { order_id: order.id, log_sn: 'X1' })).code).toBe(1500018);
    const theirs = await as(t.app, other, { url: '/api/seller/order/list' });
    expect(theirs.data.items.some((o: any) => o.id === order.id)).toBe(false);
    expect((await as(t.app, user, { url: '/api/seller/order/list' })).code).toBe(2000040);
    expect((await post(user, '/api/seller/order/ship', { order_id: order.id, log_sn: 'X1' })).code).toBe(2000040);
  });
});

describe('order jobs', () => {
  it('cancels unpaid orders past their time and gives their stock back, once', async () => {
    const user = await buyer(t.app, t.database.db);
    const [p] = await products(t.database.db, 1, { stock: 5 });
    const res = await post(user, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: p!.id, quantity: 2 }]),
      payment_method: 'card',
      card_number: '4000000000000002',
      exp_month: 12,
      exp_year: 2099,
      cvc: '123',
    });
    const order = res.data.orders[0];
    expect(order.expires_at).not.toBeNull();
    expect(await stock(p!.id)).toBe(3);
    // the demo's unpaid orders run out too, 30 minutes after seeding: those are done first
    await expireUnpaidOrders(t.database.db);
    await t.database.db.execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ${order.id}`);
    expect((await post(user, '/api/customer/order/pay', { order_id: order.id, payment_method: 'wallet' })).code).toBe(
      1500019,
    );
    const [a, b] = await Promise.all([expireUnpaidOrders(t.database.db), expireUnpaidOrders(t.database.db)]);
    expect(a + b).toBe(1);
    expect(await stock(p!.id)).toBe(5);
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${order.id}` });
    expect(detail.data).toMatchObject({ status: 'cancelled', cancel_remark: 'not paid in time' });
    expect(detail.data.events.at(-1)).toMatchObject({ status: 'expired', actor_role: 'system' });
  });

  it('completes delivered orders after the configured days', async () => {
    const { order } = await placed();
    await post(seller, '/api/seller/order/ship', { order_id: order.id, log_sn: 'AC1' });
    await post(seller, '/api/seller/order/deliver', { order_id: order.id });
    expect(await autoCompleteOrders(t.database.db, 7)).toBe(0);
    await t.database.db.execute(sql`UPDATE orders SET delivered_at = now() - interval '8 days' WHERE id = ${order.id}`);
    expect(await autoCompleteOrders(t.database.db, 7)).toBe(1);
    const row = await one<{ status: string }>(t.database.db, sql`SELECT status FROM orders WHERE id = ${order.id}`);
    expect(row!.status).toBe('completed');
  });
});
