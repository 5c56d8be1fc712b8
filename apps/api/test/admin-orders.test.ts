// Issue 15 §6, §7, §10: operators read every shop's orders with filters and export the same filters
// as CSV, open one with its timeline, and cancel an unshipped one with a reason — through the same
// path as a buyer's cancellation (stock back, money back through the ledger), once under a double
// click, with the buyer and the seller told and one audit record. Reviews are listed for hiding;
// platform coupons are switched off and on (audited).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { available, buyer, marketplace, orderOf, type Session } from './orders-helpers.ts';

let t: TestApp;
let admin: Session;
let seller: Session;

beforeAll(async () => {
  ({ t, admin, seller } = await marketplace());
}, 120_000);
afterAll(() => t?.close());

const get = (who: TestUser | string, url: string) => as(t.app, who, { url });
const post = (who: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, who, { method: 'POST', url, payload });
const cancel = (id: number, reason = 'Out of stock at the warehouse', who: TestUser | string = admin.token) =>
  post(who, `/api/admin/orders/${id}/cancel`, { reason });

/** The lines of a CSV answer, without its header (no cell of these orders holds a line break). */
async function csvRows(url: string) {
  const res = await t.app.inject({ url, headers: { 'access-token': admin.token } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  const lines = res.body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header: lines[0]!.split(','), rows: lines.slice(1) };
}

const stockOf = async (productId: number) =>
  (await one<{ stock: number }>(t.database.db, sql`SELECT stock FROM products WHERE id = ${productId}`))!.stock;

async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  expect((await post(admin.token, '/api/admin/staff', { email: u.email, role })).code).toBe(200);
  return u;
}

