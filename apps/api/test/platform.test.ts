// The platform contract of DESIGN §2: envelope on every answer, input codes naming the field,
// transport statuses, limits, headers, CORS, OpenAPI.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { rows } from '../src/db/client.ts';
import { type Area, registerArea } from '../src/lib/areas.ts';
import type { Auth } from '../src/lib/ctx.ts';
import { installEnvelope } from '../src/lib/envelope.ts';
import { serializeError } from '../src/lib/logging.ts';
import { route } from '../src/lib/route.ts';
import { webRoutes } from '../src/modules/web/web.routes.ts';
import { registerUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp, testDatabase } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ CORS_ORIGINS: 'https://shop.example', BODY_LIMIT: '4096' });
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers health with the envelope', async () => {
    const res = await call(t.app, '/api/health');
    expect(res).toMatchObject({ status: 200, code: 200, message: 'success' });
    expect(res.data.status).toBe('ok');
    const ready = await call(t.app, '/api/health/ready');
    expect(ready.data).toEqual({ status: 'ready', engine: expect.stringMatching(/^(pglite|postgres)$/) });
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const res = await call(t.app, '/api/no/such/thing');
    expect(res.status).toBe(404);
    expect(res.code).toBe(2000041);
  });

  it('names a missing field with 1000009 and a bad one with 1000008', async () => {
    const missing = await call(t.app, '/api/customer/index/store');
    expect(missing).toMatchObject({ status: 200, code: 1000009 });
    expect(missing.data.field).toBe('type');
    const bad = await call(t.app, '/api/customer/index/store?type=nonsense');
    expect(bad).toMatchObject({ status: 200, code: 1000008 });
    expect(bad.data.field).toBe('type');
    const badPath = await call(t.app, '/api/brand/abc');
    expect(badPath).toMatchObject({ code: 1000008, data: { field: 'id' } });
  });

  it('answers a malformed URL with 1000008 and the envelope', async () => {
    const res = await call(t.app, '/api/search/%E0%A4%A');
    expect(res).toMatchObject({ status: 200, code: 1000008 });
  });

  it('treats malformed JSON as invalid input, not a fault', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/customer/index/get-all-brand',
      headers: { 'content-type': 'application/json' },
      payload: '{"top": tru',
    });
    expect(res).toMatchObject({ status: 200, code: 1000008 });
  });

  it('refuses a body over the limit with 413 and the envelope', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/customer/index/get-all-brand',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ top: 'true', pad: 'x'.repeat(10_000) }),
    });
    expect(res).toMatchObject({ status: 413, code: 2000043 });
  });

  it('answers a server fault with 500, the envelope and no stack trace', async () => {
    const broken = await testApp({}, await testDatabase());
    await broken.database.close(); // the database goes away under a running server
    const res = await call(broken.app, '/api/customer/index/get-first-category');
    expect(res).toMatchObject({ status: 500, code: 2000044, message: 'internal server error', data: null });
    expect(JSON.stringify(res)).not.toMatch(/at .*\.ts:\d+/);
    expect((await call(broken.app, '/api/health/ready')).status).toBe(500);
    await broken.app.close();
  });
});

describe('request bodies', () => {
  it('reads form-encoded, JSON and multipart bodies alike', async () => {
    const form = await call(t.app, {
      method: 'POST',
      url: '/api/customer/index/get-all-brand',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'top=true',
    });
    const json = await call(t.app, {
      method: 'POST',
      url: '/api/customer/index/get-all-brand',
      payload: { top: true },
    });
    const boundary = 'polymartboundary';
    const multipart = await call(t.app, {
      method: 'POST',
      url: '/api/customer/index/get-all-brand',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="top"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
    });
    for (const res of [form, json, multipart]) {
      expect(res.code).toBe(200);
      expect(res.data.items).toHaveLength(10);
    }
  });
});

