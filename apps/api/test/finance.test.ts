// Issue 14, the operators' finance view: after real activity (orders paid by wallet and by card, a
// completion with commission, a refund after it, a top-up approved, a withdrawal paid out), the
// figures of GET /api/admin/finance move by what that activity says they must, computed here from
// the amounts the activity answered, not from the ledger's SQL; the ledger check reads sound and
// counts what the database holds; bad periods and non-operators are refused.
import type { FinanceReport } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { ledgerCheck } from '../src/modules/finance/finance.read.ts';
import { accountId } from '../src/modules/ledger/ledger.service.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { buyer, CARD, demoLogin, otherSeller, products, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let seller: Session;
let admin: Session;

beforeAll(async () => {
  // no background jobs: an earning released or an order expired meanwhile would move the figures
  t = await testApp({ ORDER_JOB_SECONDS: '0' });
  [seller, admin] = await Promise.all([demoLogin(t.app, 'seller@demo.test'), demoLogin(t.app, 'admin@demo.test')]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const finance = (query = '', user: TestUser | string = admin.token) =>
  as<FinanceReport>(t.app, user, { url: `/api/admin/finance${query}` });
const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const diff = <T extends object>(after: T, before: T) =>
  Object.fromEntries(Object.keys(after).map((k) => [k, Number(after[k as keyof T]) - Number(before[k as keyof T])]));

/** Places an order of two units at 10.00 of the demo seller's product; answers its total. */
async function order(user: TestUser, productId: number, payment: Record<string, unknown>) {
  const placed = await post(user, '/api/checkout/onepage/submit', {
    items: JSON.stringify([{ product_id: productId, quantity: 2 }]),
    ...payment,
  });
  expect(placed.code).toBe(200);
  expect(placed.data.paid).toBe(true);
  return { id: placed.data.orders[0].id as number, total: placed.data.orders[0].price as number };
}

describe('GET /api/admin/finance', () => {
  it('moves by what the activity paid, refunded, earned and paid out; the ledger reads sound', async () => {
    const period = `?from=${today()}&to=${today()}`;
    const before = (await finance(period)).data;
    const pastBefore = (await finance(`?to=${yesterday()}`)).data;
    expect(before.ledger.sound).toBe(true);

    // only the global rule, 10 %, applies to the product
    const [p] = await products(db(), 2, { shopOwner: seller.id, stock: 20, price: 1000, distinctShops: false });
    const shop = await one<{ shop_id: number; category_id: number }>(
      db(),
      sql`SELECT shop_id, category_id FROM products WHERE id = ${p!.id}`,
    );
    await post(admin.token, '/api/admin/commission', { scope: 'shop', target_id: shop!.shop_id, remove: true });
    await post(admin.token, '/api/admin/commission', { scope: 'category', target_id: shop!.category_id, remove: true });
    expect((await post(admin.token, '/api/admin/commission', { scope: 'global', rate_bp: 1000 })).code).toBe(200);

    // a wallet order, completed, then one unit refunded after completion
    const walletBuyer = await buyer(t.app, db(), 100_000);
    const a = await order(walletBuyer, p!.id, { payment_method: 'wallet' });
    await post(seller.token, '/api/seller/order/ship', { order_id: a.id, log_sn: 'F-1' });
    await post(seller.token, '/api/seller/order/deliver', { order_id: a.id });
    expect((await post(walletBuyer, '/api/customer/order/confirm', { order_id: a.id })).code).toBe(200);
    const commission = 200; // 10 % of 2 × 10.00
    const refund = await post(walletBuyer, '/api/customer/refund/apply', {
      order_id: a.id,
      items: JSON.stringify([{ product_id: p!.id, quantity: 1 }]),
      reason: 'stopped working',
    });
    expect(refund.code).toBe(200);
    expect((await post(seller.token, '/api/seller/refund/decide', { id: refund.data.id, approve: true })).code).toBe(
      200,
    );
    const refunded = refund.data.amount as number;
    // the commission's share of the refund goes back (rounded to the cent)
    const returned = Math.round((commission * refunded) / a.total);

    // a card order, left to ship
    const cardBuyer = await buyer(t.app, db());
    const b = await order(cardBuyer, p!.id, { payment_method: 'card', ...CARD });

    // a top-up approved, then a withdrawal of part of it paid out
    const saver = await registerUser(t.app);
    await post(saver, '/api/customer/info/update_user', {
      bank_name: 'Demo Bank',
      account_name: 'Test User',
      account_number: '12345678',
    });
    const topup = await post(saver, '/api/customer/info/recharge', {
      amount: 15000,
      currency: 'USD',
      transaction_id: `FIN-${Date.now()}`,
      proof: await uploadImage(t.app, saver, 'proof'),
      payment_method: 'bank transfer',
    });
    expect(topup.code).toBe(200);
    expect((await post(admin.token, `/api/admin/wallet/requests/${topup.data.id}/approve`)).code).toBe(200);
    const w = await post(saver, '/api/customer/info/withdraw', { amount: 6000 });
    expect(w.code).toBe(200);
    expect((await post(admin.token, `/api/admin/wallet/requests/${w.data.id}/approve`)).code).toBe(200);

    const after = (await finance(period)).data;
    expect(after.daily).toHaveLength(1);
    expect(after.daily[0]!.date).toBe(today());
    expect(diff(after.totals, before.totals)).toEqual({
      paid: a.total + b.total,
      refunded,
      gross_sales: a.total + b.total - refunded,
      commission: commission - returned,
      payouts: 6000,
    });
    expect(diff(after.balances, before.balances)).toEqual({
      // money credited to the test buyers, less the wallet order, plus its refund; the saver's
      // top-up less what was paid out
      owed_to_customers: 100_000 - a.total + refunded + 15000 - 6000,
      // the refund after completion came out of the pending earning, not out of the commission's share
      owed_to_sellers_pending: a.total - commission - (refunded - returned),
      owed_to_sellers_available: 0,
      owed_by_sellers: 0,
      cash_held_by_sellers: 0,
    });
    const { n } = (await one<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM journals`))!;
    expect(after.ledger).toEqual({
      journals: n,
      postings_sum: 0,
      unbalanced_journals: 0,
      mismatched_accounts: 0,
      sound: true,
    });
    // at least: the wallet buyer's money, the two payments, the completion, the refund, the top-up,
    // the withdrawal's hold and its payout
    expect(after.ledger.journals - before.ledger.journals).toBeGreaterThanOrEqual(8);

    // a period that ended yesterday knows nothing of today's activity
    const pastAfter = (await finance(`?to=${yesterday()}`)).data;
    expect(pastAfter.totals).toEqual(pastBefore.totals);
    expect(pastAfter.balances).toEqual(pastBefore.balances);
    await expectLedgerSound(db());
  });

  it('cash on delivery: the seller holds the cash once delivered, then owes the commission', async () => {
    const period = `?from=${today()}&to=${today()}`;
    // a fresh seller (no debt of its own yet), 10 % on its shop, its product at 20.00 delivered free
    const s = await otherSeller(t.app, db());
    await db().execute(
      sql`INSERT INTO delivery_methods (shop_id, code, fee, min_days, max_days) VALUES (${s.shop}, 'courier', 0, 1, 3)`,
    );
    await post(admin.token, '/api/admin/commission', { scope: 'shop', target_id: s.shop, rate_bp: 1000 });
    const cashBuyer = await buyer(t.app, db());
    const before = (await finance(period)).data;
    const placed = await post(cashBuyer, '/api/checkout/onepage/submit', {
      items: JSON.stringify([{ product_id: s.product, quantity: 1 }]),
      payment_method: 'cod',
    });
    expect(placed.code).toBe(200);
    const id = placed.data.orders[0].id as number;
    const total = placed.data.orders[0].price as number;
    expect(total).toBe(2000);
    expect((await post(s, '/api/seller/order/ship', { order_id: id, log_sn: 'C-1' })).code).toBe(200);
    expect((await post(s, '/api/seller/order/deliver', { order_id: id })).code).toBe(200);
    const delivered = (await finance(period)).data;
    expect(diff(delivered.totals, before.totals)).toEqual({
      paid: total,
      refunded: 0,
      gross_sales: total,
      commission: 0,
      payouts: 0,
    });
    expect(diff(delivered.balances, before.balances)).toMatchObject({
      cash_held_by_sellers: total,
      owed_by_sellers: 0,
    });

    expect((await post(cashBuyer, '/api/customer/order/confirm', { order_id: id })).code).toBe(200);
    const completed = (await finance(period)).data;
    expect(diff(completed.totals, delivered.totals)).toMatchObject({ paid: 0, commission: 200 });
    // the seller keeps the net in hand; what it owes the platform is the commission
    expect(diff(completed.balances, delivered.balances)).toEqual({
      owed_to_customers: 0,
      owed_to_sellers_pending: 0,
      owed_to_sellers_available: 0,
      owed_by_sellers: 200,
      cash_held_by_sellers: -total,
    });
    expect(completed.ledger.sound).toBe(true);
    await expectLedgerSound(db());
  });

  it('covers the last 30 days by default, every day present, the totals their sum', async () => {
    const res = await finance();
    expect(res.code).toBe(200);
    const r = res.data;
    expect(r.to).toBe(today());
    expect(r.daily).toHaveLength(30);
    expect(r.daily[0]!.date).toBe(r.from);
    expect(r.daily.at(-1)!.date).toBe(today());
    expect(r.currency).toBe('USD');
    for (const k of ['paid', 'refunded', 'gross_sales', 'commission', 'payouts'] as const) {
      expect(r.totals[k]).toBe(r.daily.reduce((s, d) => s + d[k], 0));
    }
    for (const d of r.daily) expect(d.gross_sales).toBe(d.paid - d.refunded);
    const only = (await finance('?from=2026-01-01')).data;
    expect(only.from).toBe('2026-01-01');
    expect(only.to).toBe(today());
  });

  it('shows an unsound ledger with its numbers (counted, not assumed)', async () => {
    // inside a transaction that is rolled back: the database would refuse it at commit
    await db()
      .transaction(async (tx) => {
        const journal = await one<{ id: number }>(
          tx,
          sql`INSERT INTO journals (kind, memo) VALUES ('adjustment', 'finance test') RETURNING id`,
        );
        await tx.execute(
          sql`INSERT INTO postings (journal_id, platform_account, amount) VALUES (${journal!.id}, 'adjustments', 123)`,
        );
        const account = (await accountId(tx, seller.id, 'customer'))!;
        await tx.execute(sql`UPDATE wallet_accounts SET available = available + 1 WHERE id = ${account}`);
        expect(await ledgerCheck(tx)).toMatchObject({
          postings_sum: 123,
          unbalanced_journals: 1,
          mismatched_accounts: 1,
          sound: false,
        });
        throw new Error('roll back');
      })
      .catch((e: Error) => expect(e.message).toBe('roll back'));
    expect((await finance()).data.ledger.sound).toBe(true);
  });

  it('refuses bad periods with the field named, and everyone but operators', async () => {
    const bad = async (query: string, field: string) => {
      const res = await finance(query);
      expect(res.status).toBe(200);
      expect(res.code).toBe(1000008);
      expect(res.data).toMatchObject({ field });
    };
    await bad('?from=2026-11-10&to=2026-11-09', 'to');
    await bad('?from=2026-02-30', 'from');
    await bad('?to=yesterday', 'to');
    await bad('?from=2026-11-1', 'from');
    await bad('?from=2020-01-01&to=2026-01-01', 'to');
    expect((await finance('?from=2026-11-09&to=2026-11-09')).data.daily).toHaveLength(1);
    // every operator holds every permission until staff roles exist (contract/staff.ts); the
    // route names `finance`, and anyone who is not an operator is refused
    const customer = await registerUser(t.app);
    expect((await finance('', customer)).code).toBe(2000040);
    expect((await finance('', seller.token)).code).toBe(2000040);
    expect((await as(t.app, '', { url: '/api/admin/finance' })).code).not.toBe(200);
  });
});
