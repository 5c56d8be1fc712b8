// Stock rises only through an approved stock-in (notice 300), decided once from the inbox; a seller
// lowers stock with a recorded reason; other sellers' products are refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { marketplace, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;
let admin: Session;
let seller: Session;
let productId: number;
beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
  const p = await one<{ id: number }>(
    t.database.db,
    sql`SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id WHERE s.owner_id = ${seller.id} ORDER BY p.id LIMIT 1`,
  );
  productId = p!.id;
});
afterAll(() => t.close());

const stockOf = async (id: number) =>
  (await one<{ stock: number }>(t.database.db, sql`SELECT stock FROM products WHERE id = ${id}`))!.stock;
const ask = (token: string, payload: Record<string, unknown>) =>
  as(t.app, token, { method: 'POST', url: '/api/seller/stock-in', payload });
const decide = (id: number, decision: 'approve' | 'reject', remark = '') =>
  as(t.app, admin.token, {
    method: 'POST',
    url: '/api/admin/inbox/decide',
    payload: { type: 300, id, decision, remark },
  });

describe('stock-in', () => {
  it('adds the quantity when an operator approves, once, with notice and audit', async () => {
    const before = await stockOf(productId);
    const asked = await ask(seller.token, {
      product_id: productId,
      quantity: 25,
      note: 'Spring delivery',
      waybill: 'SF123',
      expected_at: '2026-12-01',
    });
    expect(asked.code).toBe(200);
    expect(asked.data).toMatchObject({ status: 'pending', quantity: 25, waybill: 'SF123', expected_at: '2026-12-01' });
    expect(asked.data.product_name).not.toBe('');
    expect(await stockOf(productId)).toBe(before);
    const mine = await as(t.app, seller.token, { url: '/api/seller/stock-in?status=pending' });
    expect(mine.data.items.map((r: { id: number }) => r.id)).toContain(asked.data.id);
    const inbox = await as(t.app, admin.token, { url: '/api/admin/inbox?type=300' });
    expect(inbox.data.items.find((i: { id: number }) => i.id === asked.data.id)).toMatchObject({
      type: 300,
      applicant: { id: seller.id },
      detail: { product_id: productId, quantity: 25, stock: before },
    });
    expect(inbox.data.pending[300]).toBeGreaterThanOrEqual(1);

    const answers = await Promise.all([decide(asked.data.id, 'approve', 'Received'), decide(asked.data.id, 'approve')]);
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, 2000018]);
    expect(await stockOf(productId)).toBe(before + 25);
    const notices = await rows<{ status: number }>(
      t.database.db,
      sql`SELECT status FROM notices WHERE user_id = ${seller.id} AND type = 300 AND ref_id = ${asked.data.id} ORDER BY id`,
    );
    expect(notices.map((n) => n.status)).toEqual([0, 1]);
    const audit = await rows(
      t.database.db,
      sql`SELECT after FROM audit_log WHERE subject_type = 'stock_in' AND subject_id = ${asked.data.id}`,
    );
    expect(audit).toEqual([{ after: { status: 'approved', stock: before + 25 } }]);
  });

  it('leaves stock alone on a rejection', async () => {
    const before = await stockOf(productId);
    const asked = await ask(seller.token, { product_id: productId, quantity: 5 });
    expect((await decide(asked.data.id, 'reject', 'No waybill')).code).toBe(200);
    expect(await stockOf(productId)).toBe(before);
    const mine = await as(t.app, seller.token, { url: `/api/seller/stock-in?product_id=${productId}&status=rejected` });
    expect(mine.data.items[0]).toMatchObject({ id: asked.data.id, decision_remark: 'No waybill' });
  });

  it("refuses another seller's product and keeps each seller's list their own", async () => {
    const other = await otherSeller(t.app, t.database.db);
    expect((await ask(seller.token, { product_id: other.product, quantity: 3 })).code).toBe(2000019);
    const theirs = await ask(other.token, { product_id: other.product, quantity: 3 });
    expect(theirs.code).toBe(200);
    const mine = await as(t.app, seller.token, { url: '/api/seller/stock-in?page_size=100' });
    expect(mine.data.items.some((r: { id: number }) => r.id === theirs.data.id)).toBe(false);
    const customer = await registerUser(t.app);
    expect((await ask(customer.token, { product_id: productId, quantity: 1 })).code).toBe(2000040);
    expect((await ask(seller.token, { product_id: productId, quantity: 0 })).code).toBe(1000008);
    expect(
      (await ask(seller.token, { product_id: productId, quantity: 1, expected_at: '2026-02-30' })).data.field,
    ).toBe('expected_at');
  });
});