describe('headers, CORS, limits', () => {
  it('limits checkout, pay and cart preview per user, whatever address they come from', async () => {
    const [a, b] = [await registerUser(t.app), await registerUser(t.app)];
    const pay = (token: string, i: number) =>
      call(t.app, {
        method: 'POST',
        url: '/api/customer/order/pay',
        payload: { order_id: 1, payment_method: 'wallet' },
        headers: { 'access-token': token },
        remoteAddress: `10.77.${i}.1`,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await pay(a.token, i)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await pay(b.token, 0)).status).toBe(200);
  });

  it('gives every answer a request id, echoing the caller’s', async () => {
    const own = await call(t.app, { method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-123' } });
    expect(own.headers['x-request-id']).toBe('trace-123');
    const fresh = await call(t.app, '/api/health');
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const res = await call(t.app, '/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('allows only configured origins', async () => {
    const allowed = await t.app.inject({ url: '/api/health', headers: { origin: 'https://shop.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const other = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('rate-limits the routes that declare it, with 429 and the envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(t.app, { url: '/api/customer/product/clear_product_cache', remoteAddress: '10.9.9.9' });
      codes.push(res.status);
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    const limited = await call(t.app, { url: '/api/customer/product/clear_product_cache', remoteAddress: '10.9.9.9' });
    expect(limited.code).toBe(2000042);
    // another client is not affected
    const other = await call(t.app, { url: '/api/customer/product/clear_product_cache', remoteAddress: '10.9.9.10' });
    expect(other.status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/category/{a}/{b}', '/api/search/{keyword}', '/api/customer/index/get-all-brand']),
    );
    const category = doc.paths['/api/category/{a}/{b}'].get;
    expect(category.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['a', 'b', 'sort', 'brand_id']),
    );
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'self'/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves no documentation page with API_DOCS=0', async () => {
    const off = await testApp({ API_DOCS: '0' }, t.database);
    try {
      expect((await off.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await call(off.app, '/api/health')).code).toBe(200);
    } finally {
      await off.app.close();
    }
  });
});

describe('pages of the three areas', () => {
  it('carry the CSP, nosniff, frame-ancestors, referrer policy and no-cache on every path that serves them', async () => {
    const dist = await mkdtemp(join(tmpdir(), 'polymart-dist-'));
    for (const dir of ['admin', 'seller', 'assets']) await mkdir(join(dist, dir));
    await writeFile(join(dist, 'index.html'), '<title>store</title>');
    await writeFile(join(dist, 'admin/index.html'), '<title>admin</title>');
    await writeFile(join(dist, 'seller/index.html'), '<title>seller</title>');
    await writeFile(join(dist, 'assets/app-1.js'), 'export {}');
    const app = Fastify();
    installEnvelope(app);
    await webRoutes(app, dist);
    const pages: [string, string, string?][] = [
      ['/', 'store'],
      ['/index.html', 'store'],
      ['/admin/', 'admin'],
      ['/admin/index.html', 'admin'],
      ['/seller/', 'seller'],
      ['/seller/index.html', 'seller'],
      ['/', 'seller', 'seller.shop.example'],
      ['/index.html', 'seller', 'seller.localhost:3000'],
    ];
    for (const [url, title, host] of pages) {
      const res = await app.inject({ url, headers: host ? { host } : {} });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
      expect(res.headers['content-security-policy']).toMatch(/default-src 'self'.*frame-ancestors 'self'/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/admin' })).headers.location).toBe('/admin/');
    expect((await app.inject({ url: '/assets/app-1.js' })).headers['cache-control']).toMatch(/immutable/);
    await app.close();
  });
});

describe('areas', () => {
  it('refuses to start when a route does not belong in its area', async () => {
    const wrong: [Area, Auth, string][] = [
      ['seller', 'user', '/orders'],
      ['seller', 'none', '/anything'],
      ['admin', 'seller', '/x'],
      ['admin', 'user', '/x'],
      ['store', 'admin', '/customer/x'],
      ['store', 'user', '/seller/x'],
    ];
    for (const [area, auth, url] of wrong) {
      const app = Fastify();
      const start = async () => {
        await registerArea(app, area, (api) =>
          route(api, { method: 'GET', url, summary: 'x', tags: [], auth, handler: async () => null }),
        );
        await app.ready();
      };
      await expect(start(), `${area} ${auth} ${url}`).rejects.toThrow(/does not belong/);
      await app.close().catch(() => undefined);
    }
    const fine = Fastify();
    await registerArea(fine, 'seller', (api) =>
      route(api, {
        method: 'POST',
        url: '/session/exchange',
        summary: 'x',
        tags: [],
        auth: 'none',
        handler: async () => null,
      }),
    );
    await fine.ready();
    await fine.close();
  });
});

describe('safe defaults', () => {
  it('listens on this machine only in demo mode unless HOST is set', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/x', DEMO: '1' }).host).toBe('127.0.0.1');
  });

  it('reads bigint, bigint[] and numeric as numbers on both engines', async () => {
    const [row] = await rows(
      t.database.db,
      sql`SELECT 9007199254740::bigint AS n, ARRAY[1, NULL, 3]::bigint[] AS ids, 4.25::numeric AS r`,
    );
    expect(row).toEqual({ n: 9007199254740, ids: [1, null, 3], r: 4.25 });
  });

  it('logs a failed query by its code and statement, without the values bound to it', async () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0$bm90LWEtcmVhbC1oYXNo';
    const error = await t.database.db
      .execute(sql`SELECT ${secret}::int AS n, ${'someone@example.test'}::text AS e`)
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('22P02');
    expect(logged).toContain('SELECT $1::int');
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('someone@example.test');
    expect(logged).not.toMatch(/\.ts:\d+/);
  });
});
