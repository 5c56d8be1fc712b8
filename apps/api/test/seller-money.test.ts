// Issue 14, a seller's money after the sale: cash on delivery (the seller holds the cash, the
// commission becomes a debt), debts netted from later earnings or paid from the balance or
// offline, refunds after completion the balance cannot cover, the stop on cash orders of a shop
// in debt, withdrawals decided in the inbox with a bank reference, the merchant account's history
// and CSV, the payouts file for the bank. Each seller here is a fresh one with a shop of its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { releaseEarnings } from '../src/modules/earnings/earnings.service.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { buyer, credit, marketplace, otherSeller, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let admin: Session;

beforeAll(async () => {
  ({ t, admin } = await marketplace());
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}, app = t.app) =>
  as(app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string, app = t.app) => as(app, user, { url });

type Seller = Awaited<ReturnType<typeof otherSeller>>;

/** A fresh seller whose shop's commission is 10 %, its product at 20.00 delivered free, a bank account in its profile. */
async function seller(): Promise<Seller> {
  const s = await otherSeller(t.app, db());
  await db().execute(sql`UPDATE products SET stock = 100 WHERE id = ${s.product}`);
  // free delivery, so that a unit's total is its price and the figures below read plainly
  await db().execute(
    sql`INSERT INTO delivery_methods (shop_id, code, fee, min_days, max_days) VALUES (${s.shop}, 'courier', 0, 1, 3)`,
  );
  expect(
    (await post(admin.token, '/api/admin/commission', { scope: 'shop', target_id: s.shop, rate_bp: 1000 })).code,
  ).toBe(200);
  await post(s, '/api/customer/info/update_user', {
    bank_name: 'Banco Demo',
    account_name: 'Test Shop SL',
    account_number: 'ES7620770024003102575766',
    routing_number: 'CAHMESMMXXX',
  });
  return s;
}

/** One unit of the seller's product, paid by `method`, taken to `until`. */
async function order(s: Seller, method: 'wallet' | 'cod', until: 'to_ship' | 'delivered' | 'completed', app = t.app) {
  const user = await buyer(app, db(), 100_000);
  const placed = await post(
    user,
    '/api/checkout/onepage/submit',
    { items: JSON.stringify([{ product_id: s.product, quantity: 1 }]), payment_method: method },
    app,
  );
  if (placed.code !== 200) return { id: 0, user, code: placed.code, total: 0 };
  const id = placed.data.orders[0].id as number;
  if (until !== 'to_ship') {
    expect((await post(s, '/api/seller/order/ship', { order_id: id, log_sn: 'T-1' }, app)).code).toBe(200);
    expect((await post(s, '/api/seller/order/deliver', { order_id: id }, app)).code).toBe(200);
  }
  if (until === 'completed')
    expect((await post(user, '/api/customer/order/confirm', { order_id: id }, app)).code).toBe(200);
  return { id, user, code: 200, total: placed.data.orders[0].price as number };
}

const balance = async (s: Seller) => (await get(s, '/api/seller/balance')).data;
const dueNow = (orderId: number) =>
  db().execute(sql`UPDATE seller_earnings SET available_at = now() - interval '1 second' WHERE order_id = ${orderId}`);

