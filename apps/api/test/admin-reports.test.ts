// Issue 15, the numbers of the admin backend: the dashboard's figures move by what the test's own
// sign-ups, shops and orders add (read before, act, read after); a storefront search that finds
// nothing is listed; each report's totals are the sums of its rows and move by the known amounts of
// the test's orders and refund; CSV holds the same rows as JSON; periods are checked; a content
// editor sees the dashboard without money and is refused the reports.
import type { AdminDashboard, ReportAnswer, ReportName } from '@polymart/contract';
import { REPORT_NAMES } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { demoLogin, orderOf, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let admin: Session;

beforeAll(async () => {
  // no background jobs: an order expired or an earning released meanwhile would move the figures
  t = await testApp({ ORDER_JOB_SECONDS: '0' });
  [seller, admin] = await Promise.all([demoLogin(t.app, 'seller@demo.test'), demoLogin(t.app, 'admin@demo.test')]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const today = () => new Date().toISOString().slice(0, 10);
const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const dashboard = (user: TestUser | string = admin.token) =>
  as<AdminDashboard>(t.app, user, { url: '/api/admin/dashboard' });
const report = (name: string, query = '', user: TestUser | string = admin.token) =>
  as<ReportAnswer>(t.app, user, { url: `/api/admin/reports/${name}${query}` });
const todayOnly = () => `?from=${today()}&to=${today()}`;

/** A staff member of `role`, signed in. */
async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  expect((await post(admin.token, '/api/admin/staff', { email: u.email, role })).code).toBe(200);
  return u;
}

const rowOf = (r: ReportAnswer, key: string, value: unknown) =>
  r.rows.find((row) => row[key] === value) ?? ({} as Record<string, number>);
const num = (v: unknown) => Number(v ?? 0);

describe('GET /api/admin/dashboard', () => {
  it('moves by the sign-ups, shops and paid orders the test makes; lists the waiting inbox types', async () => {
    const before = (await dashboard()).data;
    expect(before.money).toBe(true);
    expect(before.daily).toHaveLength(30);
    expect(before.daily.at(-1)!.date).toBe(before.today);

    // a shop of its own (one sign-up, one shop) and a buyer (one more sign-up) paying 3 × 12.34
    const shop = await otherSeller(t.app, db());
    const { order, product } = await orderOf(t.app, db(), seller, { quantity: 3, price: 1234 });
    const total = order.price as number;
    expect(total).toBeGreaterThanOrEqual(3 * 1234);

    const after = (await dashboard()).data;
    for (const w of ['1', '7', '30'] as const) {
      expect(after.windows[w].new_customers - before.windows[w].new_customers).toBe(2);
      expect(after.windows[w].new_sellers - before.windows[w].new_sellers).toBe(1);
      expect(after.windows[w].orders - before.windows[w].orders).toBe(1);
      expect(after.windows[w].sales! - before.windows[w].sales!).toBe(total);
    }
    const day = after.daily.at(-1)!;
    expect(day).toEqual({ date: after.today, ...after.windows['1'] });
    expect(after.windows['30'].orders).toBe(after.daily.reduce((s, d) => s + d.orders, 0));
    // the product is among the month's best sellers, or the five listed each sold at least as much
    const listed = after.top_products.find((p) => p.id === product);
    if (listed) expect(listed).toMatchObject({ count: 3 });
    else expect(after.top_products.map((p) => p.count >= 3)).toEqual([true, true, true, true, true]);
    const counts = after.top_products.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(after.top_shops.length).toBeGreaterThan(0);
    expect(after.top_categories.length).toBeGreaterThan(0);
    expect(shop.shop).toBeGreaterThan(0);
    // the owner decides every type of the inbox
    expect(after.waiting.map((w) => w.type)).toEqual([100, 200, 300, 400, 500, 600, 700]);
  });

  it('counts a storefront search that found nothing, once per search, normalized', async () => {
    const term = `zqx${Date.now().toString(36)}`;
    for (const q of [`${term.toUpperCase()}  Blorf`, `${term} blorf`]) {
      const found = await call(t.app, { url: `/api/search/${encodeURIComponent(q)}` });
      expect(found.code).toBe(200);
      expect(found.data.total).toBe(0);
    }
    // a search that finds something is not counted
    expect((await call(t.app, { url: '/api/search/camera' })).data.total).toBeGreaterThan(0);
    const misses = (await dashboard()).data.search_misses;
    expect(misses.find((m) => m.term === `${term} blorf`)).toEqual({
      term: `${term} blorf`,
      count: 2,
      last_day: today(),
    });
    expect(misses.find((m) => m.term === 'camera')).toBeUndefined();
  });

  it('gives a content editor every figure but the amounts, and only the inbox types it decides', async () => {
    const editor = await member('content');
    const answer = await dashboard(editor);
    expect(answer.code).toBe(200);
    const d = answer.data;
    expect(d.money).toBe(false);
    expect(JSON.stringify(d)).not.toContain('"sales"');
    expect(d.windows['30'].orders).toBeGreaterThan(0);
    expect(d.waiting).toEqual([]);
    // support reads money and decides no inbox type either
    const support = (await dashboard(await member('support'))).data;
    expect(support.money).toBe(true);
    expect(support.windows['1'].sales).toBeGreaterThan(0);
    // finance sees the money requests only
    const finance = (await dashboard(await member('finance'))).data;
    expect(finance.waiting.map((w) => w.type)).toEqual([400, 500, 600]);
    // a customer is no staff member
    expect((await dashboard(await registerUser(t.app))).code).toBe(2000040);
  });
});

describe('GET /api/admin/reports/{name}', () => {
  it('answers totals that are the sums of the rows, moved by a known order and refund', async () => {
    const read = async () =>
      Object.fromEntries(
        await Promise.all(REPORT_NAMES.map(async (n) => [n, (await report(n, todayOnly())).data] as const)),
      ) as Record<ReportName, ReportAnswer>;
    const before = await read();

    const { order, product, user } = await orderOf(t.app, db(), seller, {
      quantity: 2,
      price: 2500,
      until: 'completed',
    });
    const total = order.price as number;
    const refund = await post(user, '/api/customer/refund/apply', {
      order_id: order.id,
      items: JSON.stringify([{ product_id: product, quantity: 1 }]),
      reason: 'arrived broken',
    });
    expect(refund.code).toBe(200);
    expect((await post(seller.token, '/api/seller/refund/decide', { id: refund.data.id, approve: true })).code).toBe(
      200,
    );
    const refunded = refund.data.amount as number;
    const facts = await one<{ shop_id: number; category_id: number; line: number }>(
      db(),
      sql`SELECT p.shop_id, p.category_id, (SELECT i.total FROM order_items i WHERE i.order_id = ${order.id})::int AS line
          FROM products p WHERE p.id = ${product}`,
    );
    const after = await read();

    for (const name of REPORT_NAMES) {
      const r = after[name];
      expect(r).toMatchObject({ name, from: today(), to: today(), currency: 'USD' });
      for (const c of r.columns.filter((c) => c.kind === 'count' || c.kind === 'money'))
        expect(r.totals[c.key], `${name} ${c.key}`).toBe(r.rows.reduce((s, row) => s + num(row[c.key]), 0));
    }
    const moved = (name: ReportName, key: string, match?: [string, unknown]) =>
      match
        ? num(rowOf(after[name], ...match)[key]) - num(rowOf(before[name], ...match)[key])
        : after[name].totals[key]! - before[name].totals[key]!;

    expect(moved('sales-by-day', 'sales')).toBe(total);
    expect(moved('sales-by-day', 'orders')).toBe(1);
    expect(after['sales-by-day'].rows).toHaveLength(1);
    expect(moved('sales-by-shop', 'sales', ['shop_id', facts!.shop_id])).toBe(total);
    expect(moved('sales-by-category', 'quantity', ['category_id', facts!.category_id])).toBe(2);
    expect(moved('sales-by-category', 'sales', ['category_id', facts!.category_id])).toBe(facts!.line);
    expect(moved('sales-by-payment', 'sales', ['payment_method', 'wallet'])).toBe(total);
    expect(rowOf(after['top-products'], 'product_id', product)).toMatchObject({ quantity: 2, sales: facts!.line });
    // the ledger's flows: the order paid, the refund given back
    expect(moved('wallet-flows', 'paid')).toBe(total);
    expect(moved('wallet-flows', 'refunded')).toBe(refunded);
    expect(moved('refunds', 'requests', ['shop_id', facts!.shop_id])).toBe(1);
    expect(moved('refunds', 'approved', ['shop_id', facts!.shop_id])).toBe(1);
    expect(moved('refunds', 'refunded', ['shop_id', facts!.shop_id])).toBe(refunded);
  });

  it('writes the same rows as CSV, amounts as decimals, formulas defused', async () => {
    // a product sold today whose name a spreadsheet would run as a formula
    const sold = (await report('top-products', todayOnly())).data.rows[0]!;
    await db().execute(sql`UPDATE product_translations SET name = '=1+1' WHERE product_id = ${sold.product_id}`);
    const top = await t.app.inject({
      url: `/api/admin/reports/top-products${todayOnly()}&format=csv`,
      headers: { 'access-token': admin.token },
    });
    expect(top.body).toContain(`${sold.product_id},'=1+1,`);
    for (const name of REPORT_NAMES) {
      const json = (await report(name)).data;
      const res = await t.app.inject({
        url: `/api/admin/reports/${name}?format=csv`,
        headers: { 'access-token': admin.token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain(`${name}-${json.from}-${json.to}`);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(json.columns.map((c) => c.key).join(','));
      expect(lines).toHaveLength(json.rows.length + 1);
      json.rows.forEach((row, i) => {
        const first = json.columns[0]!;
        const cell = lines[i + 1]!.split(',')[0];
        expect(cell).toBe(String(row[first.key]));
        const money = json.columns.find((c) => c.kind === 'money')!;
        const at = json.columns.indexOf(money);
        // text cells (shop names) hold no commas in the demo data, so the split finds the column
        expect(lines[i + 1]!.split(',').at(at - json.columns.length)).toBe((num(row[money.key]) / 100).toFixed(2));
      });
    }
  });

  it('refuses a period backwards or over a year, an unknown report and a bad format (1000008)', async () => {
    const bad = [
      ['sales-by-day', '?from=2026-03-02&to=2026-03-01'],
      ['sales-by-day', '?from=2024-01-01&to=2025-06-30'],
      ['sales-by-day', '?from=2026-02-30'],
      ['sales-by-day', '?format=xlsx'],
      ['no-such-report', ''],
    ];
    for (const [name, query] of bad) expect((await report(name!, query)).code, `${name}${query}`).toBe(1000008);
    // a whole year and a day is allowed; by default the last 30 days
    expect((await report('sales-by-day', '?from=2025-01-01&to=2026-01-02')).data.rows).toHaveLength(367);
    const plain = (await report('sales-by-day')).data;
    expect(plain.rows).toHaveLength(30);
    expect(plain.to).toBe(today());
  });

  it('is for roles with the reports permission: content and support are refused (2000040)', async () => {
    expect((await report('sales-by-day', '', await member('content'))).code).toBe(2000040);
    expect((await report('sales-by-day', '', await member('support'))).code).toBe(2000040);
    expect((await report('refunds', '', await member('operator'))).code).toBe(200);
    expect((await report('wallet-flows', '', await member('finance'))).code).toBe(200);
  });
});
