// Rate limits: RATE_LIMITS sets them (a scale, per-route overrides, a limit lifted or added), the
// OpenAPI document shows each route's limit, a rule naming no route stops the start, and with
// REDIS_URL two processes count one allowance together instead of one each.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createCache } from '../src/lib/cache.ts';
import { parseRateLimits } from '../src/lib/rate-limit-rules.ts';
import { call, type TestApp, testApp } from './helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
// health has no limit of its own: the override adds one; login's 20 a minute is doubled by the scale
const RULES = 'scale=2, GET /api/health=4, /api/customer/login/forgot=off';
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await testApp({ REDIS_URL, RATE_LIMITS: RULES, ORDER_JOB_SECONDS: '0' });
  b = await testApp({ REDIS_URL, RATE_LIMITS: RULES, ORDER_JOB_SECONDS: '0' }, a.database);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

// a fresh address per run: counters live in Redis for their minute, across test runs too
const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const health = (t: TestApp, remoteAddress: string) => call(t.app, { url: '/api/health', remoteAddress });

describe('RATE_LIMITS', () => {
  it('reads a scale, overrides with a window, and off; refuses what it cannot read', () => {
    expect(parseRateLimits('scale=10, POST /api/cart/add=600, /api/search/{keyword}=5/3600, /api/x=off')).toEqual({
      scale: 10,
      routes: {
        'POST /api/cart/add': { max: 600 },
        '/api/search/{keyword}': { max: 5, timeWindow: 3_600_000 },
        '/api/x': false,
      },
    });
    for (const plain of [undefined, '', '0', '1', 'on', 'off', 'false']) {
      expect(parseRateLimits(plain)).toEqual({ scale: 1, routes: {} });
    }
    for (const bad of ['lots', '/api/x=0', '/api/x=-1', 'scale=', 'FETCH /api/x=3']) {
      expect(() => parseRateLimits(bad), bad).toThrow(/RATE_LIMITS/);
    }
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({ RATE_LIMITS: 'scale=5' }).rateLimits).toBe(true);
  });

  it('shows every route’s effective limit in the OpenAPI document', () => {
    const doc = a.app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
    expect(doc.paths['/api/health']!.get!['x-rate-limit']).toEqual({ max: 4, window_s: 60 });
    expect(doc.paths['/api/customer/login/account']!.post!['x-rate-limit']).toEqual({ max: 40, window_s: 60 });
    expect(doc.paths['/api/customer/login/forgot']!.post!['x-rate-limit']).toBeUndefined();
    expect(doc.paths['/api/customer/info/get_userinfo']!.get!['x-rate-limit']).toBeUndefined();
  });

  it('stops the start when a rule names a route that does not exist', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', RATE_LIMITS: '/api/no-such-route=5', ORDER_JOB_SECONDS: '0' });
    const cache = await createCache({ ttlMs: 1000 });
    const app = await buildApp({ config, database: a.database, cache, logger: false });
    await expect(app.ready()).rejects.toThrow(/RATE_LIMITS names routes that do not exist: \/api\/no-such-route/);
    await app.close().catch(() => {});
  });
});

describe('with REDIS_URL', () => {
  it('two processes share one allowance per caller', async () => {
    const ip = address();
    const codes = [];
    // 4 a minute in all, whichever process answers
    for (const t of [a, b, a, b]) codes.push((await health(t, ip)).code);
    expect(codes).toEqual([200, 200, 200, 200]);
    for (const t of [a, b]) expect(await health(t, ip)).toMatchObject({ status: 429, code: 2000042 });
    // another caller has an allowance of its own
    expect((await health(b, address())).code).toBe(200);
  });

  it('a lifted limit is lifted everywhere', async () => {
    const ip = address();
    for (let i = 0; i < 12; i++) {
      const t = i % 2 ? a : b;
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/customer/login/forgot',
        payload: { email: 'nobody@example.test' },
        remoteAddress: ip,
      });
      expect(res.status).toBe(200);
    }
  });
});
