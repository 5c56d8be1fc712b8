// Checkout: one order per shop under one payment, prices read on the server, stock taken in the
// order's transaction, wallet / card / cash on delivery, idempotency keys, and paying later.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { available, buyer, CARD, DECLINED, products } from './orders-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: Record<string, unknown>, key?: string) =>
  as(t.app, user, { method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });
const stock = async (id: number) =>
  (await one<{ stock: number }>(t.database.db, sql`SELECT stock FROM products WHERE id = ${id}`))!.stock;
const items = (...pairs: [number, number][]) =>
  JSON.stringify(pairs.map(([product_id, quantity]) => ({ product_id, quantity })));

describe('checkout', () => {
  it('quotes per shop with delivery options and the free-delivery threshold', async () => {
    const user = await buyer(t.app, t.database.db);
    const [a, b] = await products(t.database.db, 2, { price: 2000, tax: 500 });
    const q = await post(user, '/api/checkout/onepage/summary', { items: items([a!.id, 3], [b!.id, 1]) });
    expect(q.code).toBe(200);
    expect(q.data.shops).toHaveLength(2);
    const big = q.data.shops.find((s: any) => s.lines[0].product_id === a!.id);
    // 60.00 reaches standard delivery's free threshold (50.00); 20.00 does not
    expect(big).toMatchObject({ subtotal: 6000, tax: 300, delivery_method: 'standard', delivery_fee: 0, total: 6300 });
    const small = q.data.shops.find((s: any) => s.lines[0].product_id === b!.id);
    expect(small).toMatchObject({ subtotal: 2000, tax: 100, delivery_fee: 499, total: 2599 });
    expect(q.data.total).toBe(6300 + 2599);
    const express = await post(user, '/api/checkout/onepage/summary', {
      items: items([b!.id, 1]),
      delivery: JSON.stringify({ [b!.shop_id]: 'express' }),
    });
    expect(express.data.shops[0]).toMatchObject({ delivery_method: 'express', delivery_fee: 1299 });
    const wrong = await post(user, '/api/checkout/onepage/summary', {
      items: items([b!.id, 1]),
      delivery: JSON.stringify({ [b!.shop_id]: 'teleport' }),
    });
    expect(wrong.code).toBe(1000008);
    expect((await post(user, '/api/checkout/onepage/summary', {})).code).toBe(2000019);
  });

  it('makes one order per shop under one wallet payment equal to their totals, and empties the cart', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [a, b] = await products(t.database.db, 2, { price: 1500, tax: 1000, stock: 10 });
    await post(user, '/api/customer/cart/add', { product_id: a!.id, quantity: 2 });
    await post(user, '/api/customer/cart/add', { product_id: b!.id, quantity: 1 });
    const res = await post(user, '/api/checkout/onepage/submit', {
      payment_method: 'wallet',
      remark: 'leave at the door',
      // what the client says a price is counts for nothing
      price: 1,
      total: 1,
    });
    expect(res.code).toBe(200);
    const { payment, orders, paid } = res.data;
    expect(paid).toBe(true);
    expect(orders).toHaveLength(2);
    expect(orders.every((o: any) => o.status === 'to_ship' && o.payment_status === 'paid')).toBe(true);
    const sum = orders.reduce((s: number, o: any) => s + o.price, 0);
    // 2 × 15.00 + 3.00 tax + 4.99 delivery; 15.00 + 1.50 tax + 4.99 delivery
    expect(sum).toBe(3000 + 300 + 499 + 1500 + 150 + 499);
    expect(payment).toMatchObject({ method: 'wallet', status: 'paid', amount: sum });
    expect(await available(t.database.db, user.id)).toBe(100_000 - sum);
    expect([await stock(a!.id), await stock(b!.id)]).toEqual([8, 9]);
    const cart = await as(t.app, user, { url: '/api/customer/cart/list' });
    expect(cart.data.items_count).toBe(0);
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${orders[0].id}` });
    expect(detail.data).toMatchObject({ remark: 'leave at the door', actual_pay: orders[0].price });
    expect(detail.data.address).toMatchObject({ city: 'Madrid' });
    expect(detail.data.customer.email).toBe(user.email);
    expect(detail.data.events.map((e: any) => e.status)).toEqual(['placed', 'paid']);
    expect(detail.data.pay_time).not.toBeNull();
  });

  it('refuses a short wallet (2000022) and leaves nothing behind', async () => {
    const user = await buyer(t.app, t.database.db, 500);
    const [a] = await products(t.database.db, 1, { price: 5000, stock: 5 });
    const res = await post(user, '/api/checkout/onepage/submit', {
      items: items([a!.id, 1]),
      payment_method: 'wallet',
    });
    expect(res.code).toBe(2000022);
    expect(await stock(a!.id)).toBe(5);
    expect(await available(t.database.db, user.id)).toBe(500);
    const n = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE user_id = ${user.id}`,
    );
    expect(n!.n).toBe(0);
  });

  it('refuses more than the stock (2000023), products not on sale (2000021), and no address (2000008)', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [a, b] = await products(t.database.db, 2, { stock: 2 });
    expect(
      (await post(user, '/api/checkout/onepage/submit', { items: items([a!.id, 3]), payment_method: 'wallet' })).code,
    ).toBe(2000023);
    await t.database.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${b!.id}`);
    expect(
      (await post(user, '/api/checkout/onepage/submit', { items: items([b!.id, 1]), payment_method: 'cod' })).code,
    ).toBe(2000021);
    const homeless = await registerUser(t.app);
    expect(
      (await post(homeless, '/api/checkout/onepage/submit', { items: items([a!.id, 1]), payment_method: 'cod' })).code,
    ).toBe(2000008);
    const stranger = await buyer(t.app, t.database.db);
    const foreign = await post(user, '/api/checkout/onepage/submit', {
      items: items([a!.id, 1]),
      payment_method: 'cod',
      address_id: stranger.address,
    });
    expect(foreign.code).toBe(1000008);
    expect(
      (await post(user, '/api/checkout/onepage/submit', { items: items([a!.id, 1]), payment_method: 'bitcoin' })).code,
    ).toBe(1000008);
    expect(await stock(a!.id)).toBe(2);
  });

  it('takes cash on delivery to be shipped with the payment due', async () => {
    const user = await buyer(t.app, t.database.db);
    const [a] = await products(t.database.db, 1);
    const res = await post(user, '/api/checkout/onepage/submit', { items: items([a!.id, 1]), payment_method: 'cod' });
    expect(res.data.paid).toBe(false);
    expect(res.data.payment.status).toBe('due');
    expect(res.data.orders[0]).toMatchObject({ status: 'to_ship', payment_status: 'due', expires_at: null });
  });

  it('charges a card at once; a declined card leaves the orders unpaid and payable again (1500019)', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [a, b] = await products(t.database.db, 2, { stock: 5 });
    const ok = await post(user, '/api/checkout/onepage/submit', {
      items: items([a!.id, 1]),
      payment_method: 'card',
      ...CARD,
    });
    expect(ok.code).toBe(200);
    expect(ok.data).toMatchObject({ paid: true, payment: { method: 'card', status: 'paid' } });
    const no = await post(user, '/api/checkout/onepage/submit', {
      items: items([b!.id, 2]),
      payment_method: 'card',
      ...DECLINED,
    });
    expect(no.code).toBe(1500019);
    const order = no.data.orders[0];
    expect(order).toMatchObject({ status: 'unpaid', payment_status: 'unpaid', actions: { pay: true } });
    expect(await stock(b!.id)).toBe(3); // held for the unpaid order until it expires
    expect((await post(user, '/api/customer/order/pay', { order_id: order.id, payment_method: 'card' })).code).toBe(
      1000009,
    );
    const again = await post(user, '/api/customer/order/pay', { order_id: order.id, payment_method: 'wallet' });
    expect(again.code).toBe(200);
    expect(again.data.orders[0]).toMatchObject({ status: 'to_ship', payment_status: 'paid' });
    expect(await available(t.database.db, user.id)).toBe(100_000 - order.price);
    const twice = await post(user, '/api/customer/order/pay', { order_id: order.id, payment_method: 'wallet' });
    expect(twice.code).toBe(1500019);
    const stranger = await buyer(t.app, t.database.db, 100_000);
    expect(
      (await post(stranger, '/api/customer/order/pay', { order_id: order.id, payment_method: 'wallet' })).code,
    ).toBe(1500018);
    const paid = await rows<{ amount: number; sum: number }>(
      t.database.db,
      sql`SELECT p.amount, (SELECT sum(total) FROM orders o WHERE o.payment_id = p.id)::bigint AS sum
          FROM payments p WHERE p.user_id = ${user.id} AND p.status = 'paid'`,
    );
    expect(paid.every((p) => p.amount === p.sum)).toBe(true);
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it with another body', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [a, b] = await products(t.database.db, 2, { stock: 5 });
    const body = { items: items([a!.id, 1]), payment_method: 'wallet' };
    const first = await post(user, '/api/checkout/onepage/submit', body, 'key-1');
    const second = await post(user, '/api/checkout/onepage/submit', body, 'key-1');
    expect(second.code).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(await stock(a!.id)).toBe(4);
    const other = await post(user, '/api/checkout/onepage/submit', { ...body, items: items([b!.id, 1]) }, 'key-1');
    expect(other.code).toBe(2000046);
    // a declined card's answer is kept too: retrying it does not place new orders
    const declined = { items: items([b!.id, 1]), payment_method: 'card', ...DECLINED };
    const d1 = await post(user, '/api/checkout/onepage/submit', declined, 'key-2');
    const d2 = await post(user, '/api/checkout/onepage/submit', declined, 'key-2');
    expect([d1.code, d2.code]).toEqual([1500019, 1500019]);
    expect(d2.data.orders[0].id).toBe(d1.data.orders[0].id);
    // keys belong to their user: another user's same key is a new request
    const stranger = await buyer(t.app, t.database.db, 100_000);
    expect((await post(stranger, '/api/checkout/onepage/submit', body, 'key-1')).data.orders[0].id).not.toBe(
      first.data.orders[0].id,
    );
    expect((await post(user, '/api/checkout/onepage/submit', body, 'x'.repeat(201))).code).toBe(1000008);
  });

  it('pays an order once under one Idempotency-Key', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const [a] = await products(t.database.db, 1, { stock: 5 });
    const placed = await post(user, '/api/checkout/onepage/submit', {
      items: items([a!.id, 1]),
      payment_method: 'card',
      ...DECLINED,
    });
    const orderId = placed.data.orders[0].id;
    const pay = { order_id: orderId, payment_method: 'card', ...CARD };
    const [p1, p2] = await Promise.all([
      post(user, '/api/customer/order/pay', pay, 'pay-1'),
      post(user, '/api/customer/order/pay', pay, 'pay-1'),
    ]);
    expect([p1.code, p2.code]).toEqual([200, 200]);
    expect(p2.data.payment.id).toBe(p1.data.payment.id);
    const payments = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${user.id} AND status = 'paid'`,
    );
    expect(payments!.n).toBe(1);
    expect((await post(user, '/api/customer/order/pay', { ...pay, payment_method: 'wallet' }, 'pay-1')).code).toBe(
      2000046,
    );
  });

  it('reads deal prices on the server and takes units from the deal', async () => {
    const user = await buyer(t.app, t.database.db, 10_000_000);
    const deal = await one<{ product_id: number; deal_price: number; sold: number; flash_deal_id: number }>(
      t.database.db,
      sql`SELECT i.product_id, i.deal_price, i.sold, i.flash_deal_id FROM flash_deal_items i
          JOIN flash_deals d ON d.id = i.flash_deal_id JOIN products p ON p.id = i.product_id
          WHERE d.enabled AND now() BETWEEN d.starts_at AND d.ends_at AND i.sold + 2 <= i.quantity_cap AND p.stock >= 2
            AND p.status = 'active' LIMIT 1`,
    );
    const res = await post(user, '/api/checkout/onepage/submit', {
      items: items([deal!.product_id, 2]),
      payment_method: 'wallet',
    });
    expect(res.code).toBe(200);
    expect(res.data.orders[0].items[0].price).toBe(deal!.deal_price);
    const after = await one<{ sold: number }>(
      t.database.db,
      sql`SELECT sold FROM flash_deal_items WHERE flash_deal_id = ${deal!.flash_deal_id} AND product_id = ${deal!.product_id}`,
    );
    expect(after!.sold).toBe(deal!.sold + 2);
  });
});
