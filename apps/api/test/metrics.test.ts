// GET /api/metrics and the private METRICS_PORT listener: a scrape after real requests shows the
// counters moved (requests per route pattern and status, latency, statements, cache, jobs, open
// streams, the pool on PostgreSQL); a missing or wrong token is refused, and without METRICS_TOKEN
// the route refuses everyone.
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { call, engine, type TestApp, testApp } from './helpers.ts';
import { buyer } from './orders-helpers.ts';

const TOKEN = 'metrics-test-token-0123456789abcdef';
let t: TestApp;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

beforeAll(async () => {
  port = await freePort();
  t = await testApp({ METRICS_TOKEN: TOKEN, METRICS_PORT: String(port), ORDER_JOB_SECONDS: '1' });
});
afterAll(() => t?.close());

async function scrape(authorization = `Bearer ${TOKEN}`): Promise<string> {
  const res = await t.app.inject({ url: '/api/metrics', headers: { authorization } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.body;
}

/** The value of the series `name` whose labels include all of `labels` (0 when absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const m = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return 0;
}

describe('GET /api/metrics', () => {
  it('counts requests per route pattern and status, statements, cache and jobs', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    for (let i = 0; i < 3; i++) expect((await call(t.app, '/api/health')).code).toBe(200);
    // a path with an id: counted under its pattern, the id itself never becomes a label
    await call(t.app, '/api/brand/987654321');
    // cached: the first loads (a miss), the second is served from the cache (a hit)
    expect((await call(t.app, '/api/category/top3')).code).toBe(200);
    expect((await call(t.app, '/api/category/top3')).code).toBe(200);
    await t.app.inject({ url: '/api/no-such-route-4242' });
    // the order jobs run every second here
    await new Promise((done) => setTimeout(done, 1300));
    const after = await scrape();

    expect(
      value(after, 'polymart_http_requests_total', health) - value(before, 'polymart_http_requests_total', health),
    ).toBe(3);
    expect(value(after, 'polymart_http_request_duration_seconds_count', health)).toBeGreaterThanOrEqual(3);
    expect(value(after, 'polymart_http_requests_total', { route: '/api/brand/:id', status: '200' })).toBe(1);
    expect(value(after, 'polymart_http_requests_total', { route: '/api/category/top3', status: '200' })).toBe(2);
    const unmatched = { route: 'unmatched', status: '404' };
    expect(
      value(after, 'polymart_http_requests_total', unmatched) -
        value(before, 'polymart_http_requests_total', unmatched),
    ).toBe(1);
    expect(after).not.toContain('987654321');
    expect(after).not.toContain('no-such-route');
    // the earlier scrape itself is a request like the others
    expect(value(after, 'polymart_http_requests_total', { route: '/api/metrics', status: '200' })).toBe(1);

    expect(value(after, 'polymart_db_query_duration_seconds_count')).toBeGreaterThan(
      value(before, 'polymart_db_query_duration_seconds_count'),
    );
    expect(value(after, 'polymart_db_info', { engine })).toBe(1);
    const hits = value(after, 'polymart_cache_hits_total') - value(before, 'polymart_cache_hits_total');
    const misses = value(after, 'polymart_cache_misses_total') - value(before, 'polymart_cache_misses_total');
    expect(hits).toBeGreaterThanOrEqual(1);
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(value(after, 'polymart_job_runs_total', { job: 'orders' })).toBeGreaterThanOrEqual(1);
    expect(value(after, 'polymart_job_failures_total', { job: 'orders' })).toBe(0);
    expect(value(after, 'polymart_job_lag_seconds', { job: 'orders' })).toBeLessThan(2);
    if (engine === 'postgres') {
      expect(value(after, 'polymart_db_pool_max')).toBe(5);
      expect(value(after, 'polymart_db_pool_total')).toBeGreaterThanOrEqual(1);
      expect(after).toContain('polymart_db_pool_waiting ');
    } else {
      expect(after).not.toContain('polymart_db_pool_total');
    }
    expect(after).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts open live-message streams', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await buyer(t.app, t.database.db);
    const res = await fetch(`${base}/api/customer/conversations/stream`, {
      headers: { 'access-token': user.token, accept: 'text/event-stream' },
    });
    const reader = res.body!.getReader();
    await reader.read(); // the greeting: the stream is open
    expect(value(await scrape(), 'polymart_sse_open_streams')).toBe(1);
    await reader.cancel();
    await expect.poll(async () => value(await scrape(), 'polymart_sse_open_streams')).toBe(0);
  });

  it('refuses a missing, wrong or non-Bearer token with the envelope', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      const res = await call(t.app, { url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(res.code, String(authorization)).toBe(2000040);
      expect(JSON.stringify(res)).not.toContain('polymart_http');
    }
  });

  it('refuses everyone when no METRICS_TOKEN is set', async () => {
    const other = await testApp({ ORDER_JOB_SECONDS: '0' }, t.database);
    try {
      for (const authorization of [`Bearer ${TOKEN}`, 'Bearer ', undefined]) {
        const res = await call(other.app, { url: '/api/metrics', headers: authorization ? { authorization } : {} });
        expect(res.code).toBe(2000040);
      }
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves /metrics on 127.0.0.1 without a token, and nothing else', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(value(text, 'polymart_http_requests_total', { route: '/api/health' })).toBeGreaterThanOrEqual(3);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});

describe('DB_POOL_MAX', () => {
  it.runIf(engine === 'postgres')('sizes the PostgreSQL pool: more queries than connections wait', async () => {
    const config = loadConfig({ DB_POOL_MAX: '3', DATABASE_URL: (t.database as { url?: string }).url! });
    expect(config.dbPoolMax).toBe(3);
    const database = await openDatabase(config);
    try {
      const running = Promise.all(Array.from({ length: 6 }, () => database.db.execute(sql`SELECT pg_sleep(0.2)`)));
      await new Promise((done) => setTimeout(done, 50));
      expect(database.pool!()).toMatchObject({ max: 3, total: 3, waiting: 3 });
      await running;
    } finally {
      await database.close();
    }
  });

  it('defaults to 10', () => {
    expect(loadConfig({}).dbPoolMax).toBe(10);
    expect(loadConfig({ DB_POOL_MAX: '0' }).dbPoolMax).toBe(1);
  });
});
