// Cart: add (items_count and the line; an Idempotency-Key makes a retried or concurrent add count
// once), list grouped by shop with price, tax and totals, update, remove, select,
// the device cart priced for visitors and merged at login; codes 2000021 and 2000023; other users'
// lines refused.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { products } from './orders-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url, payload });
const list = async (user: TestUser) => (await as(t.app, user, { url: '/api/customer/cart/list' })).data;

describe('cart', () => {
  it('adds, groups by shop, prices with tax, and counts lines in user info', async () => {
    const user = await registerUser(t.app);
    const [a, b] = await products(t.database.db, 2, { price: 1999, tax: 1000 });
    const first = await post(user, '/api/customer/cart/add', { product_id: a!.id, quantity: 2 });
    expect(first.code).toBe(200);
    expect(first.data.items_count).toBe(1);
    await post(user, '/api/customer/cart/add', { product_id: b!.id, quantity: 1 });
    const again = await post(user, '/api/customer/cart/add', { product_id: a!.id, quantity: 1 });
    expect(again.data.items_count).toBe(2);
    const cart = await list(user);
    expect(cart.groups).toHaveLength(2);
    const line = cart.groups.flatMap((g: any) => g.lines).find((l: any) => l.product_id === a!.id);
    // 3 × 19.99 = 59.97, 10% tax = 6.00 (5.997 rounded half up)
    expect(line).toMatchObject({ quantity: 3, price: 1999, tax: 600, total: 5997 + 600, available: true });
    expect(cart.selected).toEqual({ count: 2, subtotal: 5997 + 1999, tax: 600 + 200, total: 5997 + 1999 + 800 });
    const info = await as(t.app, user, { url: '/api/customer/info/get_userinfo' });
    expect(info.data.card.count).toBe(2);
  });

  it('refuses beyond stock (2000023), products not on sale (2000021), and quantities below 1', async () => {
    const user = await registerUser(t.app);
    const [p] = await products(t.database.db, 1, { stock: 3 });
    expect((await post(user, '/api/customer/cart/add', { product_id: p!.id, quantity: 4 })).code).toBe(2000023);
    await post(user, '/api/customer/cart/add', { product_id: p!.id, quantity: 3 });
    expect((await post(user, '/api/customer/cart/add', { product_id: p!.id, quantity: 1 })).code).toBe(2000023);
    const id = (await list(user)).groups[0].lines[0].id;
    expect((await post(user, '/api/customer/cart/update', { id, quantity: 0 })).code).toBe(1000008);
    expect((await post(user, '/api/customer/cart/update', { id, quantity: 9 })).code).toBe(2000023);
    expect((await post(user, '/api/customer/cart/add', { product_id: 999_999_999, quantity: 1 })).code).toBe(2000021);
    await t.database.db.execute(sql`UPDATE products SET status = 'inactive' WHERE id = ${p!.id}`);
    expect((await post(user, '/api/customer/cart/add', { product_id: p!.id, quantity: 1 })).code).toBe(2000021);
    // the line stays, marked unavailable and not selectable
    const line = (await list(user)).groups[0].lines[0];
    expect(line).toMatchObject({ available: false, selected: false });
    await t.database.db.execute(sql`UPDATE products SET status = 'active' WHERE id = ${p!.id}`);
    expect((await post(user, '/api/customer/cart/add', { quantity: 1 })).code).toBe(1000009);
  });

  it('updates, selects and removes only the own lines', async () => {
    const [owner, other] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const [a, b] = await products(t.database.db, 2);
    await post(owner, '/api/customer/cart/add', { product_id: a!.id, quantity: 1 });
    await post(owner, '/api/customer/cart/add', { product_id: b!.id, quantity: 1 });
    const ids = (await list(owner)).groups.flatMap((g: any) => g.lines.map((l: any) => l.id));
    expect((await post(other, '/api/customer/cart/update', { id: ids[0], quantity: 2 })).code).toBe(2000019);
    await post(other, '/api/customer/cart/remove', { ids: ids.join(',') });
    await post(other, '/api/customer/cart/select', { ids: ids.join(','), selected: false });
    expect((await list(owner)).selected.count).toBe(2);

    const updated = await post(owner, '/api/customer/cart/update', { id: ids[0], quantity: 5 });
    expect(updated.data.selected.subtotal).toBe(6000);
    const unselected = await post(owner, '/api/customer/cart/select', { ids: String(ids[1]), selected: false });
    expect(unselected.data.selected).toMatchObject({ count: 1, subtotal: 5000 });
    const none = await post(owner, '/api/customer/cart/select', { selected: false });
    expect(none.data.selected.count).toBe(0);
    const removed = await post(owner, '/api/customer/cart/remove', { id: ids[0] });
    expect(removed.data.items_count).toBe(1);
  });

  it('prices a visitor device cart and merges it at login, capped by stock', async () => {
    const [a, b] = await products(t.database.db, 2, { stock: 4 });
    const items = JSON.stringify([
      { product_id: a!.id, quantity: 2 },
      { product_id: b!.id, quantity: 1, selected: false },
    ]);
    const preview = await call(t.app, { method: 'POST', url: '/api/customer/cart/preview', payload: { items } });
    expect(preview.code).toBe(200);
    expect(preview.data.items_count).toBe(2);
    expect(preview.data.selected).toMatchObject({ count: 1, subtotal: 2000 });
    expect(preview.data.groups.flatMap((g: any) => g.lines.map((l: any) => l.id)).sort()).toEqual(
      [a!.id, b!.id].sort(),
    );
    const bad = await call(t.app, {
      method: 'POST',
      url: '/api/customer/cart/preview',
      payload: { items: 'not json' },
    });
    expect(bad.code).toBe(1000008);

    const user = await registerUser(t.app);
    await post(user, '/api/customer/cart/add', { product_id: a!.id, quantity: 3 });
    const merged = await post(user, '/api/customer/cart/merge', { items });
    const qty = Object.fromEntries(
      merged.data.groups.flatMap((g: any) => g.lines.map((l: any) => [l.product_id, l.quantity])),
    );
    expect(qty).toEqual({ [a!.id]: 4, [b!.id]: 1 });
  });

  it('answers 1100003 to visitors on account carts', async () => {
    expect((await call(t.app, '/api/customer/cart/list')).code).toBe(1100003);
  });

  it('answers items_count and the line, not the priced cart', async () => {
    const user = await registerUser(t.app);
    const [p] = await products(t.database.db, 1);
    const res = await post(user, '/api/customer/cart/add', { product_id: p!.id, quantity: 2 });
    expect(res.data).toEqual({ items_count: 1, line: { id: expect.any(Number), product_id: p!.id, quantity: 2 } });
  });
});

