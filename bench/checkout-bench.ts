// Checkout throughput on PostgreSQL (issue 18): many buyers at once, each placing orders one after
// another through POST /api/checkout/onepage/submit, paid from the wallet, each with an
// Idempotency-Key of its own. Prints orders per second and submit's p50/p95/p99 for two mixes:
//   - spread: each checkout buys one unit of one of 200 products of different shops, no two
//     buyers the same product (with more buyers than products, some share);
//   - one product: every buyer buys the same product (all wait on its row lock);
// beside a raw node:http baseline answering a body of the same size, loaded by the same client in
// the same run. Runs on a throw-away copy of the benchmark catalogue (bench/catalogue.ts), then
// checks that the ledger sums to zero and that no stock went below zero.
// Usage: npm run bench:checkout [-- --buyers 50 --duration 10 --products 100000]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openPostgres } from '../apps/api/src/db/client.ts';
import { accountId, postJournal } from '../apps/api/src/modules/ledger/ledger.service.ts';
import { BENCH_URL, copyCatalogue, ensureCatalogue, startApi, startScript, waitFor } from './catalogue.ts';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    products: { type: 'string', default: '100000' },
    'db-pool': { type: 'string', default: '10' },
  },
});
const BUYERS = Number(values.buyers);
const DURATION_MS = Number(values.duration) * 1000;
const API_PORT = 3920;
const BASE_PORT = 3921;
const BALANCE = 1_000_000_000; // minor units: no buyer runs dry during a run

interface Run {
  requests: number;
  orders: number;
  failed: Map<string, number>;
  ms: number[];
  seconds: number;
}

/**
 * `workers` loops at once, each sending its next request as soon as the last one answered, for
 * `duration` ms; `send(worker, n)` makes one request and answers how many orders it placed
 * (a failure is a string naming what went wrong).
 */
async function closedLoop(
  workers: number,
  send: (w: number, n: number) => Promise<number | string>,
  duration = DURATION_MS,
): Promise<Run> {
  const run: Run = { requests: 0, orders: 0, failed: new Map(), ms: [], seconds: 0 };
  const t0 = performance.now();
  const end = t0 + duration;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let n = 0; performance.now() < end; n++) {
        const s = performance.now();
        const placed = await send(w, n).catch((e: Error) => `network: ${e.message}`);
        run.ms.push(performance.now() - s);
        run.requests++;
        if (typeof placed === 'number') run.orders += placed;
        else run.failed.set(placed, (run.failed.get(placed) ?? 0) + 1);
      }
    }),
  );
  run.seconds = (performance.now() - t0) / 1000;
  return run;
}

const pct = (ms: number[], p: number) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};

interface Buyer {
  id: number;
  token: string;
}

async function call(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: any };
}

/** A buyer registered through the API, with a default address (money comes from fund()). */
async function makeBuyer(base: string, i: number): Promise<Buyer> {
  const email = `bench-buyer-${i}-${Date.now()}@example.test`;
  const password = 'correct horse battery';
  const reg = await call(base, '/api/customer/register/account', {
    name: `Bench Buyer ${i}`,
    phone: '+34 600 000 000',
    email,
    password,
    confirm_password: password,
    agree: 'true',
  });
  if (reg.code !== 200) throw new Error(`register: ${reg.code} ${reg.message}`);
  const token: string = reg.data['access-token'];
  const address = await call(
    base,
    '/api/checkout/onepage/addressadd',
    {
      name: `Bench Buyer ${i}`,
      street: `${i} Calle Mayor`,
      postal_code: '28001',
      city: 'Madrid',
      state: 'Madrid',
      country: 'ES',
      phone: '+34 600 000 001',
      email,
      is_default: true,
    },
    { 'access-token': token },
  );
  if (address.code !== 200) throw new Error(`address: ${address.code} ${address.message}`);
  return { id: reg.data.user.id, token };
}

/**
 * Money in each buyer's wallet the way an operator's adjustment brings it: one balanced journal
 * through the ledger module, the wallet's row updated in the same transaction (the API has no
 * route that gives money away).
 */
async function fund(url: string, buyers: Buyer[]) {
  const database = await openPostgres(url, 2);
  try {
    for (const b of buyers)
      await database.db.transaction(async (tx) => {
        await postJournal(tx, {
          kind: 'adjustment',
          memo: 'benchmark money',
          lines: [
            { platform: 'adjustments', amount: -BALANCE },
            { account: (await accountId(tx, b.id, 'customer'))!, available: BALANCE, direction: 'income' },
          ],
        });
      });
  } finally {
    await database.close();
  }
}

