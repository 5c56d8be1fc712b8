// Checkout under contention, on PostgreSQL with two real server processes sharing one database:
// 50 buyers race for the last 5 units, and 20 identical submits share one idempotency key.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { available, buyer, products } from './orders-helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

describe.runIf(engine === 'postgres')('checkout races across two server processes', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const database = await testDatabase();
    t = await testApp({}, database);
    servers = await Promise.all([startServerProcess(database.url!), startServerProcess(database.url!)]);
  });
  afterAll(async () => {
    await stopServerProcesses(servers);
    await t?.close();
    await t?.database.close();
  });

  const submit = (base: string, token: string, body: Record<string, unknown>, key?: string) =>
    fetch(`${base}/api/checkout/onepage/submit`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'access-token': token,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number; data: any }>);

  it('sells exactly the last 5 units to 50 buyers at once; every other buyer gets 2000023', async () => {
    const [p] = await products(t.database.db, 1, { stock: 5, price: 1000 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(t.app, t.database.db, 10_000)));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        submit(servers[i % 2]!.base, b.token, {
          items: [{ product_id: p!.id, quantity: 1 }],
          payment_method: 'wallet',
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 2000023)).toHaveLength(45);
    const product = await one<{ stock: number; sales: number }>(
      t.database.db,
      sql`SELECT stock, (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = ${p!.id}) AS sales
          FROM products WHERE id = ${p!.id}`,
    );
    expect(product).toEqual({ stock: 0, sales: 5 });
    // refused buyers were not charged; the five winners paid their order's total
    const balances = await Promise.all(buyers.map((b) => available(t.database.db, b.id)));
    const charged = balances.filter((v) => v < 10_000);
    expect(charged).toHaveLength(5);
    for (const a of answers.filter((x) => x.code === 200)) expect(a.data.payment.amount).toBe(a.data.orders[0].price);
    await expectLedgerSound(t.database.db);
  });

  it('makes one order set and one payment from 20 identical submits with one idempotency key', async () => {
    const [a, b] = await products(t.database.db, 2, { stock: 50, price: 1000 });
    const user = await buyer(t.app, t.database.db, 100_000);
    const body = {
      items: [
        { product_id: a!.id, quantity: 1 },
        { product_id: b!.id, quantity: 2 },
      ],
      payment_method: 'wallet',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit(servers[i % 2]!.base, user.token, body, 'double-click-1')),
    );
    expect(answers.map((x) => x.code)).toEqual(Array(20).fill(200));
    const orderSets = new Set(answers.map((x) => x.data.orders.map((o: any) => o.id).join(',')));
    expect(orderSets.size).toBe(1);
    const counts = await one<{ orders: number; payments: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM orders WHERE user_id = ${user.id}) AS orders,
                 (SELECT count(*)::int FROM payments WHERE user_id = ${user.id}) AS payments`,
    );
    expect(counts).toEqual({ orders: 2, payments: 1 });
    expect(await available(t.database.db, user.id)).toBe(100_000 - answers[0]!.data.payment.amount);
    await expectLedgerSound(t.database.db);
  });
});
