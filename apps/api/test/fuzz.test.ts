// Bad input on every operation of the OpenAPI document, as every kind of caller: no answer may be a
// server fault or leave the envelope, no message may show a stack, SQL or a file path, and the
// server's log may hold no password hash, demo e-mail, session token or seller code afterwards.
// Driven from the document, so routes added later are fuzzed without editing this file.
// FUZZ_ONLY=<regex> narrows a run to matching operations, FUZZ_REPORT=<file> writes the findings
// and the server's error lines there (both for working on a finding).
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/accounts/sessions.service.ts';
import { as } from './accounts-helpers.ts';
import { baseline, encode, fieldVariants, pathVariants, requestVariants, type Variant } from './fuzz-variants.ts';
import { engine, type TestApp, testAppWithLog } from './helpers.ts';
import { type Operation, operations, sample } from './openapi-ops.ts';
import { demoLogin, orderOf, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

const BODY_LIMIT = 65_536;
/** Operations in flight at once: PGlite answers one query at a time. */
const PARALLEL = 1;
/**
 * About how many single-field variants the caller who gets past the guard sends per operation: a
 * body with more (fields × kinds of bad value) is sampled in a pattern that shifts from field to
 * field, so each field still gets several kinds. 150 kept CI over its 20 minutes.
 */
const SWEEP_BUDGET = 90;
const DEMO_EMAILS = ['buyer@demo.test', 'seller@demo.test', 'seller2@demo.test', 'admin@demo.test'];
const LEAKS: [string, RegExp][] = [
  ['stack trace', / {4}at /],
  ['SQL', /SELECT |INSERT |UPDATE .* SET |Failed query/],
  ['file path', /\/work\/|\/apps\/|node_modules|\.ts:/],
];

type Actor = 'visitor' | 'buyer' | 'seller' | 'admin' | 'garbage token';
const ACTORS: Actor[] = ['visitor', 'buyer', 'seller', 'admin', 'garbage token'];
/** The caller who gets the fields' bad values; the others get a few (most stop at the guard). */
const FULL_SWEEP: Record<Operation['auth'], Actor> = {
  none: 'visitor',
  optional: 'buyer',
  user: 'buyer',
  seller: 'seller',
  admin: 'admin',
};

let t: TestApp & { log(): string };
const sessions: Partial<Record<Actor, Session>> = {};
const tokens = new Set<string>();
/** Real resources of the demo buyer and seller, so that valid-looking ids get past "not found". */
const known: Record<string, number | undefined> = {};

beforeAll(async () => {
  if (engine !== 'pglite') return;
  t = await testAppWithLog({ BODY_LIMIT: String(BODY_LIMIT), RATE_LIMITS: '0', ORDER_JOB_SECONDS: '0' });
  for (const actor of ['buyer', 'seller', 'admin'] as const) {
    sessions[actor] = await demoLogin(t.app, `${actor}@demo.test`);
    tokens.add(sessions[actor].token);
  }
  await prime();
});
afterAll(() => t?.close());

/** Orders of the demo buyer in the demo seller's shop (one with a refund request, one reviewed), ... */
async function prime() {
  const buyer = { ...sessions.buyer!, email: 'buyer@demo.test', password: '' };
  const seller = sessions.seller!;
  const post = (token: string, url: string, payload: Record<string, unknown>) =>
    as(t.app, token, { method: 'POST', url, payload });
  const address = { name: 'Fuzz', street: '1 Street', city: 'Madrid', country: 'ES', phone: '+34 600 000 001' };
  known.address_id = (await post(buyer.token, '/api/checkout/onepage/addressadd', address)).data.id;
  const delivered = await orderOf(t.app, t.database.db, seller, { until: 'delivered', user: buyer });
  known.order_id = delivered.order.id;
  known.product_id = delivered.product;
  const detail = await as(t.app, buyer.token, { url: `/api/customer/order/detail?order_id=${known.order_id}` });
  known.shop_id = detail.data.shop.id;
  const items = JSON.stringify([{ product_id: delivered.product, quantity: 1 }]);
  const refund = await post(buyer.token, '/api/customer/refund/apply', {
    order_id: known.order_id,
    items,
    reason: 'x',
  });
  known.refund_id = refund.data.id;
  const done = await orderOf(t.app, t.database.db, seller, { until: 'completed', user: buyer });
  const review = { order_id: done.order.id, product_id: done.product, rating: 4, remark: 'ok' };
  known.review_id = (await post(buyer.token, '/api/customer/order/review', review)).data.id;
  const topup = {
    amount: 15000,
    currency: 'USD',
    transaction_id: 'FUZZ-PRIME-1',
    proof: await uploadImage(t.app, buyer.token, 'proof'),
    payment_method: 'bank transfer',
  };
  known.wallet_id = (await post(buyer.token, '/api/customer/info/recharge', topup)).data.id;
  const day = 86_400_000;
  const coupon = await post(seller.token, '/api/seller/coupons', {
    code: 'FUZZPRIME',
    kind: 'fixed',
    value: 100,
    starts_at: new Date(Date.now() - day).toISOString(),
    ends_at: new Date(Date.now() + day).toISOString(),
    total_limit: 10,
  });
  known.coupon_id = coupon.data.id;
  known.notice_id = (await as(t.app, buyer.token, { url: '/api/customer/user/notices' })).data.items[0]?.id;
  expect(Object.entries(known).filter(([, v]) => typeof v !== 'number')).toEqual([]);
}

/** A real id for a field where one exists (`id` by what the path is about), else the schema's sample. */
function knownValue(op: Operation, field: string): number | undefined {
  if (field !== 'id') return known[field];
  const about = ['refund', 'review', 'notice', 'wallet', 'recall', 'product'].find((w) => op.path.includes(w));
  return about ? known[`${about === 'recall' ? 'wallet' : about}_id`] : undefined;
}

/** A fresh session per operation: a logout or password change under fuzz cannot sign out the rest. */
async function tokenFor(actor: Actor): Promise<string | undefined> {
  if (actor === 'visitor') return undefined;
  const token =
    actor === 'garbage token'
      ? `garbage-${Math.random().toString(36).slice(2)}`
      : await createSession(t.database.db, sessions[actor]!.id, 1);
  tokens.add(token);
  return token;
}

function url(op: Operation, v: Variant): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const given = v.path?.[name];
    if (given !== undefined) return given;
    const schema = op.pathParams.find((p) => p.name === name)?.schema ?? {};
    return encode(String(knownValue(op, name) ?? sample(schema, name)));
  });
  return v.query ? `${path}?${v.query}` : path;
}