describe('cash on delivery', () => {
  it('leaves the cash with the seller and makes the commission a debt, netted from the next earning', async () => {
    const s = await seller();
    const cash = await order(s, 'cod', 'completed');
    expect(cash.total).toBe(2000);
    const e = (await get(s, '/api/seller/earnings')).data.items[0];
    expect(e).toMatchObject({
      order_id: cash.id,
      gross: 2000,
      commission: 200,
      net: 1800,
      cash: true,
      state: 'withdrawn',
    });
    expect(await balance(s)).toMatchObject({ pending: 0, available: 0, debt: 200, withdrawable: 0 });
    expect((await balance(s)).debt_since).not.toBeNull();
    // operators see who owes what
    const owing = (await get(admin.token, '/api/admin/finance/debts?page_size=100')).data.items;
    expect(owing.find((d: { user_id: number }) => d.user_id === s.id)).toMatchObject({
      debt: 200,
      cod_blocked: false,
      shops: [{ id: s.shop, name: 'Test Shop' }],
    });
    expect((await get(s, '/api/admin/finance/debts')).code).toBe(2000040);
    // the cash the courier collected is no longer held by the seller in the platform's books
    const held = await one<{ n: number }>(
      db(),
      sql`SELECT coalesce(sum(p.amount), 0)::int8 AS n FROM postings p JOIN journals j ON j.id = p.journal_id
          WHERE p.platform_account = 'cod_cash' AND j.ref_type = 'order' AND j.ref_id = ${cash.id}`,
    );
    expect(held!.n).toBe(0);

    const paid = await order(s, 'wallet', 'completed');
    expect(await balance(s)).toMatchObject({ pending: 1800, debt: 200 });
    await dueNow(paid.id);
    await releaseEarnings(db());
    expect(await balance(s)).toMatchObject({
      pending: 0,
      available: 1600,
      debt: 0,
      debt_since: null,
      withdrawable: 1600,
    });
    const history = (await get(s, '/api/seller/ledger?kind=earning_available')).data.items;
    expect(history[0]).toMatchObject({ available_delta: 1600, debt_delta: -200, debt_after: 0, ref_id: paid.id });
    await expectLedgerSound(db());
  });

  it('owes what the platform refunded before completion besides the commission', async () => {
    const s = await seller();
    await db().execute(sql`UPDATE products SET price = 1000 WHERE id = ${s.product}`);
    const user = await buyer(t.app, db(), 0);
    const placed = await post(user, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: s.product, quantity: 2 }]),
      payment_method: 'cod',
    });
    const id = placed.data.orders[0].id as number;
    await post(s, '/api/seller/order/ship', { order_id: id, log_sn: 'T-2' });
    await post(s, '/api/seller/order/deliver', { order_id: id });
    const refund = await post(user, '/api/customer/refund/apply', {
      order_id: id,
      items: JSON.stringify([{ product_id: s.product, quantity: 1 }]),
      reason: 'one arrived broken',
    });
    expect((await post(s, '/api/seller/refund/decide', { id: refund.data.id, approve: true })).code).toBe(200);
    expect((await post(user, '/api/customer/order/confirm', { order_id: id })).code).toBe(200);
    // cash 2000 kept by the seller: net of the unit kept (1000 − 100) is theirs, the rest is owed
    expect(await balance(s)).toMatchObject({ debt: 2000 - 900, available: 0 });
    await expectLedgerSound(db());
  });

  it('stops cash orders of a shop owing more than COD_DEBT_LIMIT for COD_DEBT_DAYS, until it settles', async () => {
    const strict = await testApp({ COD_DEBT_LIMIT: '100', COD_DEBT_DAYS: '0' }, t.database);
    try {
      const s = await seller();
      await order(s, 'cod', 'completed', strict.app);
      const b = (await get(s, '/api/seller/balance', strict.app)).data;
      expect(b).toMatchObject({ debt: 200, cod: { blocked: true, limit: 100, days: 0 } });
      // the summary says so before the buyer chooses
      const someone = await buyer(strict.app, db(), 0);
      const summary = await post(
        someone,
        '/api/checkout/onepage/summary',
        { items: JSON.stringify([{ product_id: s.product, quantity: 1 }]) },
        strict.app,
      );
      expect(summary.data.shops[0]).toMatchObject({ cod: false });
      const refused = await order(s, 'cod', 'to_ship', strict.app);
      expect(refused.code).toBe(2000050);
      // nothing of the refused checkout stays: no order, stock untouched
      const stock = await one<{ stock: number }>(db(), sql`SELECT stock FROM products WHERE id = ${s.product}`);
      expect(stock!.stock).toBe(99);
      expect((await order(s, 'wallet', 'to_ship', strict.app)).code).toBe(200);
      // the default rule (500.00 for 7 days) lets the same shop take cash orders
      expect((await balance(s)).cod.blocked).toBe(false);

      // paid from the balance: money moved in from the seller's customer wallet
      await credit(db(), s.id, 5000);
      expect((await post(s, '/api/customer/info/transfer_balance_to_merchat', { amount: 5000 })).code).toBe(200);
      expect((await post(s, '/api/seller/debt/settle', { amount: 6000 })).code).toBe(2000022);
      const settled = await post(s, '/api/seller/debt/settle', {}, strict.app);
      expect(settled.data).toEqual({ paid: 200 });
      expect((await post(s, '/api/seller/debt/settle')).code).toBe(2000018);
      expect((await get(s, '/api/seller/balance', strict.app)).data).toMatchObject({
        debt: 0,
        available: 4800,
        cod: { blocked: false },
      });
      const again = await post(
        someone,
        '/api/checkout/onepage/summary',
        { items: JSON.stringify([{ product_id: s.product, quantity: 1 }]) },
        strict.app,
      );
      expect(again.data.shops[0]).toMatchObject({ cod: true });
      expect((await order(s, 'cod', 'to_ship', strict.app)).code).toBe(200);
    } finally {
      await strict.app.close();
    }
    await expectLedgerSound(db());
  });

  it('takes an offline payment of the debt, with proof, approved in the inbox as a top-up', async () => {
    const s = await seller();
    await order(s, 'cod', 'completed');
    const proof = await uploadImage(t.app, s, 'proof');
    // a small debt may be paid as it is, below a top-up's minimum, but not less than it
    const small = (amount: number, n: number) =>
      post(s, '/api/seller/debt/payment', {
        amount,
        currency: 'USD',
        transaction_id: `DEBT-${s.id}-${n}`,
        proof,
        payment_method: 'bank transfer',
      });
    expect((await small(199, 1)).data).toMatchObject({ field: 'amount', min_base: 200 });
    const exact = await small(200, 2);
    expect(exact.code).toBe(200);
    expect((await post(s, '/api/customer/info/recall', { id: exact.data.id })).code).toBe(200);
    const asked = await post(s, '/api/seller/debt/payment', {
      amount: 15000,
      currency: 'USD',
      transaction_id: `DEBT-${s.id}`,
      proof,
      payment_method: 'bank transfer',
    });
    expect(asked.code).toBe(200);
    expect(asked.data).toMatchObject({ kind: 'topup', status: 'pending', actual_amount: 15000 });
    const inbox = await get(admin.token, '/api/admin/inbox?type=500&page_size=100');
    const item = inbox.data.items.find((i: { id: number }) => i.id === asked.data.id);
    expect(item.detail).toMatchObject({ account: 'merchant', shop_name: 'Test Shop', debt: 200 });
    const decided = await post(admin.token, '/api/admin/inbox/decide', {
      type: 500,
      id: asked.data.id,
      decision: 'approve',
    });
    expect(decided.code).toBe(200);
    // the debt first, the rest to the available balance; the customer wallet untouched
    expect(await balance(s)).toMatchObject({ debt: 0, available: 15000 - 200 });
    const customer = (await get(s, '/api/customer/info/get_user_balance')).data;
    expect(customer.available).toBe(0);
    const listed = (await get(s, '/api/seller/withdrawals?kind=topup')).data.items;
    expect(listed.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([
      [asked.data.id, 'completed'],
      [exact.data.id, 'recalled'],
    ]);
    expect((await get(s, '/api/seller/withdrawals?status=recalled')).data.items).toMatchObject([{ id: exact.data.id }]);
    await expectLedgerSound(db());
  });
});