describe('lowering stock', () => {
  it('takes units off with a reason, recorded, never below zero', async () => {
    const before = await stockOf(productId);
    const lower = (payload: Record<string, unknown>) =>
      as(t.app, seller.token, { method: 'POST', url: '/api/seller/stock/lower', payload });
    expect(
      (await lower({ product_id: productId, quantity: 2, reason: 'Two units damaged in the store' })).data,
    ).toEqual({
      product_id: productId,
      stock: before - 2,
    });
    expect((await lower({ product_id: productId, quantity: before + 1, reason: 'Count' })).code).toBe(2000023);
    expect((await lower({ product_id: productId, quantity: 1 })).code).toBe(1000009);
    const other = await otherSeller(t.app, t.database.db);
    expect((await lower({ product_id: other.product, quantity: 1, reason: 'Not mine' })).code).toBe(2000019);
    const recorded = await rows(
      t.database.db,
      sql`SELECT delta, reason, stock_after FROM stock_adjustments WHERE product_id = ${productId} AND delta < 0`,
    );
    expect(recorded).toEqual([{ delta: -2, reason: 'Two units damaged in the store', stock_after: before - 2 }]);
  });
});

describe('stock history', () => {
  it("lists the seller's recorded changes, newest first, by product, and none of another seller's", async () => {
    const lowered = await as(t.app, seller.token, {
      method: 'POST',
      url: '/api/seller/stock/lower',
      payload: { product_id: productId, quantity: 1, reason: 'Shelf sample' },
    });
    expect(lowered.code).toBe(200);
    const asked = await ask(seller.token, { product_id: productId, quantity: 4 });
    expect((await decide(asked.data.id, 'approve', 'Counted')).code).toBe(200);
    const mine = await as(t.app, seller.token, { url: `/api/seller/stock/adjustments?product_id=${productId}` });
    expect(mine.code).toBe(200);
    expect(mine.data.items.slice(0, 2)).toMatchObject([
      {
        product_id: productId,
        delta: 4,
        ref_type: 'stock_in',
        ref_id: asked.data.id,
        stock_after: lowered.data.stock + 4,
      },
      { product_id: productId, delta: -1, reason: 'Shelf sample', ref_type: '', stock_after: lowered.data.stock },
    ]);
    expect(mine.data.items[0].product_name).not.toBe('');
    expect(mine.data.total).toBe(mine.data.items.length);

    const other = await otherSeller(t.app, t.database.db);
    const theirs = await as(t.app, other.token, {
      method: 'POST',
      url: '/api/seller/stock/lower',
      payload: { product_id: other.product, quantity: 1, reason: 'Their own' },
    });
    expect(theirs.code).toBe(200);
    const all = await as(t.app, seller.token, { url: '/api/seller/stock/adjustments?page_size=100' });
    expect(all.data.items.some((a: { product_id: number }) => a.product_id === other.product)).toBe(false);
    const peek = await as(t.app, seller.token, { url: `/api/seller/stock/adjustments?product_id=${other.product}` });
    expect(peek.data).toMatchObject({ items: [], total: 0 });
    const customer = await registerUser(t.app);
    expect((await as(t.app, customer.token, { url: '/api/seller/stock/adjustments' })).code).toBe(2000040);
  });
});