/** Answers that are files (the seller's CSV and XLSX downloads), not envelopes, when they succeed. */
const FILE_TYPES = /^(text\/csv|application\/vnd\.openxmlformats-officedocument\.spreadsheetml\.sheet)\b/;

/** What is wrong with an answer, if anything. */
function problemWith(v: Variant, status: number, raw: string, type: string): string | undefined {
  // the router may refuse a hostile path parameter as an unknown route; nothing else is a 404
  if (status === 404 && !v.path) return 'HTTP 404 for a path that exists';
  if (![200, 404, 413, 429].includes(status)) return `HTTP ${status}`;
  if (status === 200 && FILE_TYPES.test(type)) {
    return / {4}at |node_modules|Failed query/.test(raw) ? `leak in file: ${raw.slice(0, 200)}` : undefined;
  }
  let body: { code?: unknown; message?: unknown; data?: unknown };
  try {
    body = JSON.parse(raw);
  } catch {
    return `not JSON: ${raw.slice(0, 120)}`;
  }
  if (typeof body.code !== 'number' || typeof body.message !== 'string' || !('data' in body)) {
    return `not an envelope: ${raw.slice(0, 120)}`;
  }
  for (const [what, pattern] of LEAKS) if (pattern.test(body.message)) return `${what} in message: ${body.message}`;
  if (/ {4}at |node_modules|Failed query/.test(raw)) return `leak in body: ${raw.slice(0, 200)}`;
  return undefined;
}

interface Failure {
  op: string;
  actor: Actor;
  variant: string;
  problem: string;
}

