// Issue 18: the production layout of docs/deploy.md — two server processes on one PostgreSQL
// database and one Redis, behind a real HAProxy (round-robin) — holds under concurrency: the
// checkout race and a random wallet mix give the same guarantees through the load balancer as in
// one process, and a ban, a cache clear and a live message reach every process. Every request of
// the scenarios goes through HAProxy; X-Served-By shows which process answered it. Test data
// (buyers, stock) is set up through an in-process app on the same database.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { SANDBOX_CARDS } from '../src/modules/payments/card-provider.ts';
import { randomAddress, registerUser } from './accounts-helpers.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { type LoadBalancer, startLoadBalancer } from './load-balancer.ts';
import { available, buyer, demoLogin, products } from './orders-helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Answer = { code: number; message: string; data: any; by: string };

describe.runIf(engine === 'postgres')('two server processes behind HAProxy', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];
  let lb: LoadBalancer;
  /** how many requests each process answered through the balancer */
  const hits = new Map<string, number>();

  beforeAll(async () => {
    const database = await testDatabase();
    t = await testApp({ REDIS_URL }, database);
    // as in production: the processes trust the balancer's X-Forwarded-For (rate limits per client)
    const env = { REDIS_URL, TRUST_PROXY: 'true', RECHARGE_DAILY_LIMIT: '1000' };
    servers = await Promise.all([startServerProcess(database.url!, env), startServerProcess(database.url!, env)]);
    lb = await startLoadBalancer(servers.map((s) => s.base));
  }, 120_000);
  afterAll(async () => {
    await lb?.stop();
    await stopServerProcesses(servers);
    await t?.close();
    await t?.database.close();
  });

  /** A request through the load balancer, from a client address of its own. */
  const send = async (
    path: string,
    opts: { token?: string; body?: Record<string, unknown>; base?: string } = {},
  ): Promise<Answer> => {
    const res = await fetch(`${opts.base ?? lb.base}${path}`, {
      method: opts.body ? 'POST' : 'GET',
      headers: {
        'x-forwarded-for': randomAddress(),
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { 'access-token': opts.token } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    });
    const by = res.headers.get('x-served-by') ?? '';
    hits.set(by, (hits.get(by) ?? 0) + 1);
    return { ...((await res.json()) as Omit<Answer, 'by'>), by };
  };
  /** Sends the same request until every process has answered it once; their answers by name. */
  const onEach = async (path: string, opts: { token?: string } = {}): Promise<Map<string, Answer>> => {
    const seen = new Map<string, Answer>();
    for (let i = 0; i < 20 && seen.size < lb.names.length; i++) {
      const a = await send(path, opts);
      if (!seen.has(a.by)) seen.set(a.by, a);
    }
    expect([...seen.keys()].sort()).toEqual(lb.names);
    return seen;
  };

  it('sells exactly the last 5 units to 50 buyers racing through the balancer; the rest get 2000023', async () => {
    const [p] = await products(t.database.db, 1, { stock: 5, price: 1000 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => buyer(t.app, t.database.db, 10_000)));
    const answers = await Promise.all(
      buyers.map((b) =>
        send('/api/checkout/onepage/submit', {
          token: b.token,
          body: { items: [{ product_id: p!.id, quantity: 1 }], payment_method: 'wallet' },
        }),
      ),
    );
    // both processes took part in the race
    expect(new Set(answers.map((a) => a.by))).toEqual(new Set(lb.names));
    expect(answers.filter((a) => a.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 2000023)).toHaveLength(45);
    const product = await one<{ stock: number; sales: number }>(
      t.database.db,
      sql`SELECT stock, (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = ${p!.id}) AS sales
          FROM products WHERE id = ${p!.id}`,
    );
    expect(product).toEqual({ stock: 0, sales: 5 });
    const balances = await Promise.all(buyers.map((b) => available(t.database.db, b.id)));
    expect(balances.filter((v) => v < 10_000)).toHaveLength(5);
    for (const [i, a] of answers.entries()) {
      expect(balances[i]).toBe(a.code === 200 ? 10_000 - a.data.payment.amount : 10_000);
    }
    await expectLedgerSound(t.database.db);
  });

  it('keeps every wallet equal to its ledger and to what the answers said, under a random mix', {
    timeout: 60_000,
  }, async () => {
    const seller = await demoLogin(t.app, 'seller@demo.test');
    const stock = await products(t.database.db, 3, {
      shopOwner: seller.id,
      stock: 10_000,
      price: 1500,
      distinctShops: false,
    });
    const users = await Promise.all(Array.from({ length: 4 }, () => buyer(t.app, t.database.db, 20_000)));
    type Op =
      | { op: 'topup'; user: number; amount: number; decline: boolean }
      | { op: 'pay'; user: number; product: number; quantity: number }
      | { op: 'cancel' | 'refund'; pick: number };
    const user = fc.nat(users.length - 1);
    const opArb: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        op: fc.constant('topup' as const),
        user,
        amount: fc.integer({ min: 500, max: 9_000 }),
        decline: fc.boolean(),
      }),
      fc.record({
        op: fc.constant('pay' as const),
        user,
        product: fc.nat(stock.length - 1),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({ op: fc.constantFrom('cancel' as const, 'refund' as const), pick: fc.nat() }),
    );
    const card = (number: string) => ({ card_number: number, exp_month: 12, exp_year: 2099, cvc: '123' });

    /** One operation through the balancer; `moved[user]` gets what its answer says the wallet gained. */
    async function run(
      op: Op,
      paid: { user: number; order: number; product: number; amount: number }[],
      moved: number[],
    ) {
      if (op.op === 'topup') {
        const res = await send('/api/bank/recharge', {
          token: users[op.user]!.token,
          body: {
            amount: op.amount,
            currency: 'USD',
            ...card(op.decline ? SANDBOX_CARDS.decline : SANDBOX_CARDS.approve),
          },
        });
        expect(res.code).toBe(op.decline ? 1500019 : 200);
        if (res.code === 200) moved[op.user]! += res.data.credited;
      } else if (op.op === 'pay') {
        const product = stock[op.product]!.id;
        const res = await send('/api/checkout/onepage/submit', {
          token: users[op.user]!.token,
          body: { items: [{ product_id: product, quantity: op.quantity }], payment_method: 'wallet' },
        });
        expect([200, 2000022]).toContain(res.code);
        if (res.code !== 200) return;
        moved[op.user]! -= res.data.payment.amount;
        paid.push({ user: op.user, order: res.data.orders[0].id, product, amount: res.data.payment.amount });
      } else {
        // an order is taken off the list when picked, so no two operations of a batch share one
        if (!paid.length) return;
        const [o] = paid.splice(op.pick % paid.length, 1);
        const token = users[o!.user]!.token;
        if (op.op === 'cancel') {
          const res = await send('/api/customer/order/cancel', { token, body: { order_id: o!.order } });
          expect(res.code).toBe(200);
          moved[o!.user]! += o!.amount;
          return;
        }
        for (const step of ['ship', 'deliver']) {
          const res = await send(`/api/seller/order/${step}`, {
            token: seller.token,
            body: { order_id: o!.order, ...(step === 'ship' ? { log_sn: 'LB-1' } : {}) },
          });
          expect(res.code).toBe(200);
        }
        const applied = await send('/api/customer/refund/apply', {
          token,
          body: {
            order_id: o!.order,
            items: JSON.stringify([{ product_id: o!.product, quantity: 1 }]),
            reason: 'broken',
          },
        });
        expect(applied.code).toBe(200);
        const decided = await send('/api/seller/refund/decide', {
          token: seller.token,
          body: { id: applied.data.id, approve: true },
        });
        expect(decided.code).toBe(200);
        moved[o!.user]! += decided.data.amount;
      }
    }

    const before = new Map(hits);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 5 }),
        async (batches) => {
          const start = await Promise.all(users.map((u) => available(t.database.db, u.id)));
          const moved = users.map(() => 0);
          const paid: { user: number; order: number; product: number; amount: number }[] = [];
          for (const batch of batches) await Promise.all(batch.map((op) => run(op, paid, moved)));
          // each wallet moved exactly as its answers said: nothing lost, nothing twice
          const now = await Promise.all(users.map((u) => available(t.database.db, u.id)));
          expect(now).toEqual(start.map((s, i) => s + moved[i]!));
          const unbalanced = await rows(
            t.database.db,
            sql`SELECT a.id FROM wallet_accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id
                GROUP BY a.id, a.available, a.frozen
                HAVING a.available <> coalesce(sum(l.available_delta), 0) OR a.frozen <> coalesce(sum(l.frozen_delta), 0)
                  OR a.available < 0 OR a.frozen < 0`,
          );
          expect(unbalanced).toEqual([]);
          await expectLedgerSound(t.database.db);
        },
      ),
      {
        numRuns: 4,
        // one mix that surely moves money every way, besides the random ones
        examples: [
          [
            [
              [
                { op: 'topup', user: 0, amount: 5_000, decline: false },
                { op: 'topup', user: 1, amount: 5_000, decline: true },
                { op: 'pay', user: 0, product: 0, quantity: 2 },
                { op: 'pay', user: 1, product: 1, quantity: 1 },
              ],
              [
                { op: 'cancel', pick: 0 },
                { op: 'refund', pick: 0 },
              ],
            ],
          ],
        ],
      },
    );
    // the mix went through both processes and moved money every way
    for (const name of lb.names) expect(hits.get(name) ?? 0, name).toBeGreaterThan(before.get(name) ?? 0);
    const kinds = await rows<{ kind: string }>(
      t.database.db,
      sql`SELECT DISTINCT l.kind FROM ledger_entries l JOIN wallet_accounts a ON a.id = l.account_id
          WHERE a.user_id IN (${sql.join(
            users.map((u) => sql`${u.id}`),
            sql`, `,
          )})`,
    );
    expect(kinds.map((k) => k.kind)).toEqual(expect.arrayContaining(['card_topup', 'payment', 'refund']));
  });

  it('refuses a banned person’s next request on either process', async () => {
    const person = await registerUser(t.app);
    // signed in and served by both processes (a cache of the session would be warm in each)
    for (const a of (await onEach('/api/customer/info/get_userinfo', { token: person.token })).values()) {
      expect(a.code).toBe(200);
    }
    const admin = await send('/api/customer/login/account', {
      body: { email: 'admin@demo.test', password: 'demo1234' },
    });
    const banned = await send(`/api/admin/users/${person.id}/ban`, {
      token: admin.data['access-token'],
      body: { reason: 'Load balancer test' },
    });
    expect(banned.code).toBe(200);
    for (const a of (await onEach('/api/customer/info/get_userinfo', { token: person.token })).values()) {
      expect(a.code, `process ${a.by}`).toBe(2000017);
    }
  });

  it('serves fresh data from every process after one cache clear', async () => {
    const path = '/api/category/cameras/1?sort=price_asc&page_size=1';
    const first = (a: Answer) => a.data.products.items[0] as { id: number; price: number };
    const warm = await onEach(path);
    const before = first(warm.get('a')!);
    expect(first(warm.get('b')!)).toEqual(before);
    // a change the cache does not hear of: both processes still answer the cached page
    await t.database.db.execute(sql`UPDATE products SET price = price + 1 WHERE id = ${before.id}`);
    for (const a of (await onEach(path)).values()) expect(first(a).price, `process ${a.by}`).toBe(before.price);

    const cleared = await send('/api/customer/product/clear_product_cache');
    expect(cleared.data).toEqual({ cleared: true });
    // the process that took the clear dropped its cache at once, the other hears it through Redis
    await expect
      .poll(async () => [...(await onEach(path)).values()].map((a) => first(a).price), { timeout: 3000 })
      .toEqual([before.price + 1, before.price + 1]);
  });

  it('delivers a message sent through one process to a stream held open through the balancer on the other', async () => {
    const login = async (email: string): Promise<string> =>
      (await send('/api/customer/login/account', { body: { email, password: 'demo1234' } })).data['access-token'];
    const [buyerToken, sellerToken] = [await login('buyer@demo.test'), await login('seller@demo.test')];
    const shop = await one<{ id: number }>(
      t.database.db,
      sql`SELECT s.id FROM shops s JOIN users u ON u.id = s.owner_id WHERE u.email = 'seller@demo.test' ORDER BY s.id LIMIT 1`,
    );
    const opened = await send('/api/customer/conversations', {
      token: buyerToken,
      body: { shop_id: shop!.id, text: 'Behind a balancer?' },
    });
    expect(opened.code).toBe(200);

    const controller = new AbortController();
    // a message that never arrives fails the test in seconds, not at the test's timeout
    const timer = setTimeout(() => controller.abort(), 10_000);
    const res = await fetch(`${lb.base}/api/customer/conversations/stream`, {
      headers: { 'access-token': buyerToken, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const holder = res.headers.get('x-served-by')!;
    const other = servers[lb.names.indexOf(holder) === 0 ? 1 : 0]!;
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const until = async (text: string) => {
      while (!seen.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        seen += decoder.decode(value);
      }
    };
    try {
      await until('event: ready');
      // straight to the process that does not hold the stream
      const answered = await send(`/api/seller/conversations/${opened.data.id}/messages`, {
        base: other.base,
        token: sellerToken,
        body: { text: 'Yes, through Redis and HAProxy.' },
      });
      expect(answered.code).toBe(200);
      await until('Yes, through Redis and HAProxy.');
      expect(seen).toContain(`"conversation_id":${opened.data.id}`);
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  });
});