describe('refunds after completion', () => {
  it('take what the balance cannot cover as a debt, shown to the seller and netted later', async () => {
    const s = await seller();
    const first = await order(s, 'wallet', 'completed');
    await dueNow(first.id);
    await releaseEarnings(db());
    expect(await balance(s)).toMatchObject({ available: 1800 });
    const w = await post(s, '/api/seller/withdraw', { amount: 1800 });
    expect(w.code).toBe(200);
    const refund = await post(first.user, '/api/customer/refund/apply', {
      order_id: first.id,
      items: JSON.stringify([{ product_id: s.product, quantity: 1 }]),
      reason: 'stopped working',
    });
    expect((await post(s, '/api/seller/refund/decide', { id: refund.data.id, approve: true })).code).toBe(200);
    // the buyer has it all back; the platform gave back its commission; the seller owes the rest
    expect((await get(first.user, '/api/customer/info/get_user_balance')).data.available).toBe(100_000);
    // the buyer had 20.00 back: 2.00 of it the platform's commission, 18.00 the seller's, owed
    expect(await balance(s)).toMatchObject({ available: 0, frozen: 1800, debt: 1800, withdrawable: 0 });
    expect((await get(s, '/api/seller/earnings')).data.items[0]).toMatchObject({
      state: 'reversed',
      refunded: 1800,
      commission_returned: 200,
    });
    const second = await order(s, 'wallet', 'completed');
    await dueNow(second.id);
    await releaseEarnings(db());
    expect(await balance(s)).toMatchObject({ available: 0, debt: 0 });
    await expectLedgerSound(db());
  });
});

