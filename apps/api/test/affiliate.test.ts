// Issue 16, affiliate programme: a customer registering with another's code is referred by them
// (never by themselves); share links' clicks are counted once per visitor and day; the referrer
// earns AFFILIATE_RATE_BP of the platform's commission (not of the seller's net) on the referred
// customer's completed orders within AFFILIATE_DAYS, pending until the order's earnings become
// available, then credited through the ledger, and reversed with refunds. Operators can pause it.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { releaseEarnings } from '../src/modules/earnings/earnings.service.ts';
import { accountId, postJournal } from '../src/modules/ledger/ledger.service.ts';
import { as, randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { available, credit, products, type Session, twoSellers } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let admin: Session;
let productId: number;

const db = () => t.database.db;
const post = (user: TestUser | string, url: string, payload: Record<string, unknown>, app = t.app) =>
  as(app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
const phone = () => `+34 6${randomInt(10_000_000, 99_999_999)}`;
const overview = async (user: TestUser | string, days = 7) =>
  (await get(user, `/api/customer/affiliate?days=${days}`)).data;

beforeAll(async () => {
  ({ t, seller, admin } = await twoSellers());
  const [p] = await products(db(), 1, { shopOwner: seller.id, stock: 500, price: 1000 });
  productId = p!.id;
  // only the global rule applies: 10 % of the price, so 2 units → commission 200, share 20
  const c = await one<{ category_id: number }>(db(), sql`SELECT category_id FROM products WHERE id = ${productId}`);
  await post(admin.token, '/api/admin/commission', { scope: 'shop', target_id: p!.shop_id, remove: true });
  await post(admin.token, '/api/admin/commission', { scope: 'category', target_id: c!.category_id, remove: true });
  await post(admin.token, '/api/admin/commission', { scope: 'global', rate_bp: 1000 });
});
afterAll(() => t.close());

const referrer = () => registerUser(t.app, { phone: phone() });
const codeOf = async (u: TestUser | string) => (await overview(u)).code as string;

/** A customer registered with `code`, an address and wallet money to buy with. */
async function referred(code: string) {
  const user = await registerUser(t.app, { phone: phone(), invitation_code: code, name: 'Zoe Buyer' });
  const saved = await post(user, '/api/checkout/onepage/addressadd', {
    name: 'Zoe Buyer',
    street: '1 Test Street',
    postal_code: '28001',
    city: 'Madrid',
    state: 'Madrid',
    country: 'ES',
    phone: '+34 600 000 001',
    email: user.email,
    is_default: true,
  });
  expect(saved.code).toBe(200);
  await credit(db(), user.id, 1_000_000);
  return user;
}

/** A wallet-paid order of `quantity` units, shipped, delivered and confirmed by the buyer. */
async function completedOrder(user: TestUser, quantity = 2, app = t.app) {
  const placed = await post(
    user,
    '/api/checkout/onepage/submit',
    { items: JSON.stringify([{ product_id: productId, quantity }]), payment_method: 'wallet' },
    app,
  );
  expect(placed.code).toBe(200);
  const id = placed.data.orders[0].id as number;
  await post(seller.token, '/api/seller/order/ship', { order_id: id, log_sn: 'A-1' }, app);
  await post(seller.token, '/api/seller/order/deliver', { order_id: id }, app);
  expect((await post(user, '/api/customer/order/confirm', { order_id: id }, app)).code).toBe(200);
  return id;
}

const share = (orderId: number) =>
  one<{ amount: number; initial: number; state: string; unrecovered: number; referrer_id: number }>(
    db(),
    sql`SELECT amount::int, initial::int, state, unrecovered::int, referrer_id::int FROM affiliate_earnings WHERE order_id = ${orderId}`,
  );

/** The order's earnings fall due now; the release job runs. */
async function release(orderId: number) {
  await db().execute(sql`UPDATE seller_earnings SET available_at = now() WHERE order_id = ${orderId}`);
  await db().execute(sql`UPDATE affiliate_earnings SET available_at = now() WHERE order_id = ${orderId}`);
  await Promise.all([releaseEarnings(db()), releaseEarnings(db())]);
}

async function refund(user: TestUser, orderId: number, quantity: number) {
  const req = await post(user, '/api/customer/refund/apply', {
    order_id: orderId,
    items: JSON.stringify([{ product_id: productId, quantity }]),
    reason: 'stopped working',
  });
  expect(req.code).toBe(200);
  expect((await post(seller.token, '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(200);
}

const click = (code: string, remoteAddress: string, token?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/customer/affiliate/click',
    payload: { code },
    remoteAddress,
    ...(token ? { headers: { 'access-token': token } } : {}),
  });

describe('referrals', () => {
  it('refers a customer who registers with the code, on the terms of that moment', async () => {
    const a = await referrer();
    const code = await codeOf(a);
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    const b = await referred(code.toLowerCase());
    const r = await one<{ referrer_id: number; rate_bp: number; days: number }>(
      db(),
      sql`SELECT referrer_id::int, rate_bp, round(extract(epoch FROM ends_at - registered_at) / 86400)::int AS days
          FROM affiliate_referrals WHERE user_id = ${b.id}`,
    );
    expect(r).toEqual({ referrer_id: a.id, rate_bp: 1000, days: 365 });
    const o = await overview(a);
    expect(o.totals).toMatchObject({ registrations: 1, orders: 0, pending: 0, paid: 0 });
    expect(o.daily).toHaveLength(7);
    expect(o.daily.at(-1)).toMatchObject({ registrations: 1 });
    expect((await overview(a, 30)).daily).toHaveLength(30);
    expect((await get(a, '/api/customer/affiliate?days=9')).code).toBe(1000008);
    expect(o.links.register).toContain(`/#/pages/users/register?ref=${code}`);
    expect(o.links.product).toContain(`ref=${code}`);
  });

  it('never refers a customer by themselves', async () => {
    const aPhone = phone();
    const a = await registerUser(t.app, { phone: aPhone });
    // the owner again, under another address: same phone number
    const again = await registerUser(t.app, { phone: aPhone.replaceAll(' ', ''), invitation_code: await codeOf(a) });
    expect(await one(db(), sql`SELECT 1 FROM affiliate_referrals WHERE user_id = ${again.id}`)).toBeUndefined();
    // and the database refuses a referral of oneself, whoever writes it
    await expect(
      db().execute(
        sql`INSERT INTO affiliate_referrals (user_id, referrer_id, rate_bp, ends_at) VALUES (${a.id}, ${a.id}, 1000, now())`,
      ),
    ).rejects.toThrow();
    expect((await overview(a)).totals.registrations).toBe(0);
  });

  it('counts clicks once per visitor and day, never the owner’s own, and nothing for unknown codes', async () => {
    const a = await referrer();
    const code = await codeOf(a);
    const [x, y] = [randomAddress(), randomAddress()];
    expect((await click(code, x)).data).toEqual({ counted: true });
    expect((await click(code, x)).data).toEqual({ counted: false });
    expect((await click(code.toLowerCase(), y)).data).toEqual({ counted: true });
    expect((await click(code, randomAddress(), a.token)).data).toEqual({ counted: false });
    expect((await click('ZZZZZZZZZZ', randomAddress())).data).toEqual({ counted: false });
    expect((await click('<script>', randomAddress())).code).toBe(1000008);
    const o = await overview(a);
    expect(o.totals.clicks).toBe(2);
    expect(o.daily.at(-1).clicks).toBe(2);
    // no address is stored, only a salted hash
    const stored = await rows<{ visitor: string }>(
      db(),
      sql`SELECT visitor FROM affiliate_click_visitors WHERE referrer_id = ${a.id}`,
    );
    expect(stored).toHaveLength(2);
    expect(stored.map((s) => s.visitor).join()).not.toMatch(/10\.\d/);
  });
});

describe('the referrer’s share', () => {
  it('is a share of the commission, pending until the order’s earnings are available, then credited through the ledger', async () => {
    const a = await referrer();
    const b = await referred(await codeOf(a));
    const wallet0 = await available(db(), a.id);
    const orderId = await completedOrder(b, 2);
    const e = await one<{ gross: number; net: number; commission: number }>(
      db(),
      sql`SELECT gross::int, net::int, commission::int FROM seller_earnings WHERE order_id = ${orderId}`,
    );
    // 10 % of the commission (200), and the seller's net (paid less commission) is untouched by it
    expect(e!.commission).toBe(200);
    expect(e!.net).toBe(e!.gross - 200);
    expect(await share(orderId)).toMatchObject({ amount: 20, initial: 20, state: 'pending', referrer_id: a.id });
    expect(await available(db(), a.id)).toBe(wallet0);
    expect((await overview(a)).totals).toMatchObject({ orders: 1, pending: 20, paid: 0 });

    await release(orderId);
    expect(await share(orderId)).toMatchObject({ amount: 20, state: 'credited' });
    expect(await available(db(), a.id)).toBe(wallet0 + 20);
    const journals = await rows<{ kind: string }>(
      db(),
      sql`SELECT kind FROM journals WHERE ref_type = 'order' AND ref_id = ${orderId} AND kind LIKE 'affiliate%'`,
    );
    expect(journals).toEqual([{ kind: 'affiliate_credit' }]); // once, though the job ran twice at once
    const notice = await one<{ type: number }>(
      db(),
      sql`SELECT type FROM notices WHERE user_id = ${a.id} AND type = 1300`,
    );
    expect(notice).toBeDefined();
    expect((await overview(a)).totals).toMatchObject({ orders: 1, pending: 0, paid: 20 });
    // the seller got the whole net
    const seller1 = await one<{ state: string }>(
      db(),
      sql`SELECT state FROM seller_earnings WHERE order_id = ${orderId}`,
    );
    expect(seller1!.state).toBe('available');

    const list = (await get(a, '/api/customer/affiliate/earnings')).data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ buyer_initial: 'Z', amount: 20, state: 'credited', currency: 'USD' });
    expect(list.items[0].order_ref).toBe(`…${String(orderId).slice(-3)}`);
    expect(JSON.stringify(list)).not.toContain(b.email);
    expect(list.items[0]).not.toHaveProperty('order_id');
    await expectLedgerSound(db());
  });

  it('with PAYOUT_HOLD_DAYS 0 is credited at completion, with the seller’s earning', async () => {
    const app0 = await testApp({ PAYOUT_HOLD_DAYS: '0' }, t.database);
    try {
      const a = await referrer();
      const b = await referred(await codeOf(a));
      const orderId = await completedOrder(b, 2, app0.app);
      expect(await share(orderId)).toMatchObject({ amount: 20, state: 'credited' });
      expect(await available(db(), a.id)).toBe(20);
    } finally {
      await app0.app.close();
    }
    await expectLedgerSound(db());
  });

  it('shrinks with a refund before availability and is reversed by a full one, without a journal', async () => {
    const a = await referrer();
    const b = await referred(await codeOf(a));
    const orderId = await completedOrder(b, 2);
    await refund(b, orderId, 1);
    expect(await share(orderId)).toMatchObject({ amount: 10, initial: 20, state: 'pending', unrecovered: 0 });
    await refund(b, orderId, 1);
    expect(await share(orderId)).toMatchObject({ amount: 0, state: 'reversed', unrecovered: 0 });
    await release(orderId);
    expect(await available(db(), a.id)).toBe(0);
    expect(
      await one(db(), sql`SELECT 1 FROM journals WHERE ref_id = ${orderId} AND kind LIKE 'affiliate%'`),
    ).toBeUndefined();
    await expectLedgerSound(db());
  });

  it('is taken back from the wallet by a refund after crediting; what was spent is recorded, never a negative balance', async () => {
    const a = await referrer();
    const b = await referred(await codeOf(a));
    const orderId = await completedOrder(b, 2);
    await release(orderId);
    expect(await available(db(), a.id)).toBe(20);
    await refund(b, orderId, 1);
    expect(await share(orderId)).toMatchObject({ amount: 10, state: 'credited', unrecovered: 0 });
    expect(await available(db(), a.id)).toBe(10);
    expect(await one(db(), sql`SELECT 1 FROM notices WHERE user_id = ${a.id} AND type = 1400`)).toBeDefined();
    // the referrer spends 6 of the 10 left; the last refund can take back only 4
    await db().transaction(async (tx) => {
      await postJournal(tx, {
        kind: 'adjustment',
        memo: 'test: spent',
        lines: [
          { account: (await accountId(tx, a.id, 'customer'))!, available: -6, direction: 'expense' },
          { platform: 'adjustments', amount: 6 },
        ],
      });
    });
    await refund(b, orderId, 1);
    expect(await share(orderId)).toMatchObject({ amount: 0, state: 'reversed', unrecovered: 6 });
    expect(await available(db(), a.id)).toBe(0);
    const kinds = await rows<{ kind: string }>(
      db(),
      sql`SELECT kind FROM journals WHERE ref_id = ${orderId} AND kind LIKE 'affiliate%' ORDER BY id`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(['affiliate_credit', 'affiliate_reversal', 'affiliate_reversal']);
    const finance = await get(admin.token, '/api/admin/finance/affiliate');
    expect(finance.code).toBe(200);
    expect(finance.data.unrecovered).toBeGreaterThanOrEqual(6);
    expect(finance.data.reversed).toBeGreaterThanOrEqual(14);
    await expectLedgerSound(db());
  });

  it('ends with the period after the referred customer’s registration', async () => {
    const a = await referrer();
    const b = await referred(await codeOf(a));
    await db().execute(
      sql`UPDATE affiliate_referrals SET registered_at = now() - interval '366 days', ends_at = now() - interval '1 day'
          WHERE user_id = ${b.id}`,
    );
    const orderId = await completedOrder(b, 1);
    expect(await share(orderId)).toBeUndefined();
  });

  it('is nothing on the referrer’s own shop’s sales', async () => {
    // the demo seller refers a customer who buys from the seller's own shop
    const b = await referred(await codeOf(seller.token));
    const orderId = await completedOrder(b, 1);
    expect(await share(orderId)).toBeUndefined();
  });
});

describe('the programme switch and privacy', () => {
  it('paused by an operator: no links, no clicks, no new referrals or shares; audited', async () => {
    const a = await referrer();
    const code = await codeOf(a);
    const early = await referred(code);
    const off = await post(admin.token, '/api/admin/finance/affiliate', { enabled: false });
    expect(off.code).toBe(200);
    expect(off.data.enabled).toBe(false);
    try {
      const o = await overview(a);
      expect(o).toMatchObject({ enabled: false, links: null, code });
      expect((await click(code, randomAddress())).data).toEqual({ counted: false });
      const late = await referred(code);
      expect(await one(db(), sql`SELECT 1 FROM affiliate_referrals WHERE user_id = ${late.id}`)).toBeUndefined();
      const orderId = await completedOrder(early, 1);
      expect(await share(orderId)).toBeUndefined();
      const audit = await one<{ after: Record<string, unknown> }>(
        db(),
        sql`SELECT after FROM audit_log WHERE action = 'setting.update' AND remark = 'affiliate_enabled' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit!.after).toEqual({ affiliate_enabled: false });
      // a customer cannot turn it back on
      expect((await post(a, '/api/admin/finance/affiliate', { enabled: true })).code).not.toBe(200);
    } finally {
      expect((await post(admin.token, '/api/admin/finance/affiliate', { enabled: true })).data.enabled).toBe(true);
    }
    expect((await overview(a)).links).not.toBeNull();
  });

  it('shows nobody another customer’s figures or earnings, whatever id they pass', async () => {
    const a = await referrer();
    const b = await referred(await codeOf(a));
    await completedOrder(b, 1);
    const other = await referrer();
    for (const url of [
      `/api/customer/affiliate?user_id=${a.id}&referrer_id=${a.id}`,
      `/api/customer/affiliate/earnings?user_id=${a.id}&referrer_id=${a.id}`,
    ]) {
      const answer = await get(other, url);
      expect(answer.code).toBe(200);
      expect(JSON.stringify(answer.data)).not.toContain(await codeOf(a));
    }
    const mine = await overview(other);
    expect(mine.totals).toMatchObject({ registrations: 0, orders: 0, pending: 0, paid: 0 });
    expect((await get(other, '/api/customer/affiliate/earnings')).data.total).toBe(0);
    expect((await call(t.app, '/api/customer/affiliate')).code).not.toBe(200);
  });
});
