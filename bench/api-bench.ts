// API benchmark (issue 2): seeds a 100,000-product catalogue into PostgreSQL once, starts the API
// and a raw node:http baseline, and measures with autocannon in one run:
//   health, a warm category page, a product detail, a search — each against the baseline sending
//   a body of the same size — then, against a second server with the cache off (bench/cold.ts):
//   category pages over distinct paths under load, search over distinct half-misspelt queries and
//   deep pages of a list with its total count, one at a time; then the cold category pages, product
//   details and searches under load on that one process and through HAProxy on two (--skip-lb
//   leaves this out; needs Debian's haproxy).
// Usage: npm run bench [-- --products 100000 --duration 10 --connections 50 --reseed --cold-only
//   --skip-lb --edition-langs en]  (--edition-langs: the numbered editions' languages when seeding, see seed/cli.ts)
// Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/polymart_bench).
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startLoadBalancer } from '../apps/api/test/load-balancer.ts';
import { BENCH_URL, ensureCatalogue, someProducts, startApi, startScript, waitFor } from './catalogue.ts';
import { categoryPaths, deepListPaths, distinctQueries, oneAtATime } from './cold.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    reseed: { type: 'boolean', default: false },
    'cold-only': { type: 'boolean', default: false },
    'edition-langs': { type: 'string' },
    queries: { type: 'string', default: '400' },
    lists: { type: 'string', default: '200' },
    'skip-lb': { type: 'boolean', default: false },
  },
});
const PRODUCTS = Number(values.products);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const URL_ = BENCH_URL;
const API_PORT = 3900;
const BASE_PORT = 3901;
const COLD_PORT = 3902;
const LB_PORTS = [3903, 3904] as const;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, paths?: string[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    ...(paths ? { requests: paths.map((path) => ({ method: 'GET' as const, path })) } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const api = (path: string) => `http://127.0.0.1:${API_PORT}${path}`;

async function main() {
  await ensureCatalogue(URL_, PRODUCTS, { reseed: values.reseed, editionLangs: values['edition-langs'] });
  const server = startApi(URL_, API_PORT);
  const baseline = startScript('bench/baseline-server.ts', { PORT: String(BASE_PORT) });
  // the same API with the cache off, so every answer is computed; no rate limits for the load
  const cold = startApi(URL_, COLD_PORT, { CACHE_TTL_MS: '0', RATE_LIMITS: 'off' });
  const stop = () => {
    baseline.kill('SIGTERM');
    server.kill('SIGTERM');
    cold.kill('SIGTERM');
  };
  process.once('exit', stop);
  await waitFor(api('/api/health'));
  await waitFor(`http://127.0.0.1:${COLD_PORT}/api/health`);
  await waitFor(`http://127.0.0.1:${BASE_PORT}/`);

  const json = async (path: string) => ((await (await fetch(api(path))).json()) as { data: any }).data;
  const categories: { id: number }[] = await json('/api/customer/index/get-first-category');
  const someProduct: number = (await json('/api/customer/product/get_hot_list?page_size=1')).items[0].id;
  const cases: { name: string; paths: string[] }[] = [
    { name: 'health (trivial route)', paths: ['/api/health'] },
    { name: 'category page (warm)', paths: [`/api/category/${categories[0]!.id}/1?sort=price_asc`] },
    { name: 'product detail (warm)', paths: [`/api/customer/product/detail?id=${someProduct}`] },
    { name: 'search (warm)', paths: ['/api/search/canon%20lens'] },
  ];

  const table: string[][] = [];
  const row = (name: string, size: number, base: Figures, ours: Figures) =>
    table.push([
      name,
      String(size),
      base.rps.toFixed(0),
      ours.rps.toFixed(0),
      `${((ours.rps / base.rps) * 100).toFixed(1)}%`,
      String(ours.p50),
      String(ours.p99),
      String(ours.errors),
    ]);
  for (const c of values['cold-only'] ? [] : cases) {
    const size = (await (await fetch(api(c.paths[0]!))).arrayBuffer()).byteLength;
    await load(api(c.paths[0]!)); // warm-up round, not counted
    const base = await load(`http://127.0.0.1:${BASE_PORT}/?size=${size}`);
    const ours = await load(api(c.paths[0]!));
    row(c.name, size, base, ours);
  }

  // Cold category pages: distinct category/page/sort paths with the cache off, under load.
  const coldBase = `http://127.0.0.1:${COLD_PORT}`;
  const db = new pg.Client({ connectionString: URL_ });
  await db.connect();
  const ids = (await db.query<{ id: number }>('SELECT id FROM categories ORDER BY id')).rows.map((r) => Number(r.id));
  await db.end();
  const paths = categoryPaths(ids, 288);
  const pageSize = (await (await fetch(coldBase + paths[0]!)).arrayBuffer()).byteLength;
  const coldBaseline = await load(`http://127.0.0.1:${BASE_PORT}/?size=${pageSize}`);
  const coldPages = await load(coldBase, paths);
  row(`category page (cold, ${paths.length} paths)`, pageSize, coldBaseline, coldPages);

  // Cold search and a paged list with its count: one request at a time, every path distinct.
  const queries = await distinctQueries(URL_, Number(values.queries));
  const search = await oneAtATime(
    coldBase,
    queries.map((q, i) => `/api/search/${encodeURIComponent(q)}?page=${1 + (i % 3)}&page_size=${20 + (i % 7)}`),
  );
  const list = await oneAtATime(coldBase, await deepListPaths(URL_, Number(values.lists)));

  // The several-processes layout of docs/deploy.md: two more cache-off processes behind HAProxy,
  // loaded with the same distinct paths as the one cold process (cold pages, product details and
  // searches), every figure against the same raw baseline.
  if (!values['skip-lb']) {
    const detail = (await someProducts(URL_, 300)).map((id) => `/api/customer/product/detail?id=${id}`);
    const searches = queries.map((q) => `/api/search/${encodeURIComponent(q)}`);
    const pair = [LB_PORTS[0], LB_PORTS[1]].map((port) =>
      startApi(URL_, port, { CACHE_TTL_MS: '0', RATE_LIMITS: 'off' }),
    );
    const lbStop = () => {
      for (const p of pair) p.kill('SIGTERM');
    };
    process.once('exit', lbStop);
    const bases = LB_PORTS.map((port) => `http://127.0.0.1:${port}`);
    for (const b of bases) await waitFor(`${b}/api/health/ready`);
    const lb = await startLoadBalancer(bases);
    try {
      row(`category page (cold) via HAProxy, 2 processes`, pageSize, coldBaseline, await load(lb.base, paths));
      for (const [name, list] of [
        [`product detail (cold, ${detail.length} ids)`, detail],
        [`search (cold, ${searches.length} queries)`, searches],
      ] as const) {
        const size = (await (await fetch(coldBase + list[0]!)).arrayBuffer()).byteLength;
        const base = await load(`http://127.0.0.1:${BASE_PORT}/?size=${size}`);
        row(`${name}, 1 process`, size, base, await load(coldBase, [...list]));
        row(`${name} via HAProxy, 2 processes`, size, base, await load(lb.base, [...list]));
      }
    } finally {
      await lb.stop();
      lbStop();
    }
  }

  const load1 = (await import('node:os')).loadavg()[0]!.toFixed(1);
  console.log(`\nAPI benchmark — ${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION}s per run, PostgreSQL`);
  console.log(
    `baseline: raw node:http sending a body of the same size, measured in the same run; load average ${load1}\n`,
  );
  const head = ['route', 'bytes', 'baseline req/s', 'api req/s', 'ratio', 'p50 ms', 'p99 ms', 'errors'];
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(line(head));
  for (const r of table) console.log(line(r));
  const show = (name: string, t: Awaited<ReturnType<typeof oneAtATime>>) => {
    console.log(
      `\n${name}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms, p99 ${t.p99.toFixed(1)} ms; slowest:`,
    );
    for (const s of t.slowest) console.log(`  ${s.ms.toFixed(1)} ms  ${decodeURIComponent(s.path)}`);
  };
  show(`cold search, ${queries.length} distinct queries (half misspelt), one at a time`, search);
  show(`cold paged list with its total count, ${values.lists} distinct deep category pages, one at a time`, list);

  stop();
}

await main().catch((e) => {
  console.error(e);
  process.exit(1); // runs the 'exit' handler, which stops the servers
});