describe('admin orders', () => {
  it('filters every shop’s orders, and the CSV honours the same filters', async () => {
    const user = await buyer(t.app, t.database.db, 1_000_000);
    const a = await orderOf(t.app, t.database.db, seller, { user });
    const b = await orderOf(t.app, t.database.db, seller, { user, until: 'delivered' });
    const byEmail = await get(admin.token, `/api/admin/orders?q=${encodeURIComponent(user.email)}`);
    expect(byEmail.code).toBe(200);
    expect(byEmail.data.total).toBe(2);
    expect(byEmail.data.items.map((o: { id: number }) => o.id).sort()).toEqual([a.order.id, b.order.id].sort());
    expect(byEmail.data.items[0]).toMatchObject({ buyer: { email: user.email }, payment_method: 'wallet' });

    const q = (extra: string) => `q=${encodeURIComponent(user.email)}&${extra}`;
    const list = async (extra: string) => (await get(admin.token, `/api/admin/orders?${q(extra)}`)).data;
    expect((await list('status=to_ship')).items.map((o: { id: number }) => o.id)).toEqual([a.order.id]);
    expect((await list('status=delivered')).total).toBe(1);
    expect((await list('payment_status=paid')).total).toBe(2);
    expect((await list('payment_method=card')).total).toBe(0);
    const shop = byEmail.data.items[0].shop.id;
    expect((await list(`shop_id=${shop}`)).total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect((await list(`from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`from=${tomorrow}`)).total).toBe(0);
    // the order number alone
    const one_ = await get(admin.token, `/api/admin/orders?q=%23${a.order.id}`);
    expect(one_.data.items.map((o: { id: number }) => o.id)).toEqual([a.order.id]);
    // from after to is refused in the envelope
    expect((await get(admin.token, `/api/admin/orders?from=${tomorrow}&to=${today}`)).code).toBe(1000008);

    // the export: the same rows as the list's total, for each filter
    for (const extra of ['', 'status=to_ship', 'payment_status=paid', 'payment_method=card', `from=${tomorrow}`]) {
      const listed = await list(extra);
      const csv = await csvRows(`/api/admin/orders/export?${q(extra)}`);
      expect(csv.header).toContain('buyer_email');
      expect(csv.rows.length, extra).toBe(listed.total);
      for (const line of csv.rows) expect(line).toContain(user.email);
    }
    // without a buyer filter too: all orders of the status
    const all = await get(admin.token, '/api/admin/orders?status=to_ship&page_size=1');
    expect((await csvRows('/api/admin/orders/export?status=to_ship')).rows.length).toBe(all.data.total);
  });

  it('shows an order with lines, buyer, shop, payment, address and timeline', async () => {
    const { order, user } = await orderOf(t.app, t.database.db, seller, { until: 'delivered' });
    const res = await get(admin.token, `/api/admin/orders/${order.id}`);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      id: order.id,
      status: 'delivered',
      buyer: { id: user.id, email: user.email },
      payment: { method: 'wallet', status: 'paid' },
      address: { city: 'Madrid' },
      cancellable: false,
      refunds: [],
    });
    expect(res.data.items).toHaveLength(1);
    expect(res.data.shop.name).toBeTruthy();
    expect(res.data.events.map((e: { status: string }) => e.status)).toEqual(
      expect.arrayContaining(['shipped', 'delivered']),
    );
    expect(res.data.events.find((e: { status: string }) => e.status === 'shipped').actor).toMatchObject({
      id: seller.id,
    });
    expect((await get(admin.token, '/api/admin/orders/999999999')).code).toBe(1500018);
  });

  it('cancels a paid unshipped order: refund through the ledger, stock back, both told, one audit record', async () => {
    const { order, user, product } = await orderOf(t.app, t.database.db, seller, { quantity: 3, price: 1500 });
    const [walletBefore, stockBefore] = [await available(t.database.db, user.id), await stockOf(product)];
    expect((await post(admin.token, `/api/admin/orders/${order.id}/cancel`, {})).code).toBe(1000009);

    const res = await cancel(order.id);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded', cancellable: false });
    // everything paid comes back: the lines (3 × 15.00) and the delivery fee
    const paid = res.data.actual_pay;
    expect(paid).toBeGreaterThanOrEqual(4500);
    expect(res.data.refunded).toBe(paid);
    expect(await available(t.database.db, user.id)).toBe(walletBefore + paid);
    expect(await stockOf(product)).toBe(stockBefore + 3);
    const last = res.data.events.at(-1);
    expect(last).toMatchObject({ status: 'cancelled', actor_role: 'admin', note: 'Out of stock at the warehouse' });
    expect(last.actor.id).toBe(admin.id);

    const notices = await rows<{ user_id: number; type: number; message: string }>(
      t.database.db,
      sql`SELECT user_id, type, message FROM notices WHERE ref_id = ${order.id} AND type = 800 ORDER BY user_id`,
    );
    expect(notices.map((n) => Number(n.user_id)).sort()).toEqual([user.id, seller.id].sort());
    expect(notices.every((n) => n.message === 'Out of stock at the warehouse')).toBe(true);
    // the buyer reads it among their notices
    const mine = await get(user, '/api/customer/user/notices?type=800');
    expect(mine.data.items[0]).toMatchObject({ type: 800, ref_id: order.id });

    const audit = await rows<{
      action: string;
      before: { status: string };
      after: { status: string };
      actor_id: number;
    }>(
      t.database.db,
      sql`SELECT action, before, after, actor_id FROM audit_log WHERE subject_type = 'order' AND subject_id = ${order.id}`,
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      before: { status: 'to_ship', payment_status: 'paid' },
      after: { status: 'cancelled', payment_status: 'refunded', refunded: paid },
    });
    expect(Number(audit[0]!.actor_id)).toBe(admin.id);
    // the history of the order shows it
    const history = await get(admin.token, `/api/admin/history?subject_type=order&subject_id=${order.id}`);
    expect(JSON.stringify(history.data)).toContain('order.cancel');
    await expectLedgerSound(t.database.db);
  });

  it('refuses shipped, delivered and closed orders with the buyer’s codes', async () => {
    const shipped = await orderOf(t.app, t.database.db, seller);
    await post(seller.token, '/api/seller/order/ship', { order_id: shipped.order.id, log_sn: 'T-9' });
    expect((await cancel(shipped.order.id)).code).toBe(2000033);
    const delivered = await orderOf(t.app, t.database.db, seller, { until: 'delivered' });
    expect((await cancel(delivered.order.id)).code).toBe(2000033);
    const completed = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    expect((await cancel(completed.order.id)).code).toBe(2000032);
    expect((await cancel(999_999_999)).code).toBe(1500018);
    const audits = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'order'
          AND subject_id IN (${shipped.order.id}, ${delivered.order.id}, ${completed.order.id})`,
    );
    expect(audits!.n).toBe(0);
  });

  it('refunds once under a double click', async () => {
    const { order, user } = await orderOf(t.app, t.database.db, seller, { quantity: 1, price: 2000 });
    const before = await available(t.database.db, user.id);
    const answers = await Promise.all([cancel(order.id, 'Double click'), cancel(order.id, 'Double click')]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 2000032]);
    expect(answers.find((a) => a.code === 2000032)!.message).toContain('already cancelled');
    const paid = answers.find((a) => a.code === 200)!.data.actual_pay;
    expect(paid).toBeGreaterThanOrEqual(2000);
    expect(await available(t.database.db, user.id)).toBe(before + paid);
    const refunds = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM journals WHERE ref_type = 'order' AND ref_id = ${order.id} AND kind = 'refund'`,
    );
    expect(refunds!.n).toBe(1);
    const audits = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'order' AND subject_id = ${order.id}`,
    );
    expect(audits!.n).toBe(1);
    await expectLedgerSound(t.database.db);
  });

  it('lets support read and cancel orders, and refuses a content editor', async () => {
    const [support, content] = [await member('support'), await member('content')];
    const { order } = await orderOf(t.app, t.database.db, seller);
    expect((await get(content, '/api/admin/orders')).code).toBe(2000040);
    expect((await get(content, `/api/admin/orders/${order.id}`)).code).toBe(2000040);
    expect((await cancel(order.id, 'No', content)).code).toBe(2000040);
    const res = await t.app.inject({ url: '/api/admin/orders/export', headers: { 'access-token': content.token } });
    expect(res.json().code).toBe(2000040);
    expect((await get(support, '/api/admin/orders')).data.total).toBeGreaterThan(0);
    expect((await get(support, `/api/admin/orders/${order.id}`)).data.id).toBe(order.id);
    expect((await get(support, '/api/admin/reviews')).code).toBe(2000040);
  });
});

describe('admin reviews and coupons', () => {
  it('lists reviews by rating, hidden and product name, and hides and restores one', async () => {
    const { order, user, product } = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    const made = await post(user, '/api/customer/order/review', {
      order_id: order.id,
      product_id: product,
      rating: 2,
      remark: 'Arrived scratched',
    });
    expect(made.code).toBe(200);
    const name = (await one<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM product_translations WHERE product_id = ${product} AND lang = 'en'`,
    ))!.name;
    const list = await get(admin.token, `/api/admin/reviews?rating=2&keyword=${encodeURIComponent(name)}`);
    expect(list.code).toBe(200);
    const review = list.data.items.find((r: { remark: string }) => r.remark === 'Arrived scratched');
    expect(review).toMatchObject({ rating: 2, hidden: false, author: { email: user.email }, product: { id: product } });
    expect(
      (await get(admin.token, `/api/admin/reviews?rating=5&keyword=${encodeURIComponent(name)}`)).data.items,
    ).not.toContainEqual(expect.objectContaining({ id: review.id }));
    expect((await post(admin.token, '/api/admin/review/hide', { id: review.id, hidden: true })).code).toBe(200);
    const hidden = await get(admin.token, `/api/admin/reviews?hidden=true&keyword=${encodeURIComponent(name)}`);
    expect(hidden.data.items.map((r: { id: number }) => r.id)).toContain(review.id);
    const shown = await get(admin.token, `/api/admin/reviews?hidden=false&keyword=${encodeURIComponent(name)}`);
    expect(shown.data.items.map((r: { id: number }) => r.id)).not.toContain(review.id);
  });

  it('switches a platform coupon off and on, audited, and not a shop’s coupon', async () => {
    const made = await post(admin.token, '/api/admin/coupons', {
      code: `OFF${Date.now() % 100000}`,
      kind: 'fixed',
      value: 500,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      ends_at: new Date(Date.now() + 86_400_000).toISOString(),
      total_limit: 10,
    });
    expect(made.code).toBe(200);
    const id = made.data.id;
    const off = await post(admin.token, `/api/admin/coupons/${id}/enabled`, { enabled: false });
    expect(off.data).toMatchObject({ id, enabled: false });
    const listed = await get(admin.token, '/api/admin/coupons?page_size=100');
    expect(listed.data.items.find((c: { id: number }) => c.id === id).enabled).toBe(false);
    expect((await post(admin.token, `/api/admin/coupons/${id}/enabled`, { enabled: true })).data.enabled).toBe(true);
    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`SELECT action, before, after FROM audit_log WHERE subject_type = 'coupon' AND subject_id = ${id} ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['coupon.create', 'coupon.update', 'coupon.update']);
    expect(audit[1]).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const shopCoupon = await one<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM coupons WHERE shop_id IS NOT NULL LIMIT 1`,
    );
    if (shopCoupon) {
      expect((await post(admin.token, `/api/admin/coupons/${shopCoupon.id}/enabled`, { enabled: false })).code).toBe(
        2000019,
      );
    }
  });
});
