// The catalogue cache: hot reads come from it, clear_product_cache clears it, and a clear in one
// server process reaches the others through Redis.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCache } from '../src/lib/cache.ts';
import { call, engine, type TestApp, testApp } from './helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('cache', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await testApp({ REDIS_URL });
    // a second server process on the same database (PGlite cannot be shared between processes,
    // but one in-process database stands in for it: the caches are still separate)
    b = await testApp({ REDIS_URL }, a.database);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  const firstPrice = async (t: TestApp) => {
    const res = await call(t.app, '/api/category/cameras/1?sort=price_asc&page_size=1');
    return res.data.products.items[0] as { id: number; price: number };
  };

  it('serves a cached answer until cleared, in every process', async () => {
    const before = await firstPrice(a);
    expect(await firstPrice(b)).toEqual(before);
    await a.database.db.execute(sql`UPDATE products SET price = price + 1 WHERE id = ${before.id}`);
    expect(await firstPrice(a)).toEqual(before); // still the cached answer
    expect(await firstPrice(b)).toEqual(before);
    const cleared = await call(a.app, '/api/customer/product/clear_product_cache');
    expect(cleared.data).toEqual({ cleared: true });
    expect((await firstPrice(a)).price).toBe(before.price + 1);
    // the other process hears the clear through Redis pub/sub
    await expect.poll(async () => (await firstPrice(b)).price, { timeout: 2000 }).toBe(before.price + 1);
  });

  it('is safe to lose: a fresh cache rebuilds answers from the database', async () => {
    const fresh = await testApp({}, a.database);
    const expected = await call(a.app, '/api/customer/index/get-first-category');
    expect((await call(fresh.app, '/api/customer/index/get-first-category')).data).toEqual(expected.data);
    await fresh.close();
  });
});

describe('cache unit', () => {
  it('loads once for concurrent callers and does not keep a load that a clear overtook', async () => {
    const cache = await createCache({ ttlMs: 60_000 });
    let loads = 0;
    let release!: (v: number) => void;
    const slow = () => {
      loads++;
      return new Promise<number>((r) => {
        release = r;
      });
    };
    const p1 = cache.wrap('k', slow);
    const p2 = cache.wrap('k', slow);
    await cache.clear(); // a write happens while the load is in flight
    release(1);
    expect(await p1).toBe(1);
    expect(await p2).toBe(1);
    expect(loads).toBe(1);
    expect(cache.size()).toBe(0); // the stale answer was not stored
    expect(await cache.wrap('k', async () => 2)).toBe(2);
    expect(await cache.wrap('k', async () => 3)).toBe(2);
    await cache.close();
  });

  it('expires entries after the TTL', async () => {
    const cache = await createCache({ ttlMs: 20 });
    await cache.wrap('k', async () => 1);
    await new Promise((r) => setTimeout(r, 40));
    expect(await cache.wrap('k', async () => 2)).toBe(2);
    await cache.close();
  });
});

export { engine };