describe('withdrawals', () => {
  it('freeze the amount, and an operator pays them with a bank reference or rejects them', async () => {
    const s = await seller();
    const earned = [await order(s, 'wallet', 'completed'), await order(s, 'wallet', 'completed')];
    for (const o of earned) await dueNow(o.id);
    await releaseEarnings(db());
    expect(await balance(s)).toMatchObject({ available: 3600, withdrawable: 3600, min_withdrawal: 1000 });

    expect((await post(s, '/api/seller/withdraw', { amount: 999 })).data).toMatchObject({ field: 'amount' });
    expect((await post(s, '/api/seller/withdraw', { amount: 3601 })).code).toBe(2000022);
    expect(
      (await post(s, '/api/seller/withdraw', { amount: 1000, method: 'wallet', currency: 'USDT' })).data,
    ).toMatchObject({
      field: 'currency',
    });
    const a = await post(s, '/api/seller/withdraw', { amount: 2500 });
    expect(a.data).toMatchObject({ kind: 'withdrawal', status: 'pending', amount: 2500 });
    expect(a.data.destination).toMatchObject({ method: 'bank', account_number: 'ES7620770024003102575766' });
    expect(await balance(s)).toMatchObject({ available: 1100, frozen: 2500 });
    const b = await post(s, '/api/seller/withdraw', { amount: 1100 });
    expect(b.code).toBe(200);

    // the operator sees whose shop it is; approving needs the bank reference of the transfer made
    const inbox = await get(admin.token, '/api/admin/inbox?type=400&page_size=100');
    expect(inbox.data.items.find((i: { id: number }) => i.id === a.data.id).detail).toMatchObject({
      account: 'merchant',
      shop_name: 'Test Shop',
      actual_amount: 2500,
    });
    const bare = await post(admin.token, '/api/admin/inbox/decide', { type: 400, id: a.data.id, decision: 'approve' });
    expect(bare.code).toBe(1000009);
    expect(bare.data).toMatchObject({ field: 'reference' });
    const twice = await Promise.all(
      [1, 2].map(() =>
        post(admin.token, '/api/admin/inbox/decide', {
          type: 400,
          id: a.data.id,
          decision: 'approve',
          reference: 'SEPA-2026-1125-01',
        }),
      ),
    );
    expect(twice.map((r) => r.code).sort()).toEqual([200, 2000018]);
    expect(
      (
        await post(admin.token, '/api/admin/inbox/decide', {
          type: 400,
          id: b.data.id,
          decision: 'reject',
          remark: 'wrong IBAN',
        })
      ).code,
    ).toBe(200);
    expect(await balance(s)).toMatchObject({ available: 1100, frozen: 0 });
    const mine = (await get(s, '/api/seller/withdrawals?kind=withdrawal')).data.items;
    expect(mine.map((p: { status: string; payout_reference: string }) => [p.status, p.payout_reference])).toEqual([
      ['failed', ''],
      ['completed', 'SEPA-2026-1125-01'],
    ]);
    // the oldest earning is withdrawn in full, the next in part
    const items = (await get(s, '/api/seller/earnings')).data.items;
    expect(items.map((e: { state: string; withdrawn: number }) => [e.state, e.withdrawn])).toEqual([
      ['available', 700],
      ['withdrawn', 1800],
    ]);

    // the payouts file for the bank holds the payee's details and the reference, never a rejected one
    const file = await t.app.inject({
      url: '/api/admin/payouts/export?account=merchant',
      headers: { 'access-token': admin.token },
    });
    expect(file.headers['content-type']).toContain('text/csv');
    const line = file.body.split('\r\n').find((l) => l.startsWith(`${a.data.id},`));
    expect(line).toContain('ES7620770024003102575766');
    expect(line).toContain('25.00');
    expect(line).toContain('SEPA-2026-1125-01');
    expect(file.body).not.toContain(`\r\n${b.data.id},`);
    await expectLedgerSound(db());
  });

  it('belong to their seller alone', async () => {
    const s = await seller();
    const other = await seller();
    const o = await order(s, 'wallet', 'completed');
    await dueNow(o.id);
    await releaseEarnings(db());
    const w = await post(s, '/api/seller/withdraw', { amount: 1000 });
    expect((await get(other, '/api/seller/withdrawals')).data.items).toEqual([]);
    expect((await get(other, '/api/seller/ledger')).data.items).toEqual([]);
    expect((await post(other, '/api/customer/info/recall', { id: w.data.id })).code).toBe(2000019);
    expect((await balance(other)).available).toBe(0);
    // its owner may take it back while it waits: to the merchant account it came from
    expect((await post(s, '/api/customer/info/recall', { id: w.data.id })).code).toBe(200);
    expect(await balance(s)).toMatchObject({ available: 1800, frozen: 0 });
    expect((await get(s, '/api/customer/info/get_user_balance')).data.available).toBe(0);
    await expectLedgerSound(db());
    const customer = await buyer(t.app, db());
    expect((await post(customer, '/api/seller/withdraw', { amount: 1000 })).code).toBe(2000040);
    expect((await get(customer, '/api/admin/payouts/export')).code).toBe(2000040);
  });
});

