// Wallet: balances from the ledger, offline top-ups, withdrawals, recall, transfer, admin review.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  const login = await call(t.app, {
    method: 'POST',
    url: '/api/customer/login/account',
    payload: { email: 'admin@demo.test', password: 'demo1234' },
    remoteAddress: randomAddress(),
  });
  admin = login.data['access-token'];
});
afterAll(() => t.close());

async function proofFor(user: TestUser | string): Promise<string> {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const boundary = 'proofboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nproof\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await as(t.app, user, {
    method: 'POST',
    url: '/api/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.data.path;
}

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const balance = async (user: TestUser) => (await as(t.app, user, { url: '/api/customer/info/get_user_balance' })).data;
let txn = 0;
const topup = async (user: TestUser | string, amount = 15000, extra: Record<string, unknown> = {}) =>
  post(user, '/api/customer/info/recharge', {
    amount,
    currency: 'USD',
    transaction_id: `TXN-${Date.now()}-${txn++}`,
    proof: await proofFor(user),
    payment_method: 'bank transfer',
    ...extra,
  });

/** Every account's balances equal the sums of its ledger entries, and none is negative. */
async function ledgerAgrees() {
  const bad = await rows(
    t.database.db,
    sql`SELECT a.id FROM wallet_accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id GROUP BY a.id, a.available, a.frozen
        HAVING a.available <> coalesce(sum(l.available_delta), 0) OR a.frozen <> coalesce(sum(l.frozen_delta), 0)`,
  );
  expect(bad).toEqual([]);
}

describe('offline top-up', () => {
  it('files a request that waits for review, with a notice', async () => {
    const u = await registerUser(t.app);
    const res = await topup(u, 15000, { remark: 'my first' });
    expect(res.data).toMatchObject({
      kind: 'topup',
      amount: 15000,
      currency: 'USD',
      actual_amount: 15000,
      status: 'pending',
    });
    expect(await balance(u)).toMatchObject({ available: 0, frozen: 0, total: 0 });
    const notices = await as(t.app, u, { url: '/api/customer/user/notices' });
    expect(notices.data.items[0]).toMatchObject({ type: 500, status: 0 });
  });

  it('converts another currency at its rate and keeps the actual amount; minimum 100.00 base', async () => {
    const u = await registerUser(t.app);
    const eur = await one<{ rate: number }>(t.database.db, sql`SELECT rate FROM currencies WHERE code = 'EUR'`);
    const res = await topup(u, 20000, { currency: 'EUR' });
    expect(res.data.actual_amount).toBe(Math.trunc((20000 * 100) / eur!.rate));
    const small = await topup(u, 9999);
    expect(small).toMatchObject({ code: 1000008, data: { field: 'amount' } });
    expect((await topup(u, 10000, { currency: 'XYZ' })).code).toBe(2000029);
    expect((await topup(u, 10000, { currency: 'KZT' })).code).toBe(2000029); // not a wallet currency
  });

  it('refuses a transaction id used before (2000028) and more than 5 requests a day (2000030)', async () => {
    const u = await registerUser(t.app);
    const first = await topup(u, 10000, { transaction_id: `DUP-${Date.now()}` });
    expect((await topup(u, 10000, { transaction_id: first.data.transaction_id })).code).toBe(2000028);
    const v = await registerUser(t.app);
    expect((await topup(v, 10000, { transaction_id: first.data.transaction_id })).code).toBe(2000028);
    for (let i = 0; i < 4; i++) expect((await topup(u)).code).toBe(200);
    expect((await topup(u)).code).toBe(2000030);
  });

  it('wants a proof uploaded as a proof', async () => {
    const u = await registerUser(t.app);
    expect((await topup(u, 10000, { proof: 'uploads/proof/made-up.webp' })).data.field).toBe('proof');
  });
});

describe('review by an admin', () => {
  it('credits an approved top-up once, even when two admins decide at the same moment', async () => {
    const u = await registerUser(t.app);
    const req = await topup(u, 25000);
    const decisions = await Promise.all([
      post(admin, `/api/admin/wallet/requests/${req.data.id}/approve`, { remark: 'ok' }),
      post(admin, `/api/admin/wallet/requests/${req.data.id}/approve`, { remark: 'ok too' }),
      post(admin, `/api/admin/wallet/requests/${req.data.id}/reject`, { remark: 'no' }),
    ]);
    expect(decisions.filter((d) => d.code === 200)).toHaveLength(1);
    expect(decisions.filter((d) => d.code === 2000018)).toHaveLength(2);
    const b = await balance(u);
    expect([0, 25000]).toContain(b.available);
    const notices = await as(t.app, u, { url: '/api/customer/user/notices?type=500' });
    expect(notices.data.items[0].status).toBe(b.available === 25000 ? 1 : -1);
    await ledgerAgrees();
  });

  it('lists pending requests to admins only', async () => {
    const u = await registerUser(t.app);
    const req = await topup(u);
    const list = await as(t.app, admin, { url: '/api/admin/wallet/requests?kind=topup&page_size=100' });
    expect(list.data.items.map((r: { id: number }) => r.id)).toContain(req.data.id);
    expect((await as(t.app, u, { url: '/api/admin/wallet/requests' })).code).toBe(2000040);
    expect((await post(u, `/api/admin/wallet/requests/${req.data.id}/approve`)).code).toBe(2000040);
  });
});