describe('cart add with an Idempotency-Key', () => {
  const add = (user: TestUser, key: string, payload: Record<string, unknown>) =>
    as(t.app, user, { method: 'POST', url: '/api/customer/cart/add', payload, headers: { 'idempotency-key': key } });
  const quantityOf = async (user: TestUser, productId: number) =>
    (await list(user)).groups.flatMap((g: any) => g.lines).find((l: any) => l.product_id === productId)?.quantity;

  it('a retry with the same key answers the first answer and adds nothing', async () => {
    const user = await registerUser(t.app);
    const [p] = await products(t.database.db, 1);
    const first = await add(user, 'add-1', { product_id: p!.id, quantity: 2 });
    expect(first.code).toBe(200);
    const retry = await add(user, 'add-1', { product_id: p!.id, quantity: 2 });
    expect(retry.code).toBe(200);
    expect(retry.data).toEqual(first.data);
    expect(await quantityOf(user, p!.id)).toBe(2);
    // another key is another add; the same key with another body is refused (2000046)
    expect((await add(user, 'add-2', { product_id: p!.id, quantity: 1 })).data.line.quantity).toBe(3);
    expect((await add(user, 'add-1', { product_id: p!.id, quantity: 5 })).code).toBe(2000046);
    expect(await quantityOf(user, p!.id)).toBe(3);
    // keys are the buyer's own: another buyer's same key adds to their own cart
    const other = await registerUser(t.app);
    expect((await add(other, 'add-1', { product_id: p!.id, quantity: 2 })).data.line.quantity).toBe(2);
    expect(await quantityOf(user, p!.id)).toBe(3);
  });

  it('two requests with one key at once add once', async () => {
    const user = await registerUser(t.app);
    const [p] = await products(t.database.db, 1);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => add(user, 'same-moment', { product_id: p!.id, quantity: 1 })),
    );
    expect(answers.map((a) => a.code)).toEqual([200, 200, 200, 200]);
    for (const a of answers) expect(a.data).toEqual(answers[0]!.data);
    expect(answers[0]!.data.line.quantity).toBe(1);
    expect(await quantityOf(user, p!.id)).toBe(1);
  });

  it('a refused add stores nothing: the same key may be retried once the product can be added', async () => {
    const user = await registerUser(t.app);
    const [p] = await products(t.database.db, 1, { stock: 1 });
    expect((await add(user, 'later', { product_id: p!.id, quantity: 2 })).code).toBe(2000023);
    await t.database.db.execute(sql`UPDATE products SET stock = 5 WHERE id = ${p!.id}`);
    expect((await add(user, 'later', { product_id: p!.id, quantity: 2 })).code).toBe(200);
    expect(await quantityOf(user, p!.id)).toBe(2);
  });

  it('refuses a malformed key by name (1000008)', async () => {
    const user = await registerUser(t.app);
    const [p] = await products(t.database.db, 1);
    for (const key of ['x'.repeat(201), 'with space', 'ключ']) {
      const res = await add(user, key, { product_id: p!.id, quantity: 1 });
      expect(res.code).toBe(1000008);
      expect(res.data).toMatchObject({ field: 'idempotency-key' });
    }
    expect(await quantityOf(user, p!.id)).toBeUndefined();
  });
});
