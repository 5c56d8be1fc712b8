// A card payment that the processor approves after the order has already expired: the money must
// not vanish. The sandbox processor is wrapped so the expiry job runs while the charge is in flight
// (the card processor is the external adapter; our own system runs for real).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { expireUnpaidOrders } from '../src/modules/orders/order-jobs.ts';
import { type CardProvider, sandboxProvider } from '../src/modules/payments/card-provider.ts';
import { as } from './accounts-helpers.ts';
import { type TestApp, testApp, testDatabase } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { available, buyer, CARD, products } from './orders-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  const database = await testDatabase();
  const sandbox = sandboxProvider();
  const slow: CardProvider = {
    name: 'sandbox',
    async charge(request) {
      // the buyer took too long: the order expires (stock back) before the processor answers
      await database.db.execute(
        sql`UPDATE orders SET expires_at = now() - interval '1 minute'
            WHERE payment_id = ${Number(request.reference.replace('payment-', ''))}`,
      );
      await expireUnpaidOrders(database.db);
      return sandbox.charge(request);
    },
  };
  t = await testApp({}, database, slow);
});
afterAll(async () => {
  await t.close();
  await t.database.close();
});

describe('card approved after the order closed', () => {
  it('answers 1500019 and credits the charged amount to the wallet', async () => {
    const user = await buyer(t.app, t.database.db);
    const [p] = await products(t.database.db, 1, { stock: 5, price: 2500 });
    const res = await as(t.app, user, {
      method: 'POST',
      url: '/api/checkout/onepage/submit',
      payload: { items: JSON.stringify([{ product_id: p!.id, quantity: 2 }]), payment_method: 'card', ...CARD },
    });
    expect(res.code).toBe(1500019);
    const order = res.data.orders[0];
    expect(order.status).toBe('cancelled');
    expect(await available(t.database.db, user.id)).toBe(order.price);
    const stock = await one<{ stock: number }>(t.database.db, sql`SELECT stock FROM products WHERE id = ${p!.id}`);
    expect(stock!.stock).toBe(5);
    // the card's money went to the wallet in one journal, from card_received
    await expectLedgerSound(t.database.db);
  });
});