// Validation answers before any SQL runs and PGlite is PostgreSQL itself: one engine is enough for
// the sweep (it is the longest file of the suite); the race and property tests cover PostgreSQL.
describe.runIf(engine === 'pglite')('bad input on every operation', () => {
  it('starts from valid requests: the baseline of an operation passes validation', async () => {
    // so that each variant tests the field it changes, not another one already wrong
    const ops = operations(t.app);
    for (const key of [
      'POST /api/checkout/onepage/addressadd',
      'POST /api/seller/coupons',
      'GET /api/customer/order/list',
    ]) {
      const op = ops.find((o) => o.key === key)!;
      const res = await as(t.app, sessions[op.auth === 'seller' ? 'seller' : 'buyer']!.token, {
        method: op.method as 'GET',
        url: op.path,
        ...(op.inQuery ? { query: baseline(op) as Record<string, string> } : { payload: baseline(op) }),
      });
      expect([1000008, 1000009], `${key}: ${res.message}`).not.toContain(res.code);
    }
  });

  it('never answers with a fault, always with the envelope, and leaks nothing', { timeout: 600_000 }, async () => {
    const started = Date.now();
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
    // operators' acts that take the demo people's things away (a ban of the buyer, a suspension of
    // the shop, a cancelled order) go last, so they do not narrow what the other operations reach
    const takesAway = (o: Operation) => /\/(ban|suspend|hide|cancel|delete)$/.test(o.path);
    const ops = operations(t.app)
      .filter((o) => !only || only.test(o.key))
      .sort((a, b) => Number(takesAway(a)) - Number(takesAway(b)));
    expect(ops.length).toBeGreaterThan(only ? 0 : 50);
    const failures: Failure[] = [];
    const perPair: number[] = [];
    let requests = 0;

    const run = async (op: Operation) => {
      const base = baseline(op, (field) => knownValue(op, field));
      const shared = [...requestVariants(op, base, BODY_LIMIT), ...pathVariants(op)];
      for (const actor of ACTORS) {
        const token = await tokenFor(actor);
        const variants = [...shared, ...fieldVariants(op, base, FULL_SWEEP[op.auth] === actor ? SWEEP_BUDGET : 4)];
        perPair.push(variants.length);
        for (const v of variants) {
          const headers: Record<string, string> = { ...v.headers };
          if (v.contentType) headers['content-type'] = v.contentType;
          if (token) headers['access-token'] = token;
          const res = await t.app.inject({ method: op.method as 'GET', url: url(op, v), headers, payload: v.body });
          requests++;
          const problem = problemWith(v, res.statusCode, res.body, String(res.headers['content-type'] ?? ''));
          if (problem) failures.push({ op: op.key, actor, variant: v.name, problem });
        }
      }
    };
    const queue = [...ops];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await run(next);
      }),
    );

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `fuzz (${engine}): ${ops.length} operations × ${ACTORS.length} callers × ${Math.min(...perPair)}–${Math.max(...perPair)} variants = ${requests} requests, ${failures.length} failures, ${seconds} s`,
    );
    if (process.env.FUZZ_REPORT) {
      const errors = t
        .log()
        .split('\n')
        .filter((line) => line.includes('"level":50'));
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ failures, errors }, null, 1));
    }
    expect(Math.min(...perPair)).toBeGreaterThanOrEqual(30);
    expect(failures.slice(0, 40), `${failures.length} failures`).toEqual([]);

    const log = t.log();
    expect(log).toMatch(/"msg":"(GET|POST) \/api\//); // the request lines were written
    expect(log).not.toContain('$argon2');
    for (const email of DEMO_EMAILS) expect(log).not.toContain(email);
    // one pass over the log (it can be tens of MB) for runs of token characters holding a token used
    const runs = log.match(/[A-Za-z0-9_-]{12,}/g) ?? [];
    const leaked = runs.filter((r) => tokens.has(r) || (r.length < 1000 && [...tokens].some((k) => r.includes(k))));
    expect(leaked, 'session tokens in the log').toEqual([]);
    expect(log).not.toMatch(/ptoken=(?!\[redacted\])[^&"\s]/);
  });
});
