// The authorization matrix: every operation of the OpenAPI document, declared in matrix.ts with who
// may call it and what it touches, is called by a visitor, buyers A and B, sellers X and Y and an
// operator, each with the other side's resource ids. Callers the route does not admit get 1100003
// (visitors) or 2000040 (wrong role); the others may be refused in any way, but nothing of the
// other side may come back, and the other side's resources, read by their owner before and after
// each try, must be unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/modules/accounts/sessions.service.ts';
import { as, registerUser } from './accounts-helpers.ts';
import { baseline } from './fuzz-variants.ts';
import { call, engine, type TestApp, testApp } from './helpers.ts';
import { type Access, type Entry, MATRIX, OWN_PRODUCT_PHOTO, type Owned, type State } from './matrix.ts';
import { makeSide, orderIn, type Side } from './matrix-fixtures.ts';
import { type Auth, type Operation, operations, typeOf } from './openapi-ops.ts';
import { demoLogin, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

const AUTH: Record<Access, Auth> = {
  public: 'none',
  optional: 'optional',
  user: 'user',
  seller: 'seller',
  admin: 'admin',
};
type Role = 'visitor' | 'customer' | 'seller' | 'admin';
interface Actor {
  name: string;
  role: Role;
  userId?: number;
  /** A product photo the caller uploaded (sellers), for OWN_PRODUCT_PHOTO. */
  photo?: string;
  /** Whose resources this caller tries: always the other side's. */
  victim: Side;
}
type Label = Exclude<Owned, 'none'>;
/** Payout details for every caller, so that a withdrawal is refused, if at all, for money, not the form. */
const PAYOUT = {
  bank_name: 'Matrix Bank',
  account_name: 'Matrix',
  account_number: 'ES00 1234 5678',
  routing_number: 'MX01',
};

let t: TestApp;
let s1: Side;
let s2: Side;
let admin: Session;
let actors: Actor[];

beforeAll(async () => {
  t = await testApp({ RATE_LIMITS: '0', ORDER_JOB_SECONDS: '0' });
  const [x, y] = [await demoLogin(t.app, 'seller@demo.test'), await demoLogin(t.app, 'seller2@demo.test')];
  admin = await demoLogin(t.app, 'admin@demo.test');
  s1 = await makeSide(t.app, t.database.db, 'A', x);
  s2 = await makeSide(t.app, t.database.db, 'B', y);
  actors = [
    { name: 'visitor', role: 'visitor', victim: s2 },
    { name: 'buyer A', role: 'customer', userId: s1.buyer.id, victim: s2 },
    { name: 'buyer B', role: 'customer', userId: s2.buyer.id, victim: s1 },
    { name: 'seller X', role: 'seller', userId: x.id, victim: s2 },
    { name: 'seller Y', role: 'seller', userId: y.id, victim: s1 },
    { name: 'admin', role: 'admin', userId: admin.id, victim: s2 },
  ];
  for (const actor of actors.filter((a) => a.userId)) {
    const token = await createSession(t.database.db, actor.userId!, 1);
    await as(t.app, token, { method: 'POST', url: '/api/customer/info/update_user', payload: PAYOUT });
    if (actor.role === 'seller') actor.photo = await uploadImage(t.app, token, 'product');
  }
}, 180_000);

afterAll(() => t?.close());

const admits = (access: Access, role: Role) =>
  access === 'public' || access === 'optional' || (access === 'user' ? role !== 'visitor' : access === role);

/** The ids of a side's resource, by the field names routes use for them. */
function idsOf(label: Label, s: Side, state?: State): Record<string, unknown> {
  switch (label) {
    case 'order of buyer':
    case "order of seller's shop":
      return {
        order_id: orderIn(s, state),
        product_id: s.reviewedProduct,
        items: [{ product_id: s.reviewedProduct, quantity: 1 }],
      };
    case 'refund of buyer':
    case "refund of seller's shop":
      return { id: s.refunds[state === 'rejected' ? 'rejected' : 'pending'] };
    case "review of seller's product":
      return { id: s.review };
    case "coupon of seller's shop":
      return { shop_id: s.shop, coupon_id: s.coupon };
    case "product of seller's shop":
      return { product_id: s.reviewedProduct, id: s.reviewedProduct };
    case 'address':
      return { address_id: s.address };
    case 'wallet request':
      return { id: s.walletRequest };
    case 'private upload':
      return { path: s.proof, proof: s.proof, id_front: s.kyc, id_with_holder: s.kyc };
    case 'cart line':
      return { id: s.cartLine, ids: s.cartLine, cart_ids: s.cartLine };
    case 'notice':
      return { id: s.notice };
    case 'bank transfer of buyer':
      return { order_id: s.bank.order, payment_id: s.bank.payment };
    case 'own account':
      return {};
  }
}

/** Texts of a side that must not appear in an answer to anyone else. */
function markersOf(label: Label, s: Side): string[] {
  const m = s.markers;
  if (label.startsWith('order')) return [m.order];
  if (label.startsWith('refund')) return [m.refund];
  if (label.startsWith('review')) return [m.review];
  if (label.startsWith('coupon')) return [m.coupon];
  if (label.startsWith('product')) return [m.stock, m.product];
  if (label === 'address') return [m.address];
  if (label === 'wallet request') return [m.wallet];
  if (label === 'bank transfer of buyer') return [m.order];
  if (label === 'own account') return [m.order, m.address, m.refund, m.wallet];
  return [];
}

/** The resource as its owner sees it. */
async function viewOf(label: Label, s: Side, state?: State): Promise<unknown> {
  const read = async (token: string, url: string, method: 'GET' | 'POST' = 'GET') =>
    (await as(t.app, token, { method, url })).data;
  const b = s.buyer.token;
  if (label.startsWith('order')) {
    const id = orderIn(s, state);
    return [
      await read(b, '/api/customer/order/list?page_size=100'),
      await read(b, `/api/customer/order/detail?order_id=${id}`),
    ];
  }
  if (label.startsWith('refund')) return read(b, '/api/customer/refund/sent?page_size=100');
  if (label.startsWith('review'))
    return (await call(t.app, `/api/customer/product/reviews?id=${s.reviewedProduct}`)).data;
  if (label.startsWith('coupon')) return read(s.seller.token, '/api/seller/coupons?page_size=100');
  if (label.startsWith('product')) {
    const y = s.seller.token;
    return [
      await read(y, `/api/seller/products/${s.reviewedProduct}`),
      await read(y, '/api/seller/stock-in?page_size=100'),
    ];
  }
  if (label === 'address') return read(b, '/api/checkout/onepage/getaddresslist', 'POST');
  if (label === 'wallet request' || label === 'private upload') return read(b, '/api/customer/info/recharge_list');
  if (label === 'cart line') return read(b, '/api/customer/cart/list');
  if (label === 'notice') return read(b, '/api/customer/user/notices?page_size=100');
  if (label === 'bank transfer of buyer') return read(b, `/api/checkout/bank-transfer?order_id=${s.bank.order}`);
  return null;
}

/** A list where the schema wants one, a single value where it wants one. */
function fit(op: Operation, field: string, value: unknown): unknown {
  const schema = op.input.properties[field] ?? op.pathParams.find((p) => p.name === field)?.schema ?? {};
  return typeOf(schema) === 'array' && !Array.isArray(value) ? [value] : value;
}

interface Try {
  status: number;
  code?: number;
  field?: string;
  message?: string;
  body: string;
}

async function attempt(op: Operation, actor: Actor, entry: Entry, foreign: Record<string, unknown>): Promise<Try> {
  // the required fields only (optional ones could make a request invalid, e.g. a card with a wallet)
  const required = Object.entries(baseline(op)).filter(([k]) => op.input.required.includes(k));
  const own = (v: unknown) => (v === OWN_PRODUCT_PHOTO ? (actor.photo ?? 'uploads/product/none.webp') : v);
  const given = Object.entries(entry.input ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.map(own) : own(v)]);
  const input: Record<string, unknown> = { ...Object.fromEntries(required), ...Object.fromEntries(given) };
  for (const [k, v] of Object.entries(foreign)) if (k in op.input.properties) input[k] = fit(op, k, v);
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => String(foreign[name] ?? input[name] ?? 1));
  const token = actor.userId ? await createSession(t.database.db, actor.userId, 1) : undefined;
  const res = await t.app.inject({
    method: op.method as 'GET',
    url: path,
    ...(op.inQuery ? { query: input as Record<string, string> } : { payload: input }),
    headers: token ? { 'access-token': token } : {},
  });
  try {
    const body = res.json() as { code: number; message: string; data?: { field?: string } };
    return { status: res.statusCode, code: body.code, field: body.data?.field, message: body.message, body: res.body };
  } catch {
    return { status: res.statusCode, body: res.body };
  }
}

