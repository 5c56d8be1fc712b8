// Issue 15: a suspension takes effect at once across server processes. On PostgreSQL, two real
// servers share one database and, through Redis, their cache clearing: a product read (and cached)
// by process A is gone from A's search right after an operator suspends its shop through process B.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Both share cache clearing through Redis; entries live long enough that only a clear drops one. */
const SHARED_CACHE = { REDIS_URL, CACHE_TTL_MS: '600000' };

describe.runIf(engine === 'postgres')('a suspension across two server processes', () => {
  let t: TestApp;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const database = await testDatabase();
    t = await testApp({}, database);
    [a, b] = await Promise.all([
      startServerProcess(database.url!, SHARED_CACHE),
      startServerProcess(database.url!, SHARED_CACHE),
    ]);
  });
  afterAll(async () => {
    await stopServerProcesses([a, b]);
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
