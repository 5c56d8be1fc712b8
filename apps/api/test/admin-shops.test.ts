// Issue 15, shops and products in the admin backend: the lists with their figures, a shop's page,
// suspending a shop (its products leave search, category, detail, the shop page and checkout at
// once while its open order is shipped and completed), hiding one product with a reason the seller
// reads, one audit record per change with before and after, and roles (content is refused).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { buyer, marketplace, orderOf, type Session } from './orders-helpers.ts';

let t: TestApp;
let admin: Session;
let seller: Session;
let shopId: number;

beforeAll(async () => {
  ({ t, admin, seller } = await marketplace());
  shopId = (await one<{ id: number }>(t.database.db, sql`SELECT id FROM shops WHERE owner_id = ${seller.id}`))!.id;
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
const pub = (url: string) => call(t.app, { url });

/** An active product of the shop that no test has bought, with its English name and category. */
async function pickProduct(shop: number) {
  return (await one<{ id: number; name: string; category_id: number }>(
    t.database.db,
    sql`SELECT p.id, e.name, p.category_id FROM products p
        JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
        WHERE p.shop_id = ${shop} AND p.status = 'active' AND p.hidden_at IS NULL AND p.stock > 5
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM flash_deal_items f WHERE f.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
  ))!;
}

const inSearch = async (p: { id: number; name: string }) => {
  const res = await pub(`/api/search/${encodeURIComponent(p.name)}?page_size=100`);
  expect(res.code).toBe(200);
  return (res.data.items as { id: number }[]).some((i) => i.id === p.id);
};
const categoryTotal = async (categoryId: number) =>
  (await pub(`/api/category/${categoryId}/1`)).data.products.total as number;
const auditOf = (subject: string, id: number, action: string) =>
  rows<{ before: Record<string, unknown>; after: Record<string, unknown>; remark: string; actor_id: number }>(
    t.database.db,
    sql`SELECT before, after, remark, actor_id FROM audit_log WHERE subject_type = ${subject} AND subject_id = ${id} AND action = ${action}`,
  );
const buy = (user: TestUser, productId: number) =>
  post(user, '/api/checkout/onepage/submit', {
    items: JSON.stringify([{ product_id: productId, quantity: 1 }]),
    payment_method: 'wallet',
  });

describe('admin shops', () => {
  it('lists shops with owner, figures and filters', async () => {
    const list = await get(admin.token, '/api/admin/shops?page_size=100');
    expect(list.code).toBe(200);
    const mine = list.data.items.find((s: { id: number }) => s.id === shopId);
    const counted = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM products WHERE shop_id = ${shopId}`,
    );
    expect(mine).toMatchObject({ status: 'active', owner: { id: seller.id, email: 'seller@demo.test' } });
    expect(mine.product_count).toBe(counted!.n);
    expect(mine.paid_orders).toBeGreaterThanOrEqual(mine.refunded_orders);
    if (mine.paid_orders > 0) {
      expect(mine.refund_rate_bp).toBe(Math.floor((mine.refunded_orders * 10000) / mine.paid_orders));
    }
    const found = await get(admin.token, `/api/admin/shops?q=${encodeURIComponent('seller@demo')}`);
    expect(found.data.items.map((s: { id: number }) => s.id)).toEqual([shopId]);
    // a number past bigint is text to search, not an id
    expect((await get(admin.token, '/api/admin/shops?q=9223372036854775808')).data.total).toBe(0);
    const none = await get(admin.token, '/api/admin/shops?status=suspended');
    expect(none.data.total).toBe(0);
  });

  it('shows a shop with contacts, the commission rule that applies and no suspension', async () => {
    const res = await get(admin.token, `/api/admin/shops/${shopId}`);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ id: shopId, suspension: { active: false, reason: '' } });
    expect(['shop', 'global', 'none']).toContain(res.data.commission.source);
    expect((await get(admin.token, '/api/admin/shops/999999')).code).toBe(2000019);
  });

  it('suspends a shop: its products leave the storefront at once, its open order goes on; reinstating brings them back', async () => {
    const { order, user } = await orderOf(t.app, t.database.db, seller, { until: 'to_ship' });
    const p = await pickProduct(shopId);
    const shopper = await buyer(t.app, t.database.db, 1_000_000);
    // read (and cached) before the suspension
    expect(await inSearch(p)).toBe(true);
    const before = await categoryTotal(p.category_id);
    expect((await pub(`/api/customer/product/detail?id=${p.id}`)).code).toBe(200);
    expect((await pub(`/api/shop/${shopId}/1`)).code).toBe(200);
    expect((await post(shopper, '/api/customer/cart/add', { product_id: p.id, quantity: 1 })).code).toBe(200);

    expect((await post(admin.token, `/api/admin/shops/${shopId}/suspend`, {})).code).toBe(1000009);
    const done = await post(admin.token, `/api/admin/shops/${shopId}/suspend`, {
      reason: 'Counterfeit goods reported',
    });
    expect(done).toMatchObject({ code: 200, data: { id: shopId, status: 'suspended' } });
    expect((await post(admin.token, `/api/admin/shops/${shopId}/suspend`, { reason: 'again' })).code).toBe(2000018);

    const inCategory = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM products p WHERE p.shop_id = ${shopId} AND p.status = 'active'
            AND p.category_id IN (SELECT id FROM categories WHERE id = ${p.category_id} OR parent_id = ${p.category_id})`,
    );
    expect(await inSearch(p)).toBe(false);
    expect(await categoryTotal(p.category_id)).toBe(before - inCategory!.n);
    expect((await pub(`/api/customer/product/detail?id=${p.id}`)).code).toBe(2000021);
    expect((await pub(`/api/shop/${shopId}/1`)).code).toBe(2000019);
    const home = await pub('/api/customer/product/get_recommend_list?size=50');
    const homeIds = [...home.data.new, ...home.data.recommended, ...home.data.best_selling].map((i) => i.shop_id);
    expect(homeIds).not.toContain(shopId);
    expect((await buy(shopper, p.id)).code).toBe(2000021);
    const cart = await get(shopper, '/api/customer/cart/list');
    expect(JSON.stringify(cart.data)).toContain(`"product_id":${p.id}`);
    expect((await post(shopper, '/api/customer/cart/add', { product_id: p.id, quantity: 1 })).code).toBe(2000021);

    // the open order goes on: shipped, delivered, completed
    const step = (url: string, payload: Record<string, unknown> = {}) =>
      post(seller.token, url, { order_id: order.id, ...payload });
    expect((await step('/api/seller/order/ship', { log_sn: 'SUSP-1' })).code).toBe(200);
    expect((await step('/api/seller/order/deliver')).code).toBe(200);
    const confirmed = await post(user, '/api/customer/order/confirm', { order_id: order.id });
    expect(confirmed.data).toMatchObject({ status: 'completed' });

    // the seller reads why, the operator sees who and when
    const dash = await get(seller.token, '/api/seller/dashboard');
    expect(dash.data.suspension).toMatchObject({ reason: 'Counterfeit goods reported' });
    const notices = await get(seller.token, '/api/customer/user/notices');
    expect(notices.data.items[0]).toMatchObject({
      type: 900,
      status: -1,
      ref_id: shopId,
      message: 'Counterfeit goods reported',
    });
    const detail = await get(admin.token, `/api/admin/shops/${shopId}`);
    expect(detail.data.suspension).toMatchObject({
      active: true,
      reason: 'Counterfeit goods reported',
      by: { id: admin.id, email: 'admin@demo.test' },
    });
    expect(detail.data.suspension.at).toBeTruthy();
    expect(
      (await get(admin.token, '/api/admin/shops?status=suspended')).data.items.map((s: { id: number }) => s.id),
    ).toEqual([shopId]);
    const audits = await auditOf('shop', shopId, 'shop.suspend');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_id: admin.id,
      remark: 'Counterfeit goods reported',
      before: { status: 'active', reason: '' },
      after: { status: 'suspended', reason: 'Counterfeit goods reported' },
    });

    const back = await post(admin.token, `/api/admin/shops/${shopId}/reinstate`, { reason: 'Cleared' });
    expect(back.data).toMatchObject({ status: 'active' });
    expect(await inSearch(p)).toBe(true);
    expect(await categoryTotal(p.category_id)).toBe(before);
    expect((await pub(`/api/customer/product/detail?id=${p.id}`)).code).toBe(200);
    expect((await pub(`/api/shop/${shopId}/1`)).code).toBe(200);
    expect((await buy(shopper, p.id)).code).toBe(200);
    expect((await get(seller.token, '/api/seller/dashboard')).data.suspension).toBeNull();
    const reinstated = await auditOf('shop', shopId, 'shop.reinstate');
    expect(reinstated).toHaveLength(1);
    expect(reinstated[0]).toMatchObject({
      before: { status: 'suspended', reason: 'Counterfeit goods reported' },
      after: { status: 'active', reason: '' },
    });
    expect((await post(admin.token, `/api/admin/shops/${shopId}/reinstate`, {})).code).toBe(2000018);
  });

  it('hides one product with a reason the seller reads, and restores it', async () => {
    const p = await pickProduct(shopId);
    const shopper = await buyer(t.app, t.database.db, 1_000_000);
    expect(await inSearch(p)).toBe(true);
    const hidden = await post(admin.token, `/api/admin/products/${p.id}/hide`, { reason: 'Misleading photos' });
    expect(hidden).toMatchObject({ code: 200, data: { id: p.id, hidden: true } });
    expect(await inSearch(p)).toBe(false);
    expect((await pub(`/api/customer/product/detail?id=${p.id}`)).code).toBe(2000021);
    const shopPage = await pub(`/api/shop/${shopId}/1?page_size=100`);
    expect(shopPage.data.products.items.map((i: { id: number }) => i.id)).not.toContain(p.id);
    expect((await buy(shopper, p.id)).code).toBe(2000021);
    // the shop's other products stay
    expect(shopPage.data.products.total).toBeGreaterThan(0);

    const mine = await get(seller.token, `/api/seller/products/${p.id}`);
    expect(mine.data).toMatchObject({ status: 'active', hidden_reason: 'Misleading photos', shop_suspended: false });
    expect(mine.data.hidden_at).toBeTruthy();
    const list = await get(seller.token, '/api/seller/products?page_size=100');
    expect(list.data.items.find((i: { id: number }) => i.id === p.id)).toMatchObject({
      hidden_reason: 'Misleading photos',
    });
    const notices = await get(seller.token, '/api/customer/user/notices');
    expect(notices.data.items[0]).toMatchObject({ type: 1100, status: -1, ref_id: p.id, message: 'Misleading photos' });

    const admins = await get(admin.token, `/api/admin/products?hidden=true&shop_id=${shopId}`);
    expect(admins.data.items.map((i: { id: number }) => i.id)).toEqual([p.id]);
    expect(admins.data.items[0]).toMatchObject({
      on_sale: false,
      hidden: { active: true, reason: 'Misleading photos', by: { id: admin.id } },
      shop: { id: shopId },
    });
    const audits = await auditOf('product', p.id, 'product.hide');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      before: { hidden: false },
      after: { hidden: true, reason: 'Misleading photos' },
    });

    expect((await post(admin.token, `/api/admin/products/${p.id}/restore`, {})).data).toMatchObject({ hidden: false });
    expect(await inSearch(p)).toBe(true);
    expect((await buy(shopper, p.id)).code).toBe(200);
    expect((await get(seller.token, `/api/seller/products/${p.id}`)).data).toMatchObject({
      hidden_at: null,
      hidden_reason: '',
    });
    const restored = await auditOf('product', p.id, 'product.restore');
    expect(restored).toHaveLength(1);
    expect(restored[0]).toMatchObject({ before: { hidden: true }, after: { hidden: false } });
    expect((await post(admin.token, `/api/admin/products/${p.id}/restore`, {})).code).toBe(2000018);
    expect((await post(admin.token, '/api/admin/products/999999/hide', { reason: 'x' })).code).toBe(2000019);
  });

  it('lists products by keyword, status, category and shop', async () => {
    const p = await pickProduct(shopId);
    const word = p.name.split(' ')[0]!;
    const res = await get(
      admin.token,
      `/api/admin/products?keyword=${encodeURIComponent(word)}&shop_id=${shopId}&status=active&page_size=100`,
    );
    expect(res.code).toBe(200);
    expect(res.data.items.map((i: { id: number }) => i.id)).toContain(p.id);
    for (const i of res.data.items) expect(i).toMatchObject({ status: 'active', shop: { id: shopId } });
    const byCategory = await get(admin.token, `/api/admin/products?category_id=${p.category_id}&page_size=5`);
    expect(byCategory.data.total).toBeGreaterThan(0);
    expect((await get(admin.token, '/api/admin/products?status=nope')).code).toBe(1000008);
    expect((await get(admin.token, '/api/admin/products?keyword=9223372036854775808')).code).toBe(200);
  });

  it('refuses a content editor (2000040) and lets an operator act', async () => {
    const invite = async (role: string) => {
      const u = await registerUser(t.app);
      expect((await post(admin.token, '/api/admin/staff', { email: u.email, role })).code).toBe(200);
      return u;
    };
    const [content, operator] = [await invite('content'), await invite('operator')];
    const p = await pickProduct(shopId);
    expect((await get(content, '/api/admin/shops')).code).toBe(2000040);
    expect((await get(content, `/api/admin/shops/${shopId}`)).code).toBe(2000040);
    expect((await post(content, `/api/admin/shops/${shopId}/suspend`, { reason: 'x' })).code).toBe(2000040);
    expect((await get(content, '/api/admin/products')).code).toBe(2000040);
    expect((await post(content, `/api/admin/products/${p.id}/hide`, { reason: 'x' })).code).toBe(2000040);
    expect(await auditOf('product', p.id, 'product.hide')).toHaveLength(0);
    expect((await get(operator, '/api/admin/shops')).code).toBe(200);
    expect((await post(operator, `/api/admin/products/${p.id}/hide`, { reason: 'Operator check' })).code).toBe(200);
    expect((await post(operator, `/api/admin/products/${p.id}/restore`, {})).code).toBe(200);
    const buyerOnly = await registerUser(t.app);
    expect((await get(buyerOnly, '/api/admin/shops')).code).toBe(2000040);
  });
});