describe('authorization matrix', () => {
  it('declares every operation of the document, with its x-auth and x-permission', () => {
    const ops = operations(t.app);
    const keys = ops.map((o) => o.key);
    expect(
      keys.filter((k) => !(k in MATRIX)),
      'operations missing from matrix.ts',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !keys.includes(k)),
      'matrix.ts names operations that do not exist',
    ).toEqual([]);
    const wrong = ops.filter((o) => AUTH[MATRIX[o.key]!.access] !== o.auth).map((o) => `${o.key}: ${o.auth}`);
    expect(wrong, 'access in matrix.ts differs from the route').toEqual([]);
    const permissions = ops
      .filter((o) => o.auth === 'admin' && MATRIX[o.key]!.permission !== (o.permission ?? 'any staff'))
      .map((o) => `${o.key}: ${o.permission ?? 'any staff'}`);
    expect(permissions, 'permission in matrix-admin.ts differs from the route').toEqual([]);
  });

  it('lets no caller read or change what is not theirs', { timeout: 300_000 }, async () => {
    const started = Date.now();
    const ops = operations(t.app).filter((o) => MATRIX[o.key]);
    const unexpected: string[] = [];
    const refusals = new Map<number | string, number>();
    let tries = 0;
    for (const op of ops) {
      const entry = MATRIX[op.key]!;
      const labels = [entry.owns].flat().filter((l): l is Label => l !== 'none');
      for (const actor of actors) {
        const victim = actor.victim;
        const foreign = Object.assign({}, ...labels.map((l) => idsOf(l, victim, entry.state)));
        const where = `${op.key} as ${actor.name}`;
        const byDesign = actor.role === 'admin' && (entry.access === 'admin' || entry.adminMay);
        const checked = admits(entry.access, actor.role) && !byDesign && labels.length > 0;
        const before = checked ? await Promise.all(labels.map((l) => viewOf(l, victim, entry.state))) : [];
        const res = await attempt(op, actor, entry, foreign);
        tries++;
        if (res.status !== 200) unexpected.push(`${where}: HTTP ${res.status}`);
        if (!admits(entry.access, actor.role)) {
          const expected = actor.role === 'visitor' ? 1100003 : 2000040;
          if (res.code !== expected) unexpected.push(`${where}: answered ${res.code ?? res.status}, not ${expected}`);
          continue;
        }
        if (!checked) continue;
        const succeeded = res.code === 200 || (res.code === undefined && res.status === 200);
        if (!succeeded) refusals.set(res.code ?? res.status, (refusals.get(res.code ?? res.status) ?? 0) + 1);
        if ((res.code === 1000008 || res.code === 1000009) && !(res.field && res.field in foreign)) {
          unexpected.push(`${where}: the matrix's request is not valid (${res.message}); fix its input in matrix.ts`);
        }
        if (succeeded && labels.includes('private upload')) unexpected.push(`${where}: used the other side's upload`);
        for (const marker of labels.flatMap((l) => markersOf(l, victim))) {
          if (res.body.includes(marker)) unexpected.push(`${where}: answered with ${marker}`);
        }
        const after = await Promise.all(labels.map((l) => viewOf(l, victim, entry.state)));
        if (JSON.stringify(after) !== JSON.stringify(before)) unexpected.push(`${where}: changed ${labels.join(', ')}`);
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `matrix (${engine}): ${ops.length} operations × ${actors.length} callers = ${tries} tries, ` +
        `${unexpected.length} unexpected accesses, refusals ${JSON.stringify(Object.fromEntries(refusals))}, ${seconds} s`,
    );
    expect(unexpected).toEqual([]);
  });
});

describe('available coupons', () => {
  it('says collected to the buyer who collected one, and not to a visitor or another buyer', async () => {
    const url = `/api/customer/coupon/available?shop_id=${s2.shop}`;
    const collected = (list: { id: number; collected: boolean }[]) => list.find((c) => c.id === s2.coupon)?.collected;
    const [collector, other] = [await registerUser(t.app), await registerUser(t.app)];
    expect(collected((await as(t.app, collector, { url })).data)).toBe(false);
    const res = await as(t.app, collector, {
      method: 'POST',
      url: '/api/customer/coupon/collect',
      payload: { coupon_id: s2.coupon },
    });
    expect(res.code).toBe(200);
    expect(collected((await as(t.app, collector, { url })).data)).toBe(true);
    expect(collected((await call(t.app, url)).data)).toBe(false);
    expect(collected((await as(t.app, other, { url })).data)).toBe(false);
  });
});
