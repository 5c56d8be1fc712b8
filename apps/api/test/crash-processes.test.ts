// Issue 18, crash safety: a server process is killed with SIGKILL in the middle of a checkout load
// on PostgreSQL, restarted at the same address, and every buyer retries the request whose answer
// was lost with the same Idempotency-Key. Afterwards nothing is half done: every order has its lines
// and its paid payment, each wallet was debited exactly its orders' totals (nothing lost, nothing
// twice), stock plus units sold is the stock before, the ledger balances, and a retry of any request
// answers what it answered before.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { expectLedgerSound } from './ledger-invariants.ts';
import { available, buyer, products } from './orders-helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

const BUYERS = 20;
const CHECKOUTS = 5; // each buyer's, one after another, each with a key of its own
const STOCK = 1000;
const BALANCE = 1_000_000;

type Answer = { code: number; message: string; data: any };
interface Planned {
  buyer: number;
  key: string;
  body: Record<string, unknown>;
  answer?: Answer;
}

describe.runIf(engine === 'postgres')('a server process killed mid-checkout', () => {
  let t: TestApp;
  let url: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const database = await testDatabase();
    url = database.url!;
    t = await testApp({}, database);
    // buyers from many addresses are not rate-limited as one; the test's client is one address
    server = await startServerProcess(url, { RATE_LIMITS: 'false' });
  }, 120_000);
  afterAll(async () => {
    await stopServerProcesses([server]);
    await t?.close();
    await t?.database.close();
  });

  const submit = async (base: string, token: string, p: Planned): Promise<Answer> => {
    const res = await fetch(`${base}/api/checkout/onepage/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': token, 'idempotency-key': p.key },
      body: JSON.stringify(p.body),
    });
    return (await res.json()) as Answer;
  };

  it('leaves no partial order, no lost or double charge, and answers retries as before', {
    timeout: 90_000,
  }, async () => {
    const db = t.database.db;
    const started = performance.now();
    const took: Record<string, number> = {};
    const mark = (phase: string) => (took[phase] = Math.round(performance.now() - started));
    const stock = await products(db, 4, { stock: STOCK, price: 1000 });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => buyer(t.app, db, BALANCE)));
    // each checkout buys from two shops (two orders under one payment), 1–3 units of each
    const plans: Planned[][] = buyers.map((_, b) =>
      Array.from({ length: CHECKOUTS }, (_, k) => ({
        buyer: b,
        key: `crash-${b}-${k}`,
        body: {
          items: [0, 1].map((i) => ({
            product_id: stock[(b + k + i) % stock.length]!.id,
            quantity: 1 + ((b * 7 + k * 3 + i) % 3),
          })),
          payment_method: 'wallet',
        },
      })),
    );
    const all = plans.flat();
    mark('buyers');

    // the load: every buyer at once, each checkout after the last one's answer; the server is
    // killed when a third of them are answered, with the others in flight or still to come
    const first = server!;
    let answered = 0;
    let killed = false;
    const lost: Planned[] = [];
    await Promise.all(
      plans.map(async (mine) => {
        for (const p of mine) {
          try {
            p.answer = await submit(first.base, buyers[p.buyer]!.token, p);
          } catch {
            lost.push(p); // no answer: the buyer does not know whether it was placed
            return;
          }
          expect(p.answer.code).toBe(200);
          if (++answered >= all.length / 3 && !killed) {
            killed = true;
            first.proc.kill('SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    expect(lost.length).toBeGreaterThan(0);
    await new Promise((r) =>
      first.proc.exitCode !== null || first.proc.signalCode ? r(null) : first.proc.once('exit', r),
    );
    expect(first.proc.signalCode).toBe('SIGKILL');
    mark('load and kill');
    // the lost requests whose transaction had committed before the kill: their retries must find
    // the stored answer, not buy again
    const committed = await rows<{ key: string }>(
      db,
      sql`SELECT key FROM idempotency_keys WHERE scope = 'submit' AND key IN (${sql.join(
        lost.map((p) => sql`${p.key}`),
        sql`, `,
      )}) AND response IS NOT NULL`,
    );
    const before = new Set((await rows<{ id: string }>(db, sql`SELECT id::text FROM orders`)).map((o) => Number(o.id)));

    // restarted at the same address; each buyer retries what was lost, then goes on
    server = await startServerProcess(url, { RATE_LIMITS: 'false', PORT: new URL(first.base).port });
    const base = server.base;
    mark('restart');
    await Promise.all(
      plans.map(async (mine) => {
        for (const p of mine) {
          if (p.answer) continue;
          p.answer = await submit(base, buyers[p.buyer]!.token, p);
          expect(p.answer.code, p.key).toBe(200);
        }
      }),
    );
    mark('retries');
    // a retry that found a stored answer placed nothing new: it answered the orders placed before
    // the kill; every other retry placed its orders now
    const keysDone = new Set(committed.map((c) => c.key));
    for (const p of lost) {
      const ids: number[] = p.answer!.data.orders.map((o: { id: number }) => Number(o.id));
      expect(
        ids.map((id) => before.has(id)),
        p.key,
      ).toEqual(ids.map(() => keysDone.has(p.key)));
    }

    // any request sent again with its key answers what it answered, and changes nothing
    await Promise.all(
      plans.map(async (mine) => {
        for (const p of mine) expect(await submit(base, buyers[p.buyer]!.token, p), p.key).toEqual(p.answer);
      }),
    );

    mark('replays');
    const ids = buyers.map((b) => b.id);
    const inBuyers = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // every checkout placed exactly its two orders; no order without its lines or a paid payment
    const orders = await rows<{ id: number; user_id: number; actual_pay: number; lines: number; paid: boolean }>(
      db,
      sql`SELECT o.id, o.user_id, o.actual_pay::int8 AS actual_pay,
                 (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS lines,
                 (p.status = 'paid' AND o.payment_status = 'paid' AND o.status = 'to_ship') AS paid
          FROM orders o LEFT JOIN payments p ON p.id = o.payment_id WHERE o.user_id IN (${inBuyers})`,
    );
    expect(orders).toHaveLength(all.length * 2);
    expect(orders.filter((o) => o.lines !== 1 || !o.paid)).toEqual([]);
    const answeredIds = all.flatMap((p) => p.answer!.data.orders.map((o: { id: number }) => Number(o.id)));
    expect(new Set(answeredIds).size).toBe(orders.length);
    expect(orders.map((o) => Number(o.id)).sort()).toEqual([...answeredIds].sort());
    // each wallet was debited exactly its orders' totals, and each payment is what its answer said
    for (const [i, b] of buyers.entries()) {
      const mine = orders.filter((o) => Number(o.user_id) === b.id);
      const total = mine.reduce((s, o) => s + Number(o.actual_pay), 0);
      expect(BALANCE - (await available(db, b.id)), `buyer ${i}`).toBe(total);
      const said = plans[i]!.reduce((s, p) => s + p.answer!.data.payment.amount, 0);
      expect(said).toBe(total);
    }
    // stock and sales add up to the stock before, product by product
    for (const p of stock) {
      const row = await one<{ stock: number; sold: number }>(
        db,
        sql`SELECT stock, (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE product_id = ${p.id}) AS sold
            FROM products WHERE id = ${p.id}`,
      );
      expect(row!.stock + row!.sold).toBe(STOCK);
    }
    await expectLedgerSound(db);
    mark('checks');
    console.info(
      `crash: ${answered} of ${all.length} answered before SIGKILL, ${lost.length} lost in flight, ${committed.length} of them committed; ms since start: ${JSON.stringify(took)}`,
    );
  });
});
