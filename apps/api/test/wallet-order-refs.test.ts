// The wallet history names the order behind a posting (issue 17, fault 2): a wallet payment and
// the refund of its cancellation carry the order's id; postings without an order carry none, and
// another buyer's history shows nothing of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { marketplace, orderOf, type Session } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  ({ t, seller } = await marketplace());
});
afterAll(() => t.close());

type Entry = { kind: string; ref_type: string; order_ids: number[] };

describe('wallet history order references', () => {
  it('gives the payment and the cancellation refund the order id, and other postings none', async () => {
    const { user, order } = await orderOf(t.app, t.database.db, seller);
    const cancelled = await as(t.app, user, {
      method: 'POST',
      url: '/api/customer/order/cancel',
      payload: { order_id: order.id, cancel_remark: 'changed my mind' },
    });
    expect(cancelled.code).toBe(200);
    const ledger = await as(t.app, user, { url: '/api/customer/info/transaction_details' });
    const items = ledger.data.items as Entry[];
    expect(items.find((e) => e.kind === 'payment')?.order_ids).toEqual([order.id]);
    expect(items.find((e) => e.kind === 'refund')?.order_ids).toEqual([order.id]);
    for (const e of items.filter((x) => x.kind !== 'payment' && x.kind !== 'refund')) expect(e.order_ids).toEqual([]);

    const stranger = await registerUser(t.app);
    const theirs = await as(t.app, stranger, { url: '/api/customer/info/transaction_details' });
    expect(theirs.data.items).toEqual([]);
  });
});