describe('withdrawal, recall and transfer', () => {
  async function fundedUser(amount: number) {
    const u = await registerUser(t.app);
    await as(t.app, u, {
      method: 'POST',
      url: '/api/customer/info/update_user',
      payload: { bank_name: 'Demo Bank', account_name: 'Test User', account_number: '12345678' },
    });
    const req = await topup(u, amount);
    await post(admin, `/api/admin/wallet/requests/${req.data.id}/approve`);
    return u;
  }

  it('holds a withdrawal as frozen, pays it out on approval, returns it on rejection', async () => {
    const u = await fundedUser(50000);
    const w1 = await post(u, '/api/customer/info/withdraw', { amount: 20000 });
    expect(w1.data).toMatchObject({
      kind: 'withdrawal',
      status: 'pending',
      destination: { method: 'bank', account_number: '12345678' },
    });
    expect(await balance(u)).toMatchObject({ available: 30000, frozen: 20000, total: 50000 });
    await post(admin, `/api/admin/wallet/requests/${w1.data.id}/approve`);
    expect(await balance(u)).toMatchObject({ available: 30000, frozen: 0, total: 30000 });
    const w2 = await post(u, '/api/customer/info/withdraw', { amount: 10000 });
    await post(admin, `/api/admin/wallet/requests/${w2.data.id}/reject`, { remark: 'wrong account' });
    expect(await balance(u)).toMatchObject({ available: 30000, frozen: 0 });
    expect((await post(u, '/api/customer/info/withdraw', { amount: 30001 })).code).toBe(2000022);
    await ledgerAgrees();
  });

  it('lets the owner recall a pending request, and nobody else', async () => {
    const u = await fundedUser(30000);
    const other = await registerUser(t.app);
    const w = await post(u, '/api/customer/info/withdraw', { amount: 10000 });
    expect((await post(other, '/api/customer/info/recall', { id: w.data.id })).code).toBe(2000019);
    const recalled = await post(u, '/api/customer/info/recall', { id: w.data.id });
    expect(recalled.data.status).toBe('recalled');
    expect(await balance(u)).toMatchObject({ available: 30000, frozen: 0 });
    expect((await post(u, '/api/customer/info/recall', { id: w.data.id })).code).toBe(2000019);
    expect((await post(admin, `/api/admin/wallet/requests/${w.data.id}/approve`)).code).toBe(2000018);
  });

  it('never lets concurrent withdrawals overdraw the wallet', async () => {
    const u = await fundedUser(10000);
    const tries = await Promise.all(
      Array.from({ length: 8 }, () => post(u, '/api/customer/info/withdraw', { amount: 3000 })),
    );
    expect(tries.filter((r) => r.code === 200)).toHaveLength(3);
    expect(tries.filter((r) => r.code === 2000022)).toHaveLength(5);
    expect(await balance(u)).toMatchObject({ available: 1000, frozen: 9000 });
    await ledgerAgrees();
  });

  it('transfers to the merchant account of a seller, and refuses users without one', async () => {
    const seller = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: 'seller@demo.test', password: 'demo1234' },
      remoteAddress: randomAddress(),
    });
    const s = seller.data['access-token'];
    const before = (await as(t.app, s, { url: '/api/customer/info/get_user_balance' })).data;
    expect(before.merchant).not.toBeNull();
    const u = await fundedUser(20000);
    expect((await post(u, '/api/customer/info/transfer_balance_to_merchat', { amount: 100 })).code).toBe(2000040);
    const req = await topup(s, 12000);
    await post(admin, `/api/admin/wallet/requests/${req.data.id}/approve`);
    const after = await post(s, '/api/customer/info/transfer_balance_to_merchat', { amount: 4500 });
    expect(after.data.available).toBe(before.available + 12000 - 4500);
    expect(after.data.merchant.available).toBe(before.merchant.available + 4500);
    expect(
      (await post(s, '/api/customer/info/transfer_balance_to_merchat', { amount: after.data.available + 1 })).code,
    ).toBe(2000022);
    const merchantLedger = await as(t.app, s, { url: '/api/customer/info/transaction_details?account=merchant' });
    expect(merchantLedger.data.items[0]).toMatchObject({ kind: 'transfer_in', direction: 'income', amount: 4500 });
    await ledgerAgrees();
  });

  it('gives the demo buyer an opening balance of 1,000.00 USD', async () => {
    const buyerLogin = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: 'buyer@demo.test', password: 'demo1234' },
      remoteAddress: randomAddress(),
    });
    const buyerBalance = await as(t.app, buyerLogin.data['access-token'], {
      url: '/api/customer/info/get_user_balance',
    });
    expect(buyerBalance.data).toMatchObject({ available: 100000, frozen: 0, total: 100000 });
  });

  it('shows history and ledger with filters, only the owner’s', async () => {
    const u = await fundedUser(40000);
    await post(u, '/api/customer/info/withdraw', { amount: 5000 });
    const reqs = await as(t.app, u, { url: '/api/customer/info/recharge_list?kind=withdrawal' });
    expect(reqs.data.items.map((r: { kind: string }) => r.kind)).toEqual(['withdrawal']);
    const ledger = await as(t.app, u, { url: '/api/customer/info/transaction_details' });
    expect(ledger.data.items.map((e: { kind: string }) => e.kind)).toEqual(['withdrawal_hold', 'topup']);
    expect(ledger.data.items[1]).toMatchObject({ direction: 'income', amount: 40000, balance: 40000 });
    const income = await as(t.app, u, { url: '/api/customer/info/transaction_details?direction=income' });
    expect(income.data.total).toBe(1);
    const other = await registerUser(t.app);
    expect((await as(t.app, other, { url: '/api/customer/info/transaction_details' })).data.total).toBe(0);
    expect((await as(t.app, u, { url: '/api/customer/info/transaction_details?from=2026-13-01' })).code).toBe(1000008);
  });

  it('keeps the ledger append-only', async () => {
    await expect(t.database.db.execute(sql`UPDATE ledger_entries SET amount = 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
  });
});
