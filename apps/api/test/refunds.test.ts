// Refunds and returns: every rule and code (2000009–2000014), the amount the items' share of what
// was paid, wallet and stock after approval, escalation to an admin, other users and sellers refused.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { available, buyer, marketplace, orderOf, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;

let seller: Session;

let admin: Session;

beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
const apply = (user: TestUser, order_id: number, product_id: number, quantity: number, reason = 'arrived broken') =>
  post(user, '/api/customer/refund/apply', { order_id, items: JSON.stringify([{ product_id, quantity }]), reason });
const stock = async (id: number) =>
  (await one<{ stock: number }>(t.database.db, sql`SELECT stock FROM products WHERE id = ${id}`))!.stock;
const merchant = async (userId: number) =>
  (
    await one<{ available: number }>(
      t.database.db,
      sql`SELECT available FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'merchant'`,
    )
  )?.available ?? 0;

describe('refunds', () => {
  it('refunds the items’ share of what was paid to the wallet and returns the stock, in parts', async () => {
    // 3 × 10.00 + 4.99 delivery = 34.99 paid
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'delivered', quantity: 3 });
    const paid = order.price;
    const before = await available(t.database.db, user.id);
    const stockBefore = await stock(product);
    const first = await apply(user, order.id, product, 1);
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ status: 'pending', amount: Math.floor(paid / 3) });
    expect((await apply(user, order.id, product, 1)).code).toBe(2000010);
    const decided = await post(seller.token, '/api/seller/refund/decide', {
      id: first.data.id,
      approve: true,
      remark: 'sorry',
    });
    expect(decided.data).toMatchObject({ status: 'approved', seller_remark: 'sorry' });
    expect(await available(t.database.db, user.id)).toBe(before + first.data.amount);
    expect(await stock(product)).toBe(stockBefore + 1);
    expect((await apply(user, order.id, product, 3)).code).toBe(2000011);
    const rest = await apply(user, order.id, product, 2);
    await post(seller.token, '/api/seller/refund/decide', { id: rest.data.id, approve: true });
    // the last units get exactly what is left: the whole payment came back, not a cent more
    expect(await available(t.database.db, user.id)).toBe(before + paid);
    const detail = await as(t.app, user, { url: `/api/customer/order/detail?order_id=${order.id}` });
    expect(detail.data).toMatchObject({ payment_status: 'refunded' });
    expect(detail.data.items[0].returned).toBe(3);
    expect((await apply(user, order.id, product, 1)).code).toBe(2000011);
    const notices = await as(t.app, user, { url: '/api/customer/user/notices?type=600' });
    expect(notices.data.items.map((n: any) => n.status)).toContain(1);
  });

  it('refuses orders that cannot have after-sales (2000009): unpaid, cancelled, past the window', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'delivered' });
    await t.database.db.execute(sql`UPDATE orders SET delivered_at = now() - interval '8 days' WHERE id = ${order.id}`);
    expect((await apply(user, order.id, product, 1)).code).toBe(2000009);
    const cancelled = await orderOf(t.app, t.database.db, seller, {});
    await post(cancelled.user, '/api/customer/order/cancel', { order_id: cancelled.order.id });
    expect((await apply(cancelled.user, cancelled.order.id, cancelled.product, 1)).code).toBe(2000009);
    const stranger = await buyer(t.app, t.database.db);
    expect((await apply(stranger, order.id, product, 1)).code).toBe(1500018);
  });

  it('lets the buyer cancel an open request (then 2000013) and blocks cancelling the order meanwhile', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, {});
    const req = await apply(user, order.id, product, 1);
    expect((await post(user, '/api/customer/order/cancel', { order_id: order.id })).code).toBe(2000032);
    const stranger = await buyer(t.app, t.database.db);
    expect((await post(stranger, '/api/customer/refund/cancel', { id: req.data.id })).code).toBe(2000019);
    const sent = await as(t.app, stranger, { url: '/api/customer/refund/sent' });
    expect(sent.data.total).toBe(0);
    expect((await post(user, '/api/customer/refund/cancel', { id: req.data.id })).data.status).toBe('cancelled');
    expect((await post(user, '/api/customer/refund/cancel', { id: req.data.id })).code).toBe(2000013);
    expect((await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(
      2000013,
    );
    const mine = await as(t.app, user, { url: '/api/customer/refund/sent' });
    expect(mine.data.items[0].events.map((e: any) => e.status)).toEqual(['pending', 'cancelled']);
  });

  it('sends a rejection to an admin who decides last; other sellers and buyers cannot decide', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'delivered' });
    const req = await apply(user, order.id, product, 1);
    const other = await otherSeller(t.app, t.database.db);
    expect((await post(other, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(2000019);
    expect((await post(user, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(2000040);
    const received = await as(t.app, other, { url: '/api/seller/refund/received' });
    expect(received.data.total).toBe(0);
    const rejected = await post(seller.token, '/api/seller/refund/decide', {
      id: req.data.id,
      approve: false,
      remark: 'used',
    });
    expect(rejected.data.status).toBe('rejected');
    expect((await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(
      2000014,
    );
    expect((await post(admin.token, '/api/admin/refunds/decide', { id: req.data.id, approve: true })).code).toBe(
      2000014,
    );
    expect(
      (await post(user, '/api/customer/refund/escalate', { id: req.data.id, reason: 'it was not used' })).data.status,
    ).toBe('escalated');
    expect((await post(user, '/api/admin/refunds/decide', { id: req.data.id, approve: true })).code).toBe(2000040);
    const before = await available(t.database.db, user.id);
    const final = await post(admin.token, '/api/admin/refunds/decide', {
      id: req.data.id,
      approve: true,
      remark: 'refund',
    });
    expect(final.data).toMatchObject({ status: 'approved', admin_remark: 'refund' });
    expect(await available(t.database.db, user.id)).toBe(before + req.data.amount);
    expect((await post(user, '/api/customer/refund/escalate', { id: req.data.id })).code).toBe(2000014);
  });

  it('takes a completed order’s refund back from the seller, as a debt where the balance cannot cover it', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    const req = await apply(user, order.id, product, 1);
    const sellerBefore = await merchant(seller.id);
    // the earning is still on hold: the refund comes out of it, the merchant account is untouched
    await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true });
    expect(await merchant(seller.id)).toBe(sellerBefore);
    // the seller gives back their share, the platform the commission's (commission.test.ts)
    const earning = await one<{ back: number }>(
      t.database.db,
      sql`SELECT (refunded + commission_returned)::int AS back FROM seller_earnings WHERE order_id = ${order.id}`,
    );
    expect(earning!.back).toBe(req.data.amount);

    // once available, a refund is taken from the merchant account
    const again = await orderOf(t.app, t.database.db, seller, { until: 'completed' });
    await t.database.db.execute(
      sql`UPDATE seller_earnings SET available_at = now() WHERE order_id = ${again.order.id}`,
    );
    const { releaseEarnings } = await import('../src/modules/earnings/earnings.service.ts');
    await releaseEarnings(t.database.db);
    const req2 = await apply(again.user, again.order.id, again.product, 1);
    // the seller has paid everything out: nothing to take the refund from
    const balance = await merchant(seller.id);
    await t.database.db.transaction(async (tx) => {
      const { accountId, postJournal } = await import('../src/modules/ledger/ledger.service.ts');
      await postJournal(tx, {
        kind: 'withdrawal',
        lines: [
          { account: (await accountId(tx, seller.id, 'merchant'))!, available: -balance, direction: 'expense' },
          { platform: 'payouts_sent', amount: balance },
        ],
      });
    });
    // the buyer is refunded all the same; what the seller cannot cover is their debt (seller-money.test.ts)
    const buyerBefore = await available(t.database.db, again.user.id);
    const debtBefore = (await as(t.app, seller.token, { url: '/api/seller/balance' })).data.debt;
    expect((await post(seller.token, '/api/seller/refund/decide', { id: req2.data.id, approve: true })).code).toBe(200);
    expect(await available(t.database.db, again.user.id)).toBe(buyerBefore + req2.data.amount);
    const owed = await one<{ refunded: number }>(
      t.database.db,
      sql`SELECT refunded::int FROM seller_earnings WHERE order_id = ${again.order.id}`,
    );
    expect((await as(t.app, seller.token, { url: '/api/seller/balance' })).data).toMatchObject({
      available: 0,
      debt: debtBefore + owed!.refunded,
    });
  });

  it('shows refund photos to the buyer and the shop’s seller only, and refuses other users’ photos', async () => {
    const { user, product, order } = await orderOf(t.app, t.database.db, seller, { until: 'delivered' });
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#a00' } })
      .png()
      .toBuffer();
    const boundary = 'refundphoto';
    const upload = await as(t.app, user, {
      method: 'POST',
      url: '/api/upload',
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nrefund\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const photo = upload.data.path as string;
    const stranger = await buyer(t.app, t.database.db, 1_000_000);
    const theirs = await orderOf(t.app, t.database.db, seller, { until: 'delivered', user: stranger });
    const stolen = await post(stranger, '/api/customer/refund/apply', {
      order_id: theirs.order.id,
      items: JSON.stringify([{ product_id: theirs.product, quantity: 1 }]),
      reason: 'not mine',
      photos: photo,
    });
    expect(stolen.code).toBe(1000008);
    const req = await post(user, '/api/customer/refund/apply', {
      order_id: order.id,
      items: JSON.stringify([{ product_id: product, quantity: 1 }]),
      reason: 'scratched',
      photos: photo,
    });
    expect(req.data.photos).toEqual([photo]);
    const view = (who: TestUser | string) =>
      t.app.inject({
        url: `/api/upload/file?path=${encodeURIComponent(photo)}`,
        headers: { 'access-token': typeof who === 'string' ? who : who.token },
      });
    expect((await view(user)).headers['content-type']).toBe('image/webp');
    expect((await view(seller.token)).headers['content-type']).toBe('image/webp');
    const other = await otherSeller(t.app, t.database.db);
    expect((await view(other)).json().code).toBe(2000019);
    expect((await view(stranger)).json().code).toBe(2000019);
  });
});
