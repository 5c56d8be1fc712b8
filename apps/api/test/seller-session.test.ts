// The seller link carries a one-time code, never the session; absolute links never follow an
// arbitrary Host; the seller area has its own session (issue: no session in a URL).
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createCache } from '../src/lib/cache.ts';
import { loggerOptions } from '../src/lib/logging.ts';
import { formatLine } from '../src/lib/pretty-log.ts';
import { call, type TestApp, testApp, testDatabase } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const loginAs = (email: string, host?: string, app = t.app) =>
  call(app, {
    method: 'POST',
    url: '/api/customer/login/account',
    payload: { email, password: 'demo1234' },
    headers: host ? { host } : {},
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
const codeOf = (sellerUrl: string) => new URL(sellerUrl, 'http://relative.invalid').searchParams.get('ptoken')!;
const exchange = (ptoken: string) =>
  call(t.app, { method: 'POST', url: '/api/seller/session/exchange', payload: { ptoken } });

describe('one-time seller codes', () => {
  it('exchanges a code once for a session of its own that opens the seller area', async () => {
    const login = await loginAs('seller@demo.test');
    const code = codeOf(login.data.seller_url);
    const first = await exchange(code);
    expect(first.code).toBe(200);
    const token = first.data['access-token'];
    expect(token).not.toBe(login.data['access-token']);
    expect(first.data.user).toMatchObject({ email: 'seller@demo.test', role: 'seller' });
    const orders = await call(t.app, { url: '/api/seller/order/list', headers: { 'access-token': token } });
    expect(orders.code).toBe(200);
    expect((await exchange(code)).code).toBe(1000004);
  });

  it('refuses expired, unknown and malformed codes, and codes of a user who is no longer a seller', async () => {
    const code = codeOf((await loginAs('seller@demo.test')).data.seller_url);
    await t.database.db.execute(sql`UPDATE seller_codes SET expires_at = now() - interval '1 second'`);
    expect((await exchange(code)).code).toBe(1000004);
    expect((await exchange('A'.repeat(43))).code).toBe(1000004);
    expect((await exchange('short')).code).toBe(1000008);
    expect((await call(t.app, { method: 'POST', url: '/api/seller/session/exchange' })).code).toBe(1000009);
    const other = codeOf((await loginAs('seller@demo.test')).data.seller_url);
    await t.database.db.execute(sql`UPDATE users SET role = 'customer' WHERE email = 'seller@demo.test'`);
    try {
      expect((await exchange(other)).code).toBe(1000004);
    } finally {
      await t.database.db.execute(sql`UPDATE users SET role = 'seller' WHERE email = 'seller@demo.test'`);
    }
  });

  it('lets exactly one of two racing exchanges win', async () => {
    const code = codeOf((await loginAs('seller@demo.test')).data.seller_url);
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((a) => a.code).sort((a, b) => a - b)).toEqual([200, 1000004, 1000004]);
  });

  it('gives customers and operators no seller link, and refuses them in the seller area', async () => {
    for (const email of ['buyer@demo.test', 'admin@demo.test']) {
      const login = await loginAs(email);
      expect(login.data.seller_url).toBe('');
      const res = await call(t.app, {
        url: '/api/seller/order/list',
        headers: { 'access-token': login.data['access-token'] },
      });
      expect(res.code).toBe(2000040);
    }
  });
});

describe('links never follow an arbitrary Host', () => {
  it('keeps links relative for a host it does not know', async () => {
    const login = await loginAs('seller@demo.test', 'evil.example');
    expect(login.data.seller_url).toMatch(/^\/seller\/\?ptoken=[A-Za-z0-9_-]{43}$/);
    const currencies = await call(t.app, {
      url: '/api/customer/index/get_currency',
      headers: { host: 'evil.example' },
    });
    expect(currencies.data.static).toBe('/media/');
  });

  it('points at /seller/ on the same origin for an IP address or localhost', async () => {
    expect((await loginAs('seller@demo.test', '127.0.0.1:3000')).data.seller_url).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/seller\/\?ptoken=/,
    );
    expect((await loginAs('seller@demo.test', 'localhost:3000')).data.seller_url).toMatch(
      /^http:\/\/localhost:3000\/seller\/\?ptoken=/,
    );
  });

  it('uses the seller host of an allowed host, and PUBLIC_URL above all', async () => {
    const listed = await testApp({ PUBLIC_HOSTS: 'shop.example' }, t.database);
    try {
      const res = await loginAs('seller@demo.test', 'shop.example:3000', listed.app);
      expect(res.data.seller_url).toMatch(/^http:\/\/seller\.shop\.example:3000\/\?ptoken=/);
      expect((await loginAs('seller@demo.test', 'other.example', listed.app)).data.seller_url).toMatch(/^\/seller\//);
    } finally {
      await listed.close();
    }
    const fixed = await testApp({ PUBLIC_URL: 'https://market.example' }, t.database);
    try {
      const res = await loginAs('seller@demo.test', 'evil.example', fixed.app);
      expect(res.data.seller_url).toMatch(/^https:\/\/seller\.market\.example\/\?ptoken=/);
      const currencies = await call(fixed.app, { url: '/api/customer/index/get_currency' });
      expect(currencies.data.static).toBe('https://market.example/media/');
    } finally {
      await fixed.close();
    }
  });
});

describe('the log', () => {
  it('keeps session tokens and seller codes out, and writes one line per request', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: '/tmp/polymart-test', LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    const cache = await createCache({ ttlMs: 1000 });
    const database = await testDatabase();
    const app = await buildApp({ config, database, cache, logger: { ...(loggerOptions(config) as object), stream } });
    try {
      const login = await loginAs('seller@demo.test', undefined, app);
      const code = codeOf(login.data.seller_url);
      await call(app, {
        url: `/api/seller/order/list?ptoken=${code}&page=1`,
        headers: { 'access-token': 'x'.repeat(43) },
      });
      await call(app, { method: 'POST', url: '/api/seller/session/exchange', payload: { ptoken: code } });
      await call(app, { url: '/api/customer/index/get_currency', headers: { 'x-request-id': 'trace-42.a_b' } });
      const log = lines.join('\n');
      expect(log).not.toContain(code);
      expect(log).not.toContain(login.data['access-token']);
      expect(log).not.toContain('demo1234');
      expect(log).toContain('ptoken=[redacted]');
      const requests = lines.map((l) => JSON.parse(l)).filter((e) => /^(GET|POST) /.test(e.msg));
      expect(requests).toHaveLength(4);
      expect(requests.at(-1)).toMatchObject({ reqId: 'trace-42.a_b', status: 200 });
    } finally {
      await app.close();
      await cache.close();
      await database.close();
    }
  });
});

describe('pretty log lines', () => {
  it('turns a JSON entry into one readable line with the request id', () => {
    const entry = {
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5),
      msg: 'GET /api/health',
      reqId: 'r-1',
      status: 200,
      ms: 1.5,
    };
    expect(formatLine(JSON.stringify(entry))).toBe('03:04:05 INFO  GET /api/health {"status":200,"ms":1.5}  (r-1)\n');
    expect(formatLine('not json')).toBe('not json\n');
  });
});

describe('request ids', () => {
  it('keeps a short plain id from the client and replaces anything else', async () => {
    const id = async (given: string) =>
      (await t.app.inject({ url: '/api/health', headers: { 'x-request-id': given } })).headers['x-request-id'];
    expect(await id('abc-123_x.y')).toBe('abc-123_x.y');
    for (const bad of ['x'.repeat(65), '<script>alert(1)</script>', 'a b', 'x'.repeat(5000)]) {
      expect(await id(bad)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
