// The seller's orders: keyword search in the list, the CSV export with the list's filters (only the
// caller's shops, formulas defused, decimals with the currency) and the packing slip.
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { demoLogin, orderOf, type Session, twoSellers } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let seller2: Session;
beforeAll(async () => ({ t, seller, seller2 } = await twoSellers()));
afterAll(() => t.close());

async function exportCsv(token: string, query: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/seller/order/export',
    query,
    headers: { 'access-token': token },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/);
  return parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
}

const list = async (token: string, query: string) =>
  (await as(t.app, token, { url: `/api/seller/order/list?${query}` })).data as {
    total: number;
    items: { id: number }[];
  };

/** An order of the demo seller's shop whose recipient is a formula, and a unique name to find it by. */
async function formulaOrder() {
  const { order, product } = await orderOf(t.app, t.database.db, seller, { quantity: 3, price: 1234 });
  const name = `=HYPERLINK("http://evil")#${order.id}!`;
  await t.database.db.execute(
    sql`UPDATE orders SET address = jsonb_set(address, '{name}', to_jsonb(${name}::text)), remark = '+1 gift wrap' WHERE id = ${order.id}`,
  );
  await t.database.db.execute(sql`UPDATE products SET sku = ${`SKU-${order.id}`} WHERE id = ${product}`);
  return { id: order.id as number, name, unique: `evil")#${order.id}!`, product };
}

describe('seller order search', () => {
  it('finds an order by number (with #) and by recipient; list and export agree', async () => {
    const o = await formulaOrder();
    for (const keyword of [String(o.id), `#${o.id}`, o.unique]) {
      const found = await list(seller.token, `keyword=${encodeURIComponent(keyword)}`);
      expect(found.items.map((i) => i.id)).toContain(o.id);
      const csv = await exportCsv(seller.token, { keyword });
      expect(csv.map((r) => Number(r.order_id))).toContain(o.id);
      if (keyword === o.unique) expect(found.total).toBe(1);
    }
    // "#n" is that order alone
    const exact = await list(seller.token, `keyword=${encodeURIComponent(`#${o.id}`)}`);
    expect(exact.items.map((i) => i.id)).toEqual([o.id]);
    const none = await list(seller.token, 'keyword=no-such-order-anywhere');
    expect(none.total).toBe(0);
    expect(await exportCsv(seller.token, { keyword: 'no-such-order-anywhere' })).toEqual([]);
    // LIKE wildcards are text, not patterns
    expect((await list(seller.token, 'keyword=%25')).total).toBe(0);
  });

  it('honours the status tab in the list and the export', async () => {
    const o = await formulaOrder();
    const toShip = await exportCsv(seller.token, { status: 'to_ship', keyword: o.unique });
    expect(toShip.map((r) => Number(r.order_id))).toEqual([o.id]);
    expect(await exportCsv(seller.token, { status: 'completed', keyword: o.unique })).toEqual([]);
    expect((await list(seller.token, `status=completed&keyword=${encodeURIComponent(o.unique)}`)).total).toBe(0);
  });
});

describe('orders CSV export', () => {
  it('writes one line per order: decimals with the currency, ISO dates, lines with SKU, formulas defused', async () => {
    const o = await formulaOrder();
    const row = (await exportCsv(seller.token, { keyword: o.unique })).find((r) => Number(r.order_id) === o.id)!;
    const db = (await one<{ subtotal: number; total: number; created_at: Date | string }>(
      t.database.db,
      sql`SELECT subtotal, total, created_at FROM orders WHERE id = ${o.id}`,
    ))!;
    expect(row.currency).toBe('USD');
    expect(row.subtotal).toBe('37.02'); // 3 × 12.34
    expect(row.total).toBe((Number(db.total) / 100).toFixed(2));
    expect(row.date).toBe(new Date(db.created_at).toISOString());
    expect(row.status).toBe('to_ship');
    expect(row.quantity).toBe('3');
    expect(row.items).toMatch(new RegExp(`\\(SKU-${o.id}\\) × 3$`));
    // a spreadsheet would run these: they start with an apostrophe instead
    expect(row.recipient).toBe(`'${o.name}`);
    expect(row.remark).toBe("'+1 gift wrap");
  });

  it("gives another seller none of the demo seller's orders, and refuses customers", async () => {
    const o = await formulaOrder();
    const theirs = await exportCsv(seller2.token);
    expect(theirs.map((r) => Number(r.order_id))).not.toContain(o.id);
    expect(theirs.some((r) => r.recipient?.includes('HYPERLINK'))).toBe(false);
    const shop2 = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders o JOIN shops s ON s.id = o.shop_id WHERE s.owner_id = ${seller2.id}`,
    );
    expect(theirs).toHaveLength(shop2!.n);
    // the keyword also matches digits of other fields (phones, numbers): none of the found is theirs
    expect((await list(seller2.token, `keyword=${o.id}`)).items.map((i) => i.id)).not.toContain(o.id);
    const buyer = await demoLogin(t.app, 'buyer@demo.test');
    expect((await as(t.app, buyer.token, { url: '/api/seller/order/export' })).code).toBe(2000040);
  });

  it('refuses an unknown tab by name, in the envelope', async () => {
    const res = await as(t.app, seller.token, { url: '/api/seller/order/export?status=lost' });
    expect([res.code, res.data?.field]).toEqual([1000008, 'status']);
  });
});

describe('packing slip', () => {
  it("shows the shop, the recipient and the lines with SKU, without prices, to the order's seller only", async () => {
    const o = await formulaOrder();
    const slip = (await as(t.app, seller.token, { url: `/api/seller/order/slip?order_id=${o.id}` })).data;
    expect(slip.order_id).toBe(o.id);
    expect(slip.address.name).toBe(o.name);
    expect(slip.items).toEqual([expect.objectContaining({ sku: `SKU-${o.id}`, quantity: 3 })]);
    expect(slip.shop.name).toBeTruthy();
    expect(JSON.stringify(slip)).not.toMatch(/price|total/);
    const foreign = await as(t.app, seller2.token, { url: `/api/seller/order/slip?order_id=${o.id}` });
    expect(foreign.code).toBe(1500018);
    expect(JSON.stringify(foreign.data ?? '')).not.toContain('HYPERLINK');
  });
});
