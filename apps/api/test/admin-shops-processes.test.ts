// Issue 15: a suspension takes effect at once across server processes. On PostgreSQL, two real
// servers share one database and, through Redis, their cache clearing: a product read (and cached)
// by process A is gone from A's search right after an operator suspends its shop through process B.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(tmpdir(), 'polymart-shops'),
      DEMO: 'false',
      REDIS_URL,
      // long enough that only a clear can drop an entry within the test
      CACHE_TTL_MS: '600000',
      LOG_LEVEL: 'warn',
      ORDER_JOB_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const up = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, proc };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

describe.runIf(engine === 'postgres')('a suspension across two server processes', () => {
  let t: TestApp;
  let a: { base: string; proc: ChildProcess };
  let b: { base: string; proc: ChildProcess };

  beforeAll(async () => {
    const database = await testDatabase();
    t = await testApp({}, database);
    [a, b] = await Promise.all([startServer(database.url!), startServer(database.url!)]);
  });
  afterAll(async () => {
    for (const s of [a, b]) s?.proc.kill('SIGTERM');
    await Promise.all(
      [a, b].map((s) => new Promise((r) => (!s || s.proc.exitCode !== null ? r(null) : s.proc.once('exit', r)))),
    );
    await t?.close();
    await t?.database.close();
  });

  const call = (base: string, path: string, init: { token?: string; body?: Record<string, unknown> } = {}) =>
    fetch(`${base}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { 'access-token': init.token } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    }).then((r) => r.json() as Promise<{ code: number; data: any }>);

  it("drops a cached product from process A's search as soon as process B suspends its shop", async () => {
    const p = (await one<{ id: number; shop_id: number; name: string }>(
      t.database.db,
      sql`SELECT p.id, p.shop_id, e.name FROM products p JOIN shops s ON s.id = p.shop_id
          JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
          WHERE p.status = 'active' AND s.status = 'active' AND s.owner_id IS NOT NULL ORDER BY p.id LIMIT 1`,
    ))!;
    const searchA = async () => {
      const res = await call(a.base, `/api/search/${encodeURIComponent(p.name)}?page_size=100`);
      expect(res.code).toBe(200);
      return (res.data.items as { id: number }[]).some((i) => i.id === p.id);
    };
    expect(await searchA()).toBe(true);
    // A answers from its cache: a change behind its back (no clear) is not seen yet
    await t.database.db.execute(sql`UPDATE products SET hidden_at = now() WHERE id = ${p.id}`);
    expect(await searchA()).toBe(true);
    await t.database.db.execute(sql`UPDATE products SET hidden_at = NULL WHERE id = ${p.id}`);

    const login = await call(b.base, '/api/customer/login/account', {
      body: { email: 'admin@demo.test', password: 'demo1234' },
    });
    const token = login.data['access-token'] as string;
    const suspended = await call(b.base, `/api/admin/shops/${p.shop_id}/suspend`, {
      token,
      body: { reason: 'Two processes' },
    });
    expect(suspended).toMatchObject({ code: 200, data: { status: 'suspended' } });
    expect(await searchA()).toBe(false);
    expect((await call(a.base, `/api/customer/product/detail?id=${p.id}`)).code).toBe(2000021);

    const back = await call(b.base, `/api/admin/shops/${p.shop_id}/reinstate`, { token, body: {} });
    expect(back.code).toBe(200);
    expect(await searchA()).toBe(true);
  });
});
