// Issue 14, commission and earnings: operators' rules (shop > category > global) recorded on each
// order item at checkout; at completion the seller's earning (paid less refunds less commission)
// is pending, then available after PAYOUT_HOLD_DAYS by a job that pays it once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { releaseEarnings } from '../src/modules/earnings/earnings.service.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { buyer, products, type Session, twoSellers } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let seller2: Session;
let admin: Session;

beforeAll(async () => {
  ({ t, seller, seller2, admin } = await twoSellers());
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (user: TestUser | string, url: string, payload: Record<string, unknown>, app = t.app) =>
  as(app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
const rule = (payload: Record<string, unknown>) => post(admin.token, '/api/admin/commission', payload);
const merchant = async (userId: number) =>
  Number(
    (
      await one<{ available: number }>(
        db(),
        sql`SELECT available FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'merchant'`,
      )
    )?.available ?? 0,
  );
const item = (orderId: number) =>
  one<{ commission_rate_bp: number; commission_fixed: number; commission: number }>(
    db(),
    sql`SELECT commission_rate_bp, commission_fixed::int, commission::int FROM order_items WHERE order_id = ${orderId}`,
  );
const earning = (orderId: number) =>
  one<{ gross: number; commission: number; net: number; refunded: number; state: string; held_days: number }>(
    db(),
    sql`SELECT gross::int, commission::int, net::int, refunded::int, state,
          round(extract(epoch FROM available_at - created_at) / 86400)::int AS held_days
        FROM seller_earnings WHERE order_id = ${orderId}`,
  );

/** A fresh product of the demo seller's shop: price 1000, its category and shop. */
async function product() {
  const [p] = await products(db(), 1, { shopOwner: seller.id, stock: 20, price: 1000 });
  const c = await one<{ category_id: number }>(db(), sql`SELECT category_id FROM products WHERE id = ${p!.id}`);
  return { id: p!.id, shop: p!.shop_id, category: Number(c!.category_id) };
}

/** Only the global rule, 10 %, applies to the product. */
async function onlyGlobal(p: { shop: number; category: number }) {
  await rule({ scope: 'shop', target_id: p.shop, remove: true });
  await rule({ scope: 'category', target_id: p.category, remove: true });
  await rule({ scope: 'global', rate_bp: 1000 });
}

/** Places an order of `quantity` units paid from the wallet; `until` drives it through the seller. */
async function order(productId: number, until: 'to_ship' | 'delivered' | 'completed', quantity = 2, app = t.app) {
  const user = await buyer(app, db(), 1_000_000);
  const placed = await as(app, user, {
    method: 'POST',
    url: '/api/checkout/onepage/submit',
    payload: { items: JSON.stringify([{ product_id: productId, quantity }]), payment_method: 'wallet' },
  });
  expect(placed.code).toBe(200);
  const id = placed.data.orders[0].id as number;
  if (until !== 'to_ship') {
    await post(seller.token, '/api/seller/order/ship', { order_id: id, log_sn: 'C-1' }, app);
    await post(seller.token, '/api/seller/order/deliver', { order_id: id }, app);
  }
  if (until === 'completed')
    expect((await post(user, '/api/customer/order/confirm', { order_id: id }, app)).code).toBe(200);
  return { id, user, total: placed.data.orders[0].price as number };
}

describe('commission rules', () => {
  it('applies the most specific rule, records it on the item, and later changes leave past orders alone', async () => {
    const p = await product();
    await rule({ scope: 'shop', target_id: p.shop, remove: true });
    await rule({ scope: 'category', target_id: p.category, remove: true });
    expect((await rule({ scope: 'global', rate_bp: 1000 })).code).toBe(200);
    const a = await order(p.id, 'to_ship');
    expect(await item(a.id)).toEqual({ commission_rate_bp: 1000, commission_fixed: 0, commission: 200 });

    await rule({ scope: 'category', target_id: p.category, rate_bp: 1500 });
    const b = await order(p.id, 'to_ship');
    expect(await item(b.id)).toEqual({ commission_rate_bp: 1500, commission_fixed: 0, commission: 300 });

    const set = await rule({ scope: 'shop', target_id: p.shop, rate_bp: 2000, fixed: 10 });
    expect(set.data.items).toContainEqual(
      expect.objectContaining({ scope: 'shop', target_id: p.shop, rate_bp: 2000, fixed: 10 }),
    );
    const c = await order(p.id, 'to_ship');
    // 20 % of 2 × 1000, plus 10 per unit
    expect(await item(c.id)).toEqual({ commission_rate_bp: 2000, commission_fixed: 10, commission: 420 });

    await rule({ scope: 'shop', target_id: p.shop, remove: true });
    const d = await order(p.id, 'to_ship');
    expect(await item(d.id)).toEqual({ commission_rate_bp: 1500, commission_fixed: 0, commission: 300 });
    // the earlier orders keep the rule of their moment
    expect((await item(a.id))!.commission).toBe(200);
    expect((await item(c.id))!.commission).toBe(420);

    const listed = await get(admin.token, '/api/admin/commission');
    expect(
      listed.data.items.some((r: { scope: string; target_id: number }) => r.scope === 'shop' && r.target_id === p.shop),
    ).toBe(false);
    expect(listed.data.items).toContainEqual(
      expect.objectContaining({ scope: 'category', target_id: p.category, rate_bp: 1500 }),
    );
    const audit = await rows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      db(),
      sql`SELECT action, before, after FROM audit_log WHERE subject_type = 'commission_rule' AND subject_id = ${p.shop}
          ORDER BY id`,
    );
    expect(audit.map((r) => r.action).slice(-2)).toEqual(['commission.set', 'commission.remove']);
    expect(audit.at(-1)!.before).toMatchObject({ rate_bp: 2000, fixed: 10 });
    await rule({ scope: 'category', target_id: p.category, remove: true });
  });

  it('refuses bad rules without writing, and everyone but operators', async () => {
    const before = await get(admin.token, '/api/admin/commission');
    expect((await rule({ scope: 'global', rate_bp: 10_001 })).code).toBe(1000008);
    expect((await rule({ scope: 'category', rate_bp: 100 })).code).toBe(1000008);
    expect((await rule({ scope: 'shop', target_id: 987654321, rate_bp: 100 })).code).toBe(1000008);
    expect((await rule({ scope: 'global', rate_bp: -1 })).code).toBe(1000008);
    expect((await get(admin.token, '/api/admin/commission')).data).toEqual(before.data);
    expect((await post(seller.token, '/api/admin/commission', { scope: 'global', rate_bp: 0 })).code).not.toBe(200);
    expect((await get(seller.token, '/api/admin/commission')).code).not.toBe(200);
  });
});

describe('seller earnings', () => {
  it('credits the order less commission as pending, available after the hold, once under concurrent jobs', async () => {
    const p = await product();
    await onlyGlobal(p);
    const balance0 = (await get(seller.token, '/api/seller/balance')).data;
    const merchant0 = await merchant(seller.id);
    const o = await order(p.id, 'completed');
    expect(await earning(o.id)).toEqual({
      gross: o.total,
      commission: 200,
      net: o.total - 200,
      refunded: 0,
      state: 'pending',
      held_days: 7,
    });
    const balance1 = (await get(seller.token, '/api/seller/balance')).data;
    expect(balance1.pending).toBe(balance0.pending + o.total - 200);
    expect(balance1.available).toBe(merchant0);
    const list = await get(seller.token, '/api/seller/earnings?page_size=5');
    expect(list.data.items[0]).toMatchObject({
      order_id: o.id,
      gross: o.total,
      commission: 200,
      net: o.total - 200,
      state: 'pending',
    });

    // not yet due: the job leaves it
    await releaseEarnings(db());
    expect((await earning(o.id))!.state).toBe('pending');
    // seven days pass
    await db().execute(
      sql`UPDATE seller_earnings SET created_at = created_at - interval '7 days', available_at = available_at - interval '7 days'
          WHERE order_id = ${o.id}`,
    );
    await Promise.all([releaseEarnings(db()), releaseEarnings(db()), releaseEarnings(db())]);
    await releaseEarnings(db());
    expect((await earning(o.id))!.state).toBe('available');
    expect(await merchant(seller.id)).toBe(merchant0 + o.total - 200);
    const released = await one<{ n: number }>(
      db(),
      sql`SELECT count(*)::int AS n FROM journals WHERE kind = 'earning_available' AND ref_id = ${o.id}`,
    );
    expect(released!.n).toBe(1);
    const balance2 = (await get(seller.token, '/api/seller/balance')).data;
    expect(balance2).toMatchObject({
      pending: balance0.pending,
      available: merchant0 + o.total - 200,
      frozen: balance1.frozen,
    });
    await expectLedgerSound(db());
  });

  it('with PAYOUT_HOLD_DAYS 0 the earning is available at completion', async () => {
    const app0 = await testApp({ PAYOUT_HOLD_DAYS: '0' }, t.database);
    try {
      const p = await product();
      const before = await merchant(seller.id);
      const o = await order(p.id, 'completed', 1, app0.app);
      const e = await earning(o.id);
      expect(e).toMatchObject({ state: 'available', held_days: 0, gross: o.total });
      expect(await merchant(seller.id)).toBe(before + e!.net);
    } finally {
      await app0.app.close();
    }
    await expectLedgerSound(db());
  });

  it('pays the seller net of a refund approved before completion, with the commission of what was kept', async () => {
    const p = await product();
    await onlyGlobal(p);
    const o = await order(p.id, 'delivered', 2);
    const req = await post(o.user, '/api/customer/refund/apply', {
      order_id: o.id,
      items: JSON.stringify([{ product_id: p.id, quantity: 1 }]),
      reason: 'arrived broken',
    });
    expect(req.code).toBe(200);
    expect((await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(200);
    expect((await post(o.user, '/api/customer/order/confirm', { order_id: o.id })).code).toBe(200);
    expect(await earning(o.id)).toMatchObject({
      gross: o.total - req.data.amount,
      commission: 100,
      net: o.total - req.data.amount - 100,
      state: 'pending',
    });
    await expectLedgerSound(db());
  });

  it('takes a refund after completion from the pending earning, the commission’s share from the platform', async () => {
    const p = await product();
    await onlyGlobal(p);
    const merchant0 = await merchant(seller.id);
    const o = await order(p.id, 'completed', 2);
    const req = await post(o.user, '/api/customer/refund/apply', {
      order_id: o.id,
      items: JSON.stringify([{ product_id: p.id, quantity: 1 }]),
      reason: 'stopped working',
    });
    expect((await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(200);
    const e = await one<{ refunded: number; returned: number; state: string }>(
      db(),
      sql`SELECT refunded::int, commission_returned::int AS returned, state FROM seller_earnings WHERE order_id = ${o.id}`,
    );
    expect(e!.returned).toBe(Math.round((200 * req.data.amount) / o.total));
    expect(e!.refunded + e!.returned).toBe(req.data.amount);
    expect(e!.state).toBe('pending');
    expect(await merchant(seller.id)).toBe(merchant0);
    await db().execute(sql`UPDATE seller_earnings SET available_at = now() WHERE order_id = ${o.id}`);
    await releaseEarnings(db());
    expect(await merchant(seller.id)).toBe(merchant0 + o.total - 200 - e!.refunded);
    await expectLedgerSound(db());
  });

  it('shows each seller only their own shops’ earnings; customers are refused', async () => {
    const p = await product();
    const o = await order(p.id, 'completed', 1);
    const mine = await get(seller.token, '/api/seller/earnings?page_size=100');
    expect(mine.data.items.map((e: { order_id: number }) => e.order_id)).toContain(o.id);
    const theirs = await get(seller2.token, '/api/seller/earnings?page_size=100');
    expect(theirs.code).toBe(200);
    const ours = await rows<{ order_id: number }>(
      db(),
      sql`SELECT e.order_id FROM seller_earnings e JOIN shops s ON s.id = e.shop_id WHERE s.owner_id = ${seller.id}`,
    );
    const ourIds = new Set(ours.map((r) => Number(r.order_id)));
    expect(theirs.data.items.filter((e: { order_id: number }) => ourIds.has(e.order_id))).toEqual([]);
    const b1 = (await get(seller.token, '/api/seller/balance')).data;
    const b2 = (await get(seller2.token, '/api/seller/balance')).data;
    expect(b2.available).toBe(await merchant(seller2.id));
    expect(b1.available).toBe(await merchant(seller.id));
    const customer = await buyer(t.app, db());
    expect((await get(customer, '/api/seller/balance')).code).toBe(2000040);
    expect((await get(customer, '/api/seller/earnings')).code).toBe(2000040);
    expect((await get(customer, '/api/admin/commission')).code).not.toBe(200);
  });
});