/** Active products of distinct shops outside flash deals, given stock that no run exhausts. */
async function pickProducts(db: pg.Client, count: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT DISTINCT ON (p.shop_id) p.id FROM products p JOIN shops s ON s.id = p.shop_id
     WHERE p.status = 'active' AND s.status = 'active'
       AND NOT EXISTS (SELECT 1 FROM flash_deal_items f WHERE f.product_id = p.id)
     ORDER BY p.shop_id, p.id LIMIT $1`,
    [count],
  );
  await db.query('UPDATE products SET stock = 10000000 WHERE id = ANY($1)', [rows.map((r) => r.id)]);
  return rows.map((r) => Number(r.id));
}

/** What a run must leave behind: journals summing to zero, no stock below zero. */
async function checkSound(db: pg.Client): Promise<string> {
  const { rows } = await db.query<{ unbalanced: number; total: string; negative: number; orders: number }>(
    `SELECT (SELECT count(*)::int FROM (SELECT journal_id FROM postings GROUP BY journal_id
                                        HAVING sum(amount) <> 0) j) AS unbalanced,
            (SELECT coalesce(sum(amount), 0)::text FROM postings) AS total,
            (SELECT count(*)::int FROM products WHERE stock < 0) AS negative,
            (SELECT count(*)::int FROM orders) AS orders`,
  );
  const r = rows[0]!;
  return `${r.orders} orders; ${r.unbalanced} unbalanced journals, ledger total ${r.total}, ${r.negative} products below zero stock`;
}

async function main() {
  await ensureCatalogue(BENCH_URL, Number(values.products));
  const copy = await copyCatalogue(BENCH_URL, 'checkout');
  const server = startApi(copy.url, API_PORT, {
    RATE_LIMITS: 'off',
    ORDER_JOB_SECONDS: '0',
    DB_POOL_MAX: values['db-pool']!,
  });
  const baseline = startScript('bench/baseline-server.ts', { PORT: String(BASE_PORT) });
  const db = new pg.Client({ connectionString: copy.url });
  const stop = () => {
    server.kill('SIGTERM');
    baseline.kill('SIGTERM');
  };
  process.once('exit', stop);
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/api/health/ready`);
    await waitFor(`http://127.0.0.1:${BASE_PORT}/`);
    await db.connect();
    const api = `http://127.0.0.1:${API_PORT}`;
    const buyers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => makeBuyer(api, i)));
    await fund(copy.url, buyers);
    const products = await pickProducts(db, 200);

    const submit = async (b: Buyer, productId: number, key: string) => {
      const a = await call(
        api,
        '/api/checkout/onepage/submit',
        { items: [{ product_id: productId, quantity: 1 }], payment_method: 'wallet' },
        { 'access-token': b.token, 'idempotency-key': key },
      );
      return a.code === 200 ? (a.data.orders as unknown[]).length : `code ${a.code}: ${a.message}`;
    };
    // a warm-up that is not counted: connections, prepared plans, the first orders' pages
    await closedLoop(BUYERS, (w, n) => submit(buyers[w]!, products[n % products.length]!, `warm-${w}-${n}`), 2000);
    const spread = await closedLoop(BUYERS, (w, n) =>
      // each buyer keeps to products of its own, so no two buyers wait on one product's row lock
      submit(buyers[w]!, products[(w + BUYERS * n) % products.length]!, `spread-${w}-${n}`),
    );
    const hot = await closedLoop(BUYERS, (w, n) => submit(buyers[w]!, products[0]!, `hot-${w}-${n}`));
    // the baseline answers as many bytes as one submit's answer
    const sample = await fetch(`${api}/api/checkout/onepage/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'access-token': buyers[0]!.token },
      body: JSON.stringify({ items: [{ product_id: products[0], quantity: 1 }], payment_method: 'wallet' }),
    });
    const size = (await sample.arrayBuffer()).byteLength;
    const base = await closedLoop(BUYERS, async () => {
      const res = await fetch(`http://127.0.0.1:${BASE_PORT}/?size=${size}`);
      await res.arrayBuffer();
      return res.ok ? 1 : `status ${res.status}`;
    });
    const sound = await checkSound(db);
    const load1 = (await import('node:os')).loadavg()[0]!.toFixed(1);
    console.log(
      `\nCheckout benchmark — ${values.products} products, ${BUYERS} buyers at once, ${values.duration}s per mix, PostgreSQL, pool ${values['db-pool']}, load average ${load1}`,
    );
    console.log('baseline: raw node:http answering each request at once, loaded by the same client\n');
    const line = (name: string, r: Run, unit: string) =>
      console.log(
        `${name.padEnd(34)} ${(r.orders / r.seconds).toFixed(0).padStart(6)} ${unit}  ratio ${(
          (r.requests / r.seconds / (base.requests / base.seconds)) * 100
        ).toFixed(
          1,
        )}%  p50 ${pct(r.ms, 0.5).toFixed(1)} ms  p95 ${pct(r.ms, 0.95).toFixed(1)} ms  p99 ${pct(r.ms, 0.99).toFixed(1)} ms  failed ${[...r.failed].map(([k, v]) => `${v}× ${k}`).join(', ') || 0}`,
      );
    line('baseline (raw node:http)', base, 'req/s   ');
    line('submit, spread over 200 products', spread, 'orders/s');
    line('submit, everyone one product', hot, 'orders/s');
    console.log(`\nafter the runs: ${sound}`);
  } finally {
    await db.end().catch(() => undefined);
    stop();
    await copy.drop();
  }
}

await main().catch((e) => {
  console.error(e);
  process.exit(1);
});
