// Test data for cart, checkout and orders: buyers with an address and money, products with the
// stock a test needs, and a second seller with a shop of its own.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, one, rows } from '../src/db/client.ts';
import { accountId, postJournal } from '../src/modules/ledger/ledger.service.ts';
import { SANDBOX_CARDS } from '../src/modules/payments/card-provider.ts';
import { as, randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';

export const CARD = { card_number: SANDBOX_CARDS.approve, exp_month: 12, exp_year: 2099, cvc: '123' };
export const DECLINED = { ...CARD, card_number: SANDBOX_CARDS.decline };

/** A buyer with a default address and `balance` in the wallet (credited through the ledger). */
export async function buyer(app: FastifyInstance, db: Db, balance = 0): Promise<TestUser & { address: number }> {
  const user = await registerUser(app);
  const saved = await as(app, user, {
    method: 'POST',
    url: '/api/checkout/onepage/addressadd',
    payload: {
      name: 'Test Buyer',
      street: '1 Test Street',
      postal_code: '28001',
      city: 'Madrid',
      state: 'Madrid',
      country: 'ES',
      phone: '+34 600 000 001',
      email: user.email,
      is_default: true,
    },
  });
  if (saved.code !== 200) throw new Error(`address: ${saved.code} ${saved.message}`);
  if (balance > 0) await credit(db, user.id, balance);
  const list = await as(app, user, { method: 'POST', url: '/api/checkout/onepage/getaddresslist' });
  return { ...user, address: list.data[0].id };
}

export async function credit(db: Db, userId: number, amount: number) {
  await db.transaction(async (tx) => {
    await postJournal(tx, {
      kind: 'adjustment',
      memo: 'test money',
      lines: [
        { platform: 'adjustments', amount: -amount },
        { account: (await accountId(tx, userId, 'customer'))!, available: amount, direction: 'income' },
      ],
    });
  });
}

export async function available(db: Db, userId: number): Promise<number> {
  const row = await one<{ available: number }>(
    db,
    sql`SELECT available FROM wallet_accounts WHERE user_id = ${userId} AND kind = 'customer'`,
  );
  return row?.available ?? 0;
}

/**
 * Active products of distinct shops, each set to the given stock and price, out of any flash deal
 * and without tax unless asked, so totals are easy to check.
 */
export async function products(
  db: Db,
  count: number,
  opts: { stock?: number; price?: number; tax?: number; shopOwner?: number; distinctShops?: boolean } = {},
): Promise<{ id: number; shop_id: number }[]> {
  const ownerFilter = opts.shopOwner ? sql`AND s.owner_id = ${opts.shopOwner}` : sql`AND s.owner_id IS NULL`;
  const picked = await rows<{ id: number; shop_id: number }>(
    db,
    sql`SELECT ${opts.distinctShops === false ? sql`` : sql`DISTINCT ON (p.shop_id)`} p.id, p.shop_id
        FROM products p JOIN shops s ON s.id = p.shop_id
        WHERE p.status = 'active' AND s.status = 'active' ${ownerFilter}
          AND NOT EXISTS (SELECT 1 FROM order_items i WHERE i.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM flash_deal_items f WHERE f.product_id = p.id)
          AND NOT EXISTS (SELECT 1 FROM cart_items c WHERE c.product_id = p.id)
        ORDER BY ${opts.distinctShops === false ? sql`` : sql`p.shop_id,`} random()
        LIMIT ${count}`,
  );
  if (picked.length < count) throw new Error('not enough demo products');
  for (const p of picked) {
    await db.execute(
      sql`UPDATE products SET stock = ${opts.stock ?? 50}, price = ${opts.price ?? 1000}, tax_rate = ${opts.tax ?? 0}
          WHERE id = ${p.id}`,
    );
  }
  return picked;
}

/** A seller of its own with one active shop holding one product. */
export async function otherSeller(app: FastifyInstance, db: Db): Promise<TestUser & { shop: number; product: number }> {
  const user = await registerUser(app);
  await db.execute(sql`UPDATE users SET role = 'seller' WHERE id = ${user.id}`);
  const shop = await one<{ id: number }>(
    db,
    sql`INSERT INTO shops (owner_id, slug, name, status) VALUES (${user.id}, ${`t-${randomBytes(4).toString('hex')}`}, 'Test Shop', 'active')
        RETURNING id`,
  );
  const product = await one<{ id: number }>(
    db,
    sql`INSERT INTO products (shop_id, category_id, price, stock, status)
        SELECT ${shop!.id}, category_id, 2000, 10, 'active' FROM products LIMIT 1 RETURNING id`,
  );
  await db.execute(
    sql`INSERT INTO product_translations (product_id, lang, name, short_description, description)
        VALUES (${product!.id}, 'en', 'Test product', '', '')`,
  );
  return { ...user, shop: shop!.id, product: product!.id };
}

/** Signs in a demo account (demo1234). */
export async function demoLogin(app: FastifyInstance, email: string): Promise<{ token: string; id: number }> {
  const res = await call(app, {
    method: 'POST',
    url: '/api/customer/login/account',
    payload: { email, password: 'demo1234' },
    remoteAddress: randomAddress(),
  });
  return { token: res.data['access-token'], id: res.data.user.id };
}

/**
 * An order of the demo seller's shop, paid from the wallet and taken as far as `until`:
 * to_ship (placed), delivered (shipped and delivered by the seller) or completed (receipt confirmed).
 */
export async function orderOf(
  app: FastifyInstance,
  db: Db,
  seller: { token: string; id: number },
  opts: { until?: 'to_ship' | 'delivered' | 'completed'; quantity?: number; price?: number; user?: TestUser } = {},
) {
  const user = opts.user ?? (await buyer(app, db, 1_000_000));
  const [p] = await products(db, 1, { shopOwner: seller.id, stock: 20, price: opts.price ?? 1000 });
  const placed = await as(app, user, {
    method: 'POST',
    url: '/api/checkout/onepage/submit',
    payload: { items: JSON.stringify([{ product_id: p!.id, quantity: opts.quantity ?? 2 }]), payment_method: 'wallet' },
  });
  if (placed.code !== 200) throw new Error(`submit: ${placed.code} ${placed.message}`);
  const order = placed.data.orders[0];
  const step = (url: string, payload: Record<string, unknown>) =>
    as(app, seller.token, { method: 'POST', url, payload: { order_id: order.id, ...payload } });
  if (opts.until === 'delivered' || opts.until === 'completed') {
    await step('/api/seller/order/ship', { log_sn: 'T-1' });
    await step('/api/seller/order/deliver', {});
  }
  if (opts.until === 'completed') {
    await as(app, user, { method: 'POST', url: '/api/customer/order/confirm', payload: { order_id: order.id } });
  }
  return { user, product: p!.id, order };
}

export type Session = { token: string; id: number };

/** A fresh marketplace with the demo seller and admin signed in. */
export async function marketplace(): Promise<{ t: TestApp; seller: Session; admin: Session }> {
  const t = await testApp();
  const [seller, admin] = await Promise.all([
    demoLogin(t.app, 'seller@demo.test'),
    demoLogin(t.app, 'admin@demo.test'),
  ]);
  return { t, seller, admin };
}

/** As `marketplace`, with the other demo seller (seller2, "Lens & Light Co.") signed in too. */
export async function twoSellers(): Promise<{ t: TestApp; seller: Session; seller2: Session; admin: Session }> {
  const m = await marketplace();
  return { ...m, seller2: await demoLogin(m.t.app, 'seller2@demo.test') };
}

/** The category of some demo product, for products a test creates. */
export async function someCategory(db: Db): Promise<number> {
  return (await one<{ category_id: number }>(db, sql`SELECT category_id FROM products LIMIT 1`))!.category_id;
}
