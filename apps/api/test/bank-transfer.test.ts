// Bank transfer at checkout (issue 14 §7): offered per currency by the site settings, orders unpaid
// for BANK_TRANSFER_DAYS, the buyer's transfer slip (own payment only, only while awaited, replaced
// while pending), and the operator's confirmation in the inbox (type 600): pays once through the
// ledger, or credits the wallet when the orders closed first; a rejection lets the buyer try again.
import { bankReference, convertFromBase } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { expireUnpaidOrders } from '../src/modules/orders/order-jobs.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { available, buyer, marketplace, products, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  ({ t, admin } = await marketplace());
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (user: TestUser | string, url: string, payload: Record<string, unknown>, currency = 'USD') =>
  as(t.app, user, { method: 'POST', url, payload, headers: { currency } });
const decide = (id: number, decision: 'approve' | 'reject', remark = '') =>
  post(admin.token, '/api/admin/inbox/decide', { type: 600, id, decision, remark });

/** A buyer's checkout of one product (10.00 each) paid by bank transfer. */
async function placed(currency = 'USD', quantity = 2) {
  const user = await buyer(t.app, db());
  const [p] = await products(db(), 1, { price: 1000, stock: 20 });
  const res = await post(
    user,
    '/api/checkout/onepage/submit',
    { items: JSON.stringify([{ product_id: p!.id, quantity }]), payment_method: 'bank_transfer' },
    currency,
  );
  return { user, product: p!.id, res, order: res.data?.orders?.[0]?.id as number };
}

async function slipped(currency = 'USD') {
  const p = await placed(currency);
  const proof = await uploadImage(t.app, p.user, 'proof');
  const up = await post(p.user, '/api/checkout/bank-slip', {
    payment_id: p.res.data.payment.id,
    proof,
    transaction_id: 'TRX-1',
  });
  expect(up.code).toBe(200);
  return { ...p, proof, slip: up.data.slip.id as number, payment: p.res.data.payment.id as number };
}

const orderRow = (id: number) =>
  one<{ status: string; payment_status: string; expires_at: Date; created_at: Date; actual_pay: number }>(
    db(),
    sql`SELECT status, payment_status, expires_at, created_at, actual_pay FROM orders WHERE id = ${id}`,
  );

describe('choosing bank transfer', () => {
  it('is offered only in the currencies the site settings list', async () => {
    const config = await call(t.app, '/api/customer/index/store?type=website_config');
    expect(config.data.bank_transfer).toMatchObject({ currencies: expect.arrayContaining(['TRY', 'USD']) });
    expect(config.data.bank_transfer.account_number).toBeTruthy();
    const refused = await placed('GBP');
    expect(refused.res.code).toBe(1000008);
    expect(refused.res.data).toMatchObject({ field: 'payment_method' });
    const stock = await one<{ stock: number }>(db(), sql`SELECT stock FROM products WHERE id = ${refused.product}`);
    expect(stock!.stock).toBe(20);
    const tr = await placed('TRY');
    expect(tr.res.code).toBe(200);
    const { payment, bank_transfer: bt } = tr.res.data;
    expect(payment).toMatchObject({ method: 'bank_transfer', status: 'pending' });
    expect(tr.res.data.paid).toBe(false);
    expect(bt).toMatchObject({
      payment_id: payment.id,
      reference: bankReference(payment.id),
      amount: payment.amount,
      currency: 'TRY',
      currency_amount: convertFromBase(payment.amount, 3400),
      bank: config.data.bank_transfer && {
        bank_name: config.data.bank_transfer.bank_name,
        account_number: config.data.bank_transfer.account_number,
      },
      slip: null,
      can_upload: true,
    });
    expect(bt.reference).toMatch(/^PM-\d{6,}$/);
  });

  it('keeps the orders unpaid for BANK_TRANSFER_DAYS from their placing, also when chosen again later', async () => {
    const { res, order, user } = await placed();
    const row = (await orderRow(order))!;
    expect(row).toMatchObject({ status: 'unpaid', payment_status: 'unpaid' });
    const days = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 86_400_000;
    expect(days).toBe(3);
    expect(res.data.orders[0].expires_at).toBe(new Date(row.expires_at).toISOString());
    // paying the same order by bank transfer again makes a new reference, not a longer wait
    const again = await post(user, '/api/customer/order/pay', { order_id: order, payment_method: 'bank_transfer' });
    expect(again.code).toBe(200);
    expect(again.data.bank_transfer.reference).not.toBe(res.data.bank_transfer.reference);
    expect((await orderRow(order))!.expires_at).toEqual(row.expires_at);
    const view = await as(t.app, user, { url: `/api/checkout/bank-transfer?order_id=${order}` });
    expect(view.data.payment_id).toBe(again.data.payment.id);
  });
});

