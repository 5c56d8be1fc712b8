// A long random mix of wallet operations, batches of them at the same time, on PostgreSQL:
// afterwards every balance equals the sum of its ledger entries, none went below zero, and every
// request was decided at most once (fast-check shrinks any failing mix to a small one).
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { accountId } from '../src/modules/ledger/ledger.service.ts';
import { SANDBOX_CARDS } from '../src/modules/payments/card-provider.ts';
import { randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, engine, type TestApp, testApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';

type Op =
  | { op: 'topup'; user: number; amount: number }
  | { op: 'card'; user: number; amount: number; decline: boolean }
  | { op: 'withdraw'; user: number; amount: number }
  | { op: 'transfer'; user: number; amount: number }
  | { op: 'approve' | 'reject' | 'recall'; pick: number };

const USERS = 4;
const amount = fc.integer({ min: 10_000, max: 60_000 });
const user = fc.integer({ min: 0, max: USERS - 1 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('topup' as const), user, amount }),
  fc.record({ op: fc.constant('card' as const), user, amount, decline: fc.boolean() }),
  fc.record({ op: fc.constant('withdraw' as const), user, amount: fc.integer({ min: 1, max: 40_000 }) }),
  fc.record({ op: fc.constant('transfer' as const), user, amount: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({ op: fc.constantFrom('approve' as const, 'reject' as const, 'recall' as const), pick: fc.nat() }),
);

describe.runIf(engine === 'postgres')('wallet under a random concurrent mix (property)', () => {
  let t: TestApp;
  let admin: string;
  let users: TestUser[];
  let proofs: string[];

  beforeAll(async () => {
    t = await testApp({ RECHARGE_DAILY_LIMIT: '100000' });
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: 'admin@demo.test', password: 'demo1234' },
      remoteAddress: randomAddress(),
    });
    admin = login.data['access-token'];
    users = await Promise.all(Array.from({ length: USERS }, () => registerUser(t.app)));
    // withdrawals go to the bank account of the profile
    for (const u of users) {
      await call(t.app, {
        method: 'POST',
        url: '/api/customer/info/update_user',
        payload: { bank_name: 'Prop Bank', account_name: 'Prop', account_number: '99887766' },
        headers: { 'access-token': u.token },
      });
    }
    // half of them are sellers with a merchant account
    for (const u of users.slice(0, 2)) await accountId(t.database.db, u.id, 'merchant');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    proofs = [];
    for (const u of users) {
      const boundary = 'b0undary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nproof\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/upload',
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'access-token': u.token },
        remoteAddress: randomAddress(),
      });
      proofs.push(res.data.path);
    }
  });
  afterAll(() => t.close());

  let txn = 0;
  const send = (token: string, url: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url, payload, headers: { 'access-token': token }, remoteAddress: randomAddress() });

  async function run(op: Op, requests: { id: number; owner: number }[]) {
    switch (op.op) {
      case 'topup': {
        const res = await send(users[op.user]!.token, '/api/customer/info/recharge', {
          amount: op.amount,
          currency: 'USD',
          transaction_id: `P-${process.pid}-${txn++}`,
          proof: proofs[op.user]!,
          payment_method: 'bank',
        });
        if (res.code === 200) requests.push({ id: res.data.id, owner: op.user });
        return;
      }
      case 'card':
        await send(users[op.user]!.token, '/api/bank/recharge', {
          amount: op.amount,
          card_number: op.decline ? SANDBOX_CARDS.decline : SANDBOX_CARDS.approve,
          exp_month: 12,
          exp_year: 2099,
          cvc: '123',
        });
        return;
      case 'withdraw': {
        const res = await send(users[op.user]!.token, '/api/customer/info/withdraw', { amount: op.amount });
        if (res.code === 200) requests.push({ id: res.data.id, owner: op.user });
        return;
      }
      case 'transfer':
        await send(users[op.user]!.token, '/api/customer/info/transfer_balance_to_merchat', { amount: op.amount });
        return;
      default: {
        if (!requests.length) return;
        const r = requests[op.pick % requests.length]!;
        if (op.op === 'recall') await send(users[r.owner]!.token, '/api/customer/info/recall', { id: r.id });
        else await send(admin, `/api/admin/wallet/requests/${r.id}/${op.op}`, { remark: 'property' });
      }
    }
  }

  it('keeps every balance equal to its ledger, never negative, and decides each request once', {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 3, maxLength: 8 }),
        async (batches) => {
          const requests: { id: number; owner: number }[] = [];
          for (const batch of batches) await Promise.all(batch.map((op) => run(op, requests)));
          const unbalanced = await rows(
            t.database.db,
            sql`SELECT a.id FROM wallet_accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
              GROUP BY a.id, a.available, a.frozen
              HAVING a.available <> coalesce(sum(l.available_delta), 0) OR a.frozen <> coalesce(sum(l.frozen_delta), 0)
                OR a.available < 0 OR a.frozen < 0`,
          );
          expect(unbalanced).toEqual([]);
          // each request's money moved as its final state says, once
          const wrong = await rows(
            t.database.db,
            sql`SELECT r.id, r.kind, r.status,
                count(*) FILTER (WHERE l.kind IN ('topup')) AS credits,
                count(*) FILTER (WHERE l.kind = 'withdrawal_hold') AS holds,
                count(*) FILTER (WHERE l.kind IN ('withdrawal', 'withdrawal_release')) AS settles
              FROM wallet_requests r LEFT JOIN ledger_entries l ON l.ref_type = 'wallet_request' AND l.ref_id = r.id
              WHERE r.payment_method NOT LIKE 'card:%' AND r.transaction_id IS DISTINCT FROM 'DEMO-OPENING-BALANCE'
              GROUP BY r.id
              HAVING (r.kind = 'topup' AND count(*) FILTER (WHERE l.kind = 'topup') <> (r.status = 'completed')::int)
                  OR (r.kind = 'withdrawal' AND count(*) FILTER (WHERE l.kind = 'withdrawal_hold') <> 1)
                  OR (r.kind = 'withdrawal' AND count(*) FILTER (WHERE l.kind IN ('withdrawal', 'withdrawal_release')) <> (r.status <> 'pending')::int)`,
          );
          expect(wrong).toEqual([]);
          await expectLedgerSound(t.database.db);
        },
      ),
      { numRuns: 25 },
    );
    // the mix really moved money: every kind of movement happened
    const kinds = await rows<{ kind: string; n: number }>(
      t.database.db,
      sql`SELECT kind, count(*)::int AS n FROM ledger_entries GROUP BY kind ORDER BY kind`,
    );
    const seen = new Set(kinds.map((k) => k.kind));
    for (const k of [
      'topup',
      'card_topup',
      'withdrawal_hold',
      'withdrawal',
      'withdrawal_release',
      'transfer_out',
      'transfer_in',
    ])
      expect(seen, k).toContain(k);
  });
});
