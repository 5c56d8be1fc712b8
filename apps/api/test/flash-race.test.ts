// A flash deal under contention, on PostgreSQL with two real server processes sharing one database:
// 30 buyers race for a deal of 4 units (stock 100). The deal's sold counter is taken by a
// conditional UPDATE in the checkout's transaction, so never more than 4 units sell at the deal
// price; a buyer who lost the race pays the regular price or is told 2000072, never the deal price.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { buyer, products } from './orders-helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

describe.runIf(engine === 'postgres')('flash deal races across two server processes', () => {
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

  const submit = (base: string, token: string, body: Record<string, unknown>) =>
    fetch(`${base}/api/checkout/onepage/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ code: number; data: any }>);

  it('never sells more units at the deal price than the deal has', async () => {
    const [p] = await products(t.database.db, 1, { stock: 100, price: 1000 });
    const deal = await one<{ id: number }>(
      t.database.db,
      sql`INSERT INTO flash_deals (slug, starts_at, ends_at) VALUES ('race-test', now() - interval '1 hour', now() + interval '1 hour')
          RETURNING id`,
    );
    await t.database.db.execute(
      sql`INSERT INTO flash_deal_translations (flash_deal_id, lang, title) VALUES (${deal!.id}, 'en', 'Race')`,
    );
    await t.database.db.execute(
      sql`INSERT INTO flash_deal_items (flash_deal_id, product_id, deal_price, quantity_cap)
          VALUES (${deal!.id}, ${p!.id}, 600, 4)`,
    );
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyer(t.app, t.database.db, 10_000)));
    const answers = await Promise.all(
      buyers.map((b, i) =>
        submit(servers[i % 2]!.base, b.token, {
          items: [{ product_id: p!.id, quantity: 1 }],
          payment_method: 'wallet',
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    // each buyer either bought (at one price or the other) or was told the deal sold out meanwhile
    expect(codes.every((c) => c === 200 || c === 2000072)).toBe(true);
    const prices = answers.filter((a) => a.code === 200).map((a) => a.data.orders[0].items[0].price as number);
    expect(prices.filter((x) => x === 600)).toHaveLength(4);
    expect(prices.every((x) => x === 600 || x === 1000)).toBe(true);
    const counted = await one<{ sold: number; at_deal: number; all: number; stock: number }>(
      t.database.db,
      sql`SELECT (SELECT sold FROM flash_deal_items WHERE flash_deal_id = ${deal!.id}) AS sold,
                 (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = ${p!.id} AND flash_deal_id = ${deal!.id})
                   AS at_deal,
                 (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = ${p!.id}) AS all,
                 (SELECT stock FROM products WHERE id = ${p!.id}) AS stock`,
    );
    expect(counted).toEqual({ sold: 4, at_deal: 4, all: prices.length, stock: 100 - prices.length });
    await expectLedgerSound(t.database.db);
  });
});
