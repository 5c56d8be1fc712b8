// What the API benchmarks share: the seeded PostgreSQL catalogue they measure (seeded once, reused
// by later runs), and the processes they start (API servers, the raw baseline) and wait for.
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import pg from 'pg';

export const ROOT = new URL('..', import.meta.url).pathname;

/** The benchmarks' database: BENCH_DATABASE_URL, or polymart_bench on the local PostgreSQL. */
export const BENCH_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/polymart_bench';

/** A connection to the server's maintenance database, to create and drop databases. */
async function maintenance(url: string): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  return admin;
}

/**
 * The catalogue of `products` products (plus the demo's variant families, which come on top) at
 * `url`, seeded with seed/cli.ts when it is missing or of another size, or when `reseed` is asked.
 */
export async function ensureCatalogue(
  url: string,
  products: number,
  opts: { reseed?: boolean; editionLangs?: string } = {},
) {
  const dbName = new URL(url).pathname.slice(1);
  const admin = await maintenance(url);
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount;
  if (!exists) await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const have = await client
    .query('SELECT count(*)::int AS n FROM products')
    .then((r) => r.rows[0].n as number)
    .catch(() => 0);
  await client.end();
  if (have >= products && have < products + 1000 && !opts.reseed)
    return console.log(`catalogue: ${have} products already seeded in ${dbName} (--reseed rebuilds it)`);
  console.log(`seeding ${products} products into ${dbName} (once; later runs reuse it)`);
  const langs = opts.editionLangs ? ['--edition-langs', opts.editionLangs] : [];
  execFileSync('npx', ['tsx', 'apps/api/src/db/seed/cli.ts', '--fresh', '--products', String(products), ...langs], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: `${ROOT}data/bench` },
  });
  const analyze = new pg.Client({ connectionString: url });
  await analyze.connect();
  await analyze.query('VACUUM ANALYZE');
  await analyze.end();
}

/**
 * A throw-away copy of the catalogue database (CREATE DATABASE … TEMPLATE, a file copy), for a
 * benchmark that writes (orders, wallets) and must leave the catalogue as it was. Answers its URL.
 */
export async function copyCatalogue(url: string, suffix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const source = new URL(url).pathname.slice(1);
  const name = `${source}_${suffix}`;
  const admin = await maintenance(url);
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
  await admin.end();
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return {
    url: copy.toString(),
    async drop() {
      const a = await maintenance(url);
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/**
 * The API server (or another script) as a child process on tsx; its output goes to ours.
 * BENCH_NODE_ARGS adds node flags, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the servers
 * (node refuses --cpu-prof in NODE_OPTIONS).
 */
export function startScript(script: string, env: Record<string, string>): ChildProcess {
  return fork(script, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

/** An API server on the benchmark's database, without demo seeding and with warnings only. */
export function startApi(url: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return startScript('apps/api/src/server.ts', {
    DATABASE_URL: url,
    DATA_DIR: `${ROOT}data/bench`,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEMO: '0',
    ...env,
  });
}

/** Waits until `url` answers 2xx (a server starting up), for at most a minute. */
export async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not up: ${url}`);
}

/** `count` active products' ids, spread over the catalogue (every n-th), for distinct detail pages. */
export async function someProducts(url: string, count: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(
    `SELECT id FROM (SELECT id, row_number() OVER (ORDER BY id) AS n, count(*) OVER () AS total
                     FROM products WHERE status = 'active') p
     WHERE n % greatest(1, total / $1) = 0 LIMIT $1`,
    [count],
  );
  await client.end();
  return rows.map((r) => Number(r.id));
}