describe('the merchant account’s history', () => {
  it('filters by kind, direction and days, and exports the same as CSV', async () => {
    const s = await seller();
    const o = await order(s, 'wallet', 'completed');
    await dueNow(o.id);
    await releaseEarnings(db());
    await post(s, '/api/seller/withdraw', { amount: 1000 });
    const all = (await get(s, '/api/seller/ledger')).data;
    expect(all.items.map((e: { kind: string }) => e.kind)).toEqual(['withdrawal_hold', 'earning_available']);
    expect((await get(s, '/api/seller/ledger?direction=income')).data.total).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(s, `/api/seller/ledger?from=${today}&to=${today}`)).data.total).toBe(2);
    expect((await get(s, '/api/seller/ledger?from=2020-01-01&to=2020-01-31')).data.total).toBe(0);
    expect((await get(s, `/api/seller/ledger?from=${today}&to=2020-01-01`)).code).toBe(1000008);
    const csv = await t.app.inject({ url: '/api/seller/ledger/export', headers: { 'access-token': s.token } });
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,date,kind,direction,available_in,available_out,frozen_in,frozen_out,debt_added,debt_paid,available_after,frozen_after,debt_after,reference,memo',
    );
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['earning_available', 'withdrawal_hold']);
    expect(lines[2]).toContain(',,10.00,10.00,,,,8.00,10.00,0.00,');
  });
});
