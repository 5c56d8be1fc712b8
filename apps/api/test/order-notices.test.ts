// Issue 17: the buyer hears of each order event by a notice about that order (migration 0032):
// 2000 placed, 2100 shipped with carrier and tracking number, 2200 cancelled with the reason,
// 2300 money refunded with the amount. An operator's cancellation keeps its notice 800. Each
// shop's order of one checkout keeps its own note to the seller (`remarks`); `remark` alone still
// goes to every order, as older clients send it. The checkout lists shops in the cart's order.
// Placing and shipping also mail the buyer (here the embedded mailer's files in DATA_DIR/mail).
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { noticeHasOutcome } from '@polymart/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { buyer, demoLogin, orderOf, products, type Session } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let admin: Session;
let mailDir: string;
beforeAll(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'polymart-order-mail-'));
  mailDir = join(dataDir, 'mail');
  t = await testApp({ DATA_DIR: dataDir });
  [seller, admin] = await Promise.all([demoLogin(t.app, 'seller@demo.test'), demoLogin(t.app, 'admin@demo.test')]);
});
afterAll(() => t.close());

/** The mail to `email` holding `text` (mail goes out after the answer). */
const mailWith = (email: string, text: string) =>
  vi.waitFor(
    async () => {
      for (const file of await readdir(mailDir).catch(() => [])) {
        // quoted-printable: soft line breaks out, =XX back to bytes
        const raw = (await readFile(join(mailDir, file), 'utf8')).replace(/=\r?\n/g, '');
        const eml = Buffer.from(
          raw.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
        if (eml.includes(email) && eml.includes(text)) return eml;
      }
      throw new Error(`waiting for mail to ${email} with ${text}`);
    },
    { timeout: 5000, interval: 50 },
  );

const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
type Seen = { type: number; status: number; ref_id: number; message: string };
const notices = async (user: TestUser): Promise<Seen[]> =>
  (await as(t.app, user, { url: '/api/customer/user/notices?page_size=50' })).data.items;
const about = async (user: TestUser, orderId: number) =>
  (await notices(user)).filter((n) => n.ref_id === orderId).map((n) => [n.type, n.message]);

describe('order notices', () => {
  it('placed: one notice per shop order, naming the shop, shown without a status word', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const picked = await products(t.database.db, 2, { stock: 5 });
    const res = await post(user, '/api/checkout/onepage/submit', {
      items: JSON.stringify(picked.map((p) => ({ product_id: p.id, quantity: 1 }))),
      payment_method: 'wallet',
    });
    expect(res.code).toBe(200);
    expect(res.data.orders).toHaveLength(2);
    const mine = await notices(user);
    for (const order of res.data.orders) {
      expect(mine).toContainEqual(expect.objectContaining({ type: 2000, ref_id: order.id, message: order.shop.name }));
    }
    // one mail for the checkout, linking each order and the confirmation
    const mail = await mailWith(
      user.email,
      `pages/cart/placed?orders=${res.data.orders.map((o: { id: number }) => o.id).join(',')}`,
    );
    for (const order of res.data.orders) expect(mail).toContain(`detail?id=${order.id}`);
    expect(noticeHasOutcome(2000)).toBe(false);
    expect(noticeHasOutcome(2300)).toBe(false);
  });

  it('shipped: the carrier and the tracking number', async () => {
    const { user, order } = await orderOf(t.app, t.database.db, seller, { until: 'to_ship' });
    const shipped = await post(seller.token, '/api/seller/order/ship', {
      order_id: order.id,
      log_sn: 'SF-778',
      arrival_method: 'SF Express',
    });
    expect(shipped.code).toBe(200);
    expect(await about(user, order.id)).toContainEqual([2100, 'SF Express · SF-778']);
    await mailWith(user.email, 'SF-778');
    // the expected delivery window counts the method's days from shipping
    const { delivery_window: window } = shipped.data;
    expect(window.from).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(window.from <= window.to).toBe(true);
    expect(window.from >= new Date().toISOString().slice(0, 10)).toBe(true);
  });

  it('cancelled by the buyer: the reason, and the paid money refunded', async () => {
    const { user, order } = await orderOf(t.app, t.database.db, seller, { until: 'to_ship', price: 1250, quantity: 1 });
    const res = await post(user, '/api/customer/order/cancel', { order_id: order.id, cancel_remark: 'wrong size' });
    expect(res.code).toBe(200);
    const seen = await about(user, order.id);
    expect(seen).toContainEqual([2200, 'wrong size']);
    expect(seen).toContainEqual([2300, expect.stringMatching(/^\d+\.\d\d$/)]);
    const refunded = (await notices(user)).find((n) => n.type === 2300 && n.ref_id === order.id)!;
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${order.id}` });
    expect(Math.round(Number(refunded.message) * 100)).toBe(detail.data.actual_pay);
  });

  it('cancelled by an operator: notice 800, not 2200, and the refund', async () => {
    const { user, order } = await orderOf(t.app, t.database.db, seller, { until: 'to_ship' });
    const res = await post(admin.token, `/api/admin/orders/${order.id}/cancel`, { reason: 'out of stock' });
    expect(res.code).toBe(200);
    const types = (await about(user, order.id)).map(([type]) => type);
    expect(types).toContain(800);
    expect(types).toContain(2300);
    expect(types).not.toContain(2200);
  });

  it('refunded: an approved refund request tells the amount', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'delivered', quantity: 1 });
    const req = await post(user, '/api/customer/refund/apply', {
      order_id: order.id,
      items: JSON.stringify([{ product_id: product, quantity: 1 }]),
      reason: 'arrived broken',
    });
    expect(req.code).toBe(200);
    await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true });
    const refunded = (await notices(user)).find((n) => n.type === 2300 && n.ref_id === order.id);
    expect(Math.round(Number(refunded?.message) * 100)).toBe(req.data.amount);
  });
});

describe('checkout notes and order of shops', () => {
  it('keeps a note per shop; `remark` fills the shops `remarks` leaves out', async () => {
    const user = await buyer(t.app, t.database.db, 100_000);
    const picked = await products(t.database.db, 3, { stock: 5 });
    const res = await post(user, '/api/checkout/onepage/submit', {
      items: JSON.stringify(picked.map((p) => ({ product_id: p.id, quantity: 1 }))),
      payment_method: 'wallet',
      remarks: JSON.stringify({ [picked[0]!.shop_id]: 'gift wrap please', [picked[1]!.shop_id]: '' }),
      remark: 'leave at the door',
    });
    expect(res.code).toBe(200);
    const remarks: Record<number, string> = {};
    for (const o of res.data.orders) {
      const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${o.id}` });
      remarks[o.shop.id] = detail.data.remark;
    }
    expect(remarks).toEqual({
      [picked[0]!.shop_id]: 'gift wrap please',
      [picked[1]!.shop_id]: '',
      [picked[2]!.shop_id]: 'leave at the door',
    });
    const bad = await post(user, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: picked[0]!.id, quantity: 1 }]),
      payment_method: 'wallet',
      remarks: JSON.stringify({ shop: 'x' }),
    });
    expect(bad.code).toBe(1000009);
  });

  it('quotes the shops in the order their lines entered the cart', async () => {
    const user = await buyer(t.app, t.database.db, 0);
    const picked = await products(t.database.db, 3, { stock: 5 });
    // added in descending product id, so an order by product would differ from the cart's
    for (const p of [...picked].sort((a, b) => b.id - a.id)) {
      expect((await post(user, '/api/customer/cart/add', { product_id: p.id })).code).toBe(200);
    }
    const cart = await as(t.app, user, { url: '/api/customer/cart/list' });
    const cartShops = cart.data.groups.map((g: { shop: { id: number } }) => g.shop.id);
    const quote = await post(user, '/api/checkout/onepage/summary', {});
    expect(quote.data.shops.map((s: { shop: { id: number } }) => s.shop.id)).toEqual(cartShops);
  });
});