describe('the transfer slip', () => {
  it("is refused for another buyer's payment, with another buyer's upload, and on a foreign order", async () => {
    const a = await placed();
    const b = await buyer(t.app, db());
    const bProof = await uploadImage(t.app, b, 'proof');
    const aProof = await uploadImage(t.app, a.user, 'proof');
    const payment_id = a.res.data.payment.id;
    expect((await post(b, '/api/checkout/bank-slip', { payment_id, proof: bProof })).code).toBe(2000019);
    const foreignProof = await post(a.user, '/api/checkout/bank-slip', { payment_id, proof: bProof });
    expect(foreignProof.code).toBe(1000008);
    expect(foreignProof.data).toMatchObject({ field: 'proof' });
    expect((await as(t.app, b, { url: `/api/checkout/bank-transfer?order_id=${a.order}` })).code).toBe(2000019);
    expect(await rows(db(), sql`SELECT id FROM bank_slips WHERE payment_id = ${payment_id}`)).toEqual([]);
    const own = await post(a.user, '/api/checkout/bank-slip', { payment_id, proof: aProof });
    expect(own.code).toBe(200);
  });

  it('is refused once the orders expired or were paid', async () => {
    const expired = await placed();
    await db().execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ${expired.order}`);
    const proof = await uploadImage(t.app, expired.user, 'proof');
    const late = await post(expired.user, '/api/checkout/bank-slip', {
      payment_id: expired.res.data.payment.id,
      proof,
    });
    expect(late.code).toBe(1500019);
    const paid = await slipped();
    expect((await decide(paid.slip, 'approve')).code).toBe(200);
    const after = await post(paid.user, '/api/checkout/bank-slip', { payment_id: paid.payment, proof: paid.proof });
    expect(after.code).toBe(1500019);
  });

  it('replaces the slip still waiting; after a rejection the buyer uploads another', async () => {
    const s = await slipped();
    const second = await uploadImage(t.app, s.user, 'proof');
    const replaced = await post(s.user, '/api/checkout/bank-slip', { payment_id: s.payment, proof: second });
    expect(replaced.data.slip).toMatchObject({ id: s.slip, proof: second, status: 'pending', transaction_id: '' });
    expect((await decide(s.slip, 'reject', 'The amount on the slip is short')).code).toBe(200);
    const notice = await one<{ type: number; status: number; message: string; ref_id: number }>(
      db(),
      sql`SELECT type, status, message, ref_id FROM notices WHERE user_id = ${s.user.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(notice).toMatchObject({
      type: 700,
      status: -1,
      message: 'The amount on the slip is short',
      ref_id: s.order,
    });
    const view = await as(t.app, s.user, { url: `/api/checkout/bank-transfer?order_id=${s.order}` });
    expect(view.data).toMatchObject({
      can_upload: true,
      slip: { status: 'rejected', decision_remark: 'The amount on the slip is short' },
    });
    expect((await orderRow(s.order))!.status).toBe('unpaid');
    const retry = await post(s.user, '/api/checkout/bank-slip', { payment_id: s.payment, proof: s.proof });
    expect(retry.data.slip).toMatchObject({ status: 'pending' });
    expect(retry.data.slip.id).not.toBe(s.slip);
    expect((await decide(retry.data.slip.id, 'approve')).code).toBe(200);
    expect((await orderRow(s.order))!.status).toBe('to_ship');
  });
});

describe('the operator confirming the transfer', () => {
  it('lists the slip in the inbox with what is needed to match the transfer', async () => {
    const s = await slipped('TRY');
    const inbox = await as(t.app, admin.token, { url: '/api/admin/inbox?type=600&page_size=100' });
    expect(inbox.code).toBe(200);
    expect(inbox.data.pending[600]).toBeGreaterThan(0);
    const item = inbox.data.items.find((i: any) => i.id === s.slip);
    expect(item).toMatchObject({
      type: 600,
      status: 'pending',
      applicant: { id: s.user.id },
      detail: {
        payment_id: s.payment,
        reference: bankReference(s.payment),
        amount: s.res.data.payment.amount,
        currency: 'TRY',
        proof: s.proof,
        transaction_id: 'TRX-1',
        order_ids: [s.order],
        orders_waiting: 1,
      },
    });
  });

  it('pays the orders once when two operators confirm at the same moment, through a sound ledger', async () => {
    const s = await slipped();
    const amount = s.res.data.payment.amount as number;
    const bankBefore = await one<{ sum: number }>(
      db(),
      sql`SELECT coalesce(sum(amount), 0)::int8 AS sum FROM postings WHERE platform_account = 'bank_received'`,
    );
    const answers = await Promise.all([decide(s.slip, 'approve'), decide(s.slip, 'approve')]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, 2000018]);
    expect(await orderRow(s.order)).toMatchObject({ status: 'to_ship', payment_status: 'paid', actual_pay: amount });
    const journals = await rows(
      db(),
      sql`SELECT id FROM journals WHERE ref_type = 'payment' AND ref_id = ${s.payment} AND kind = 'bank_transfer'`,
    );
    expect(journals).toHaveLength(1);
    const bankAfter = await one<{ sum: number }>(
      db(),
      sql`SELECT coalesce(sum(amount), 0)::int8 AS sum FROM postings WHERE platform_account = 'bank_received'`,
    );
    expect(Number(bankAfter!.sum) - Number(bankBefore!.sum)).toBe(-amount);
    expect(await one(db(), sql`SELECT status FROM payments WHERE id = ${s.payment}`)).toMatchObject({ status: 'paid' });
    const audit = await rows(
      db(),
      sql`SELECT action FROM audit_log WHERE subject_type = 'bank_slip' AND subject_id = ${s.slip}`,
    );
    expect(audit).toEqual([{ action: 'inbox.approve' }]);
    const notice = await one(
      db(),
      sql`SELECT type, status FROM notices WHERE user_id = ${s.user.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(notice).toMatchObject({ type: 700, status: 1 });
    const view = await as(t.app, s.user, { url: `/api/checkout/bank-transfer?order_id=${s.order}` });
    expect(view.data).toMatchObject({
      can_upload: false,
      expires_at: null,
      slip: { status: 'approved', outcome: 'paid' },
    });
    await expectLedgerSound(db());
  });

  it("puts the money in the buyer's wallet when the orders expired before the confirmation", async () => {
    const s = await slipped();
    const amount = s.res.data.payment.amount as number;
    await db().execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ${s.order}`);
    while ((await expireUnpaidOrders(db())) > 0);
    expect((await orderRow(s.order))!.status).toBe('cancelled');
    const before = await available(db(), s.user.id);
    expect((await decide(s.slip, 'approve', 'received on the 3rd')).code).toBe(200);
    expect(await available(db(), s.user.id)).toBe(before + amount);
    expect(await orderRow(s.order)).toMatchObject({ status: 'cancelled', actual_pay: 0 });
    const view = await as(t.app, s.user, { url: `/api/checkout/bank-transfer?order_id=${s.order}` });
    expect(view.data).toMatchObject({ can_upload: false, slip: { status: 'approved', outcome: 'wallet' } });
    await expectLedgerSound(db());
  });

  it('never leaves a waiting slip beside an approved one when the buyer sends one as the operator confirms', async () => {
    const s = await slipped();
    const [decided, sent] = await Promise.all([
      decide(s.slip, 'approve'),
      post(s.user, '/api/checkout/bank-slip', { payment_id: s.payment, proof: s.proof, transaction_id: 'TRX-2' }),
    ]);
    expect(decided.code).toBe(200);
    expect([200, 1500019]).toContain(sent.code);
    const slips = await rows<{ status: string }>(
      db(),
      sql`SELECT status FROM bank_slips WHERE payment_id = ${s.payment} ORDER BY id`,
    );
    expect(slips).toEqual([{ status: 'approved' }]);
    expect((await orderRow(s.order))!.status).toBe('to_ship');
  });

  it('refuses a slip id that is unknown or decided, and a decision by a buyer', async () => {
    const s = await slipped();
    expect((await decide(99_999_999, 'approve')).code).toBe(2000018);
    expect((await post(s.user, '/api/admin/inbox/decide', { type: 600, id: s.slip, decision: 'approve' })).code).toBe(
      2000040,
    );
    expect((await decide(s.slip, 'reject', 'no')).code).toBe(200);
    expect((await decide(s.slip, 'approve')).code).toBe(2000018);
    expect((await orderRow(s.order))!.status).toBe('unpaid');
  });
});

describe('bad input', () => {
  it('names the field and stores nothing', async () => {
    const s = await placed();
    const payment_id = s.res.data.payment.id;
    const proof = await uploadImage(t.app, s.user, 'proof');
    for (const [payload, field] of [
      [{ proof }, 'payment_id'],
      [{ payment_id: 'abc', proof }, 'payment_id'],
      [{ payment_id }, 'proof'],
      [{ payment_id, proof, transaction_id: 'a\u0000b' }, 'transaction_id'],
      [{ payment_id, proof, remark: 'x'.repeat(500) }, 'remark'],
      [{ payment_id, proof: 'uploads/proof/../../etc/passwd' }, 'proof'],
    ] as const) {
      const res = await post(s.user, '/api/checkout/bank-slip', payload);
      expect([1000008, 1000009]).toContain(res.code);
      expect(res.data).toMatchObject({ field });
    }
    expect((await as(t.app, s.user, { url: '/api/checkout/bank-transfer?order_id=x' })).data).toMatchObject({
      field: 'order_id',
    });
    expect(await rows(db(), sql`SELECT id FROM bank_slips WHERE payment_id = ${payment_id}`)).toEqual([]);
  });
});
