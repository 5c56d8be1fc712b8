// The demo marketplace as the issue asks for it, the large-catalogue generator, and migrations.

import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres, rows } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { naturalProductCount } from '../src/db/seed/catalog.ts';
import { ads, productTypes, variants } from '../src/db/seed/data/localized.ts';
import { models } from '../src/db/seed/data/models.ts';
import { sceneSvg } from '../src/db/seed/images-brand.ts';
import { productViews } from '../src/db/seed/images-products.ts';
import { bannerItems } from '../src/db/seed/images-scenes.ts';
import { type OrderPlan, planOrders } from '../src/db/seed/orders-plan.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { as } from './accounts-helpers.ts';
import { call, engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { demoLogin } from './orders-helpers.ts';

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  (await rows<{ n: number }>(database.db, query))[0]!.n;

describe('demo marketplace', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it('has the shops, products, categories, brands and content the issue asks for', async () => {
    expect(
      await count(database, sql`SELECT count(*)::int AS n FROM shops WHERE status = 'active'`),
    ).toBeGreaterThanOrEqual(8);
    expect(
      await count(database, sql`SELECT count(*)::int AS n FROM products WHERE status = 'active'`),
    ).toBeGreaterThanOrEqual(300);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM categories WHERE parent_id IS NULL`)).toBe(12);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM brands`)).toBe(20);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM blogs`)).toBe(6);
    expect(await count(database, sql`SELECT count(DISTINCT position)::int AS n FROM ads`)).toBe(5);
    expect(await count(database, sql`SELECT count(DISTINCT slug)::int AS n FROM policies`)).toBe(5);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM announcements`)).toBe(1);
    expect(
      await count(database, sql`SELECT count(*)::int AS n FROM flash_deals WHERE now() BETWEEN starts_at AND ends_at`),
    ).toBe(1);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM currencies`)).toBeGreaterThanOrEqual(16);
  });

  it('puts cameras, lenses and accessories forward', async () => {
    const share = await rows<{ slug: string; n: number }>(
      database.db,
      sql`SELECT top.slug, count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
          JOIN categories top ON top.id = c.parent_id GROUP BY top.slug ORDER BY n DESC`,
    );
    expect(share).toHaveLength(12);
    const photo = share
      .filter((s) => ['cameras', 'lenses', 'camera-accessories'].includes(s.slug))
      .reduce((n, s) => n + s.n, 0);
    expect(photo / share.reduce((n, s) => n + s.n, 0)).toBeGreaterThan(0.3);
  });

  it('names every product in en, es, zh, fr, de and jp', async () => {
    const missing = await count(
      database,
      sql`SELECT count(*)::int AS n FROM products p CROSS JOIN unnest(ARRAY['en','es','zh','fr','de','jp']) AS l(lang)
          WHERE NOT EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = p.id AND t.lang = l.lang AND t.name <> '')`,
    );
    expect(missing).toBe(0);
  });

  it('creates the demo accounts with Argon2id hashes of the demo password, each seller owning a shop', async () => {
    const users = await rows<{ email: string; role: string; password_hash: string; shops: number }>(
      database.db,
      sql`SELECT email, role, password_hash, (SELECT count(*)::int FROM shops s WHERE s.owner_id = u.id) AS shops
          FROM users u WHERE email LIKE '%@demo.test' ORDER BY id`,
    );
    expect(users.map((u) => [u.email, u.role])).toEqual([
      ['buyer@demo.test', 'customer'],
      ['seller@demo.test', 'seller'],
      ['admin@demo.test', 'admin'],
      ['seller2@demo.test', 'seller'],
    ]);
    expect(users[1]!.shops).toBe(1);
    expect(users[3]!.shops).toBe(1);
    expect(users[0]!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(users[0]!.password_hash, 'demo1234')).toBe(true);
    expect(await verify(users[0]!.password_hash, 'demo12345')).toBe(false);
    expect(await verify(users[3]!.password_hash, 'demo1234')).toBe(true);
  });

  it('gives the second demo seller another shop than the first, with active products', async () => {
    const owned = await rows<{ email: string; shop: string; products: number }>(
      database.db,
      sql`SELECT u.email, s.name AS shop,
            (SELECT count(*)::int FROM products p WHERE p.shop_id = s.id AND p.status = 'active') AS products
          FROM shops s JOIN users u ON u.id = s.owner_id ORDER BY u.id`,
    );
    expect(owned.map((o) => [o.email, o.shop])).toEqual([
      ['seller@demo.test', 'Demo Camera House'],
      ['seller2@demo.test', 'Lens & Light Co.'],
    ]);
    expect(owned[1]!.products).toBeGreaterThanOrEqual(10);
  });

  it('leaves requests of every kind waiting in the approval inbox, with the applicant’s ID images', async () => {
    const waiting = await rows<{ kind: string; n: number }>(
      database.db,
      sql`SELECT 'application' AS kind, count(*)::int AS n FROM seller_applications WHERE status = 'pending'
          UNION ALL SELECT 'revision ' || kind, count(*)::int FROM product_revisions WHERE status = 'pending' GROUP BY kind
          UNION ALL SELECT 'stock-in', count(*)::int FROM stock_in_requests WHERE status = 'pending'`,
    );
    expect(Object.fromEntries(waiting.map((w) => [w.kind, w.n]))).toEqual({
      application: 1,
      'revision new': 1,
      'revision edit': 1,
      'stock-in': 1,
    });
    const kyc = await rows<{ path: string }>(database.db, sql`SELECT path FROM uploads WHERE purpose = 'kyc'`);
    expect(kyc).toHaveLength(2);
    for (const { path } of kyc) expect(existsSync(join(inject('mediaDir'), '..', 'private', path))).toBe(true);
  });

  it('generates product images as WebP in three sizes, two views per product', async () => {
    const [p] = await rows<{ key: string }>(database.db, sql`SELECT images[2] AS key FROM products LIMIT 1`);
    for (const size of [200, 400, 800]) {
      const meta = await sharp(join(inject('mediaDir'), `${p!.key}-${size}.webp`)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size });
    }
    expect(await count(database, sql`SELECT count(*)::int AS n FROM products WHERE cardinality(images) < 2`)).toBe(0);
  });

  it('draws each model and each colour differently, and never text on a product', async () => {
    const hash = async (key: string) =>
      createHash('sha1')
        .update(await readFile(join(inject('mediaDir'), `${key}-400.webp`)))
        .digest('hex');
    const image = async (name: string) =>
      (
        await rows<{ key: string }>(
          database.db,
          sql`SELECT p.images[1] AS key FROM products p JOIN product_translations t ON t.product_id = p.id AND t.lang = 'en'
              WHERE t.name LIKE ${name} ORDER BY p.id LIMIT 1`,
        )
      )[0]!.key;
    // two full-frame mirrorless cameras; one pair of headphones in two colours
    expect(await hash(await image('Canon EOS R6 Mark II %'))).not.toBe(await hash(await image('Nikon Z6III %')));
    expect(await hash(await image('% WH-1000XM6 % · Black'))).not.toBe(
      await hash(await image('% WH-1000XM6 % · Silver')),
    );
    // the drawings' sources: no <text> in any product of the catalogue, in any variant
    for (const model of models) {
      const type = productTypes.find((t) => t.key === model.type)!;
      const own = variants.filter((v) => v.types.includes(type.key));
      for (const variant of own.length ? own : [undefined]) {
        const views = productViews({
          type: type.key,
          shape: type.shape,
          brand: model.brand,
          brandColor: '#123456',
          model: model.model,
          variant: variant?.key,
        });
        for (const svg of views) expect(svg, `${model.model} ${variant?.key}`).not.toMatch(/<text/);
      }
    }
    // banners: a product scene, the title laid over by the app
    for (const [i, ad] of ads.entries())
      expect(sceneSvg(1200, 400, ad.color, bannerItems(ad.link, i))).not.toMatch(/<text/);
  });
});

describe('demo order history', () => {
  let t: TestApp;
  const db = () => t.database.db;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('spreads 120–200 orders of both demo shops over about 75 days, from demo customers of many countries', async () => {
    const [o] = await rows<{ n: number; buyers: number; countries: number; days: number; span: number }>(
      db(),
      sql`SELECT count(*)::int AS n, count(DISTINCT o.user_id)::int AS buyers,
            count(DISTINCT o.address->>'country')::int AS countries,
            count(DISTINCT (o.created_at AT TIME ZONE 'UTC')::date)::int AS days,
            extract(day FROM max(o.created_at) - min(o.created_at))::int AS span
          FROM orders o`,
    );
    expect(o!.n).toBeGreaterThanOrEqual(120);
    expect(o!.n).toBeLessThanOrEqual(200);
    expect(o!.buyers).toBeGreaterThanOrEqual(15);
    expect(o!.countries).toBeGreaterThanOrEqual(10);
    expect(o!.days).toBeGreaterThanOrEqual(60);
    expect(o!.span).toBeGreaterThanOrEqual(70);
    const perShop = await rows<{ name: string; n: number }>(
      db(),
      sql`SELECT s.name, count(*)::int AS n FROM orders o JOIN shops s ON s.id = o.shop_id GROUP BY s.name ORDER BY s.name`,
    );
    expect(perShop.map((s) => s.name)).toEqual(['Demo Camera House', 'Lens & Light Co.']);
    for (const s of perShop) expect(s.n).toBeGreaterThanOrEqual(40);
    const emails = await rows<{ email: string }>(
      db(),
      sql`SELECT DISTINCT u.email FROM orders o JOIN users u ON u.id = o.user_id`,
    );
    // the demo customers, and the demo buyer's own orders (issue 17)
    for (const { email } of emails) expect(email).toMatch(/@example\.com$|^buyer@demo\.test$/);
    const methods = await rows<{ m: string }>(db(), sql`SELECT DISTINCT payment_method AS m FROM orders ORDER BY 1`);
    expect(methods.map((m) => m.m)).toEqual(['card', 'cod', 'wallet']);
  });

  it('has orders in every state, with what each state needs: tracking, reasons, returns and reviews', async () => {
    const states = await rows<{ status: string; n: number }>(
      db(),
      sql`SELECT status, count(*)::int AS n FROM orders GROUP BY status`,
    );
    const n = Object.fromEntries(states.map((s) => [s.status, s.n]));
    for (const status of ['unpaid', 'to_ship', 'shipped', 'in_transit', 'delivered', 'completed', 'cancelled']) {
      expect(n[status], status).toBeGreaterThan(0);
    }
    // most of the older orders are completed
    expect(n.completed).toBeGreaterThan((n.cancelled ?? 0) + (n.delivered ?? 0) + (n.to_ship ?? 0));
    const [gaps] = await rows<Record<string, number>>(
      db(),
      sql`SELECT count(*) FILTER (WHERE status IN ('shipped', 'in_transit', 'delivered', 'completed') AND (log_sn = '' OR arrival_method = ''))::int AS untracked,
            count(*) FILTER (WHERE status = 'cancelled' AND cancel_remark = '')::int AS unexplained,
            count(*) FILTER (WHERE status = 'unpaid' AND created_at < now() - interval '1 day')::int AS stale_unpaid,
            count(*) FILTER (WHERE status = 'completed' AND (paid_at IS NULL OR shipped_at IS NULL OR delivered_at IS NULL
              OR NOT (created_at <= paid_at AND paid_at <= delivered_at AND shipped_at <= delivered_at AND delivered_at <= completed_at)))::int AS out_of_order
          FROM orders`,
    );
    expect(gaps).toEqual({ untracked: 0, unexplained: 0, stale_unpaid: 0, out_of_order: 0 });
    const refunds = await rows<{ status: string }>(db(), sql`SELECT DISTINCT status FROM refunds ORDER BY 1`);
    expect(refunds.map((r) => r.status)).toEqual(['approved', 'pending', 'rejected']);
    const [reviews] = await rows<{ n: number; texts: number; foreign: number; replies: number }>(
      db(),
      sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE r.remark <> '')::int AS texts,
            count(*) FILTER (WHERE o.status <> 'completed')::int AS foreign, count(r.reply)::int AS replies
          FROM product_reviews r JOIN order_items i ON i.id = r.order_item_id JOIN orders o ON o.id = i.order_id`,
    );
    expect(reviews!.texts).toBeGreaterThanOrEqual(20);
    expect(reviews!.foreign).toBe(0);
    expect(reviews!.replies).toBeGreaterThan(0);
    // each order's timeline runs forward in time, from when it was placed to now at the latest
    const [timeline] = await rows<{ backwards: number; outside: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE e.created_at < e.prev)::int AS backwards,
            count(*) FILTER (WHERE e.created_at < o.created_at OR e.created_at > now())::int AS outside
          FROM (SELECT order_id, created_at, lag(created_at) OVER (PARTITION BY order_id ORDER BY id) AS prev FROM order_events) e
          JOIN orders o ON o.id = e.order_id`,
    );
    expect(timeline).toEqual({ backwards: 0, outside: 0 });
  });

  it('gives the demo buyer an order in every state, from the demo shop, its wallet as it started and no address', async () => {
    const states = await rows<{ state: string }>(
      db(),
      sql`SELECT CASE WHEN r.status IS NOT NULL THEN 'refund ' || r.status ELSE o.status END AS state
          FROM orders o JOIN users u ON u.id = o.user_id JOIN shops s ON s.id = o.shop_id
          JOIN users seller ON seller.id = s.owner_id AND seller.email = 'seller@demo.test'
          LEFT JOIN refunds r ON r.order_id = o.id
          WHERE u.email = 'buyer@demo.test' ORDER BY 1`,
    );
    expect(states.map((s) => s.state)).toEqual(
      expect.arrayContaining([
        'cancelled',
        'completed',
        'delivered',
        'in_transit',
        'refund approved',
        'refund pending',
        'shipped',
        'to_ship',
        'unpaid',
      ]),
    );
    // the journeys count on the wallet and add the address themselves
    const [buyer] = await rows<{ available: number; addresses: number; reviews: number }>(
      db(),
      sql`SELECT (SELECT available FROM wallet_accounts a WHERE a.user_id = u.id AND a.kind = 'customer') AS available,
            (SELECT count(*)::int FROM addresses a WHERE a.user_id = u.id) AS addresses,
            (SELECT count(*)::int FROM product_reviews r WHERE r.user_id = u.id) AS reviews
          FROM users u WHERE u.email = 'buyer@demo.test'`,
    );
    expect(buyer).toEqual({ available: 100000, addresses: 0, reviews: 1 });
    // the buyer's screens list them
    const token = (await demoLogin(t.app, 'buyer@demo.test')).token;
    const list = (await as(t.app, token, { url: '/api/customer/order/list?page=1&page_size=20' })).data;
    expect(list.total).toBeGreaterThanOrEqual(9);
  });

  it("shows the demo seller's dashboard sales this month and last month, and a 30-day chart with many sales days", async () => {
    const seller = await demoLogin(t.app, 'seller@demo.test');
    const dash = (await as(t.app, seller.token, { url: '/api/seller/dashboard' })).data;
    expect(dash.sales.last_month).toBeGreaterThan(0);
    expect(dash.sales.total).toBeGreaterThan(dash.sales.this_month + dash.sales.last_month - 1);
    // the test database may have been seeded in an earlier month than today's run
    const [seeded] = await rows<{ this_month: boolean }>(
      db(),
      sql`SELECT max(created_at) >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS this_month FROM orders`,
    );
    if (seeded!.this_month) expect(dash.sales.this_month).toBeGreaterThan(0);
    expect(dash.daily.filter((d: { amount: number }) => d.amount > 0).length).toBeGreaterThanOrEqual(10);
    expect(dash.orders_to_ship).toBeGreaterThan(0);
    const counts = (await as(t.app, seller.token, { url: '/api/seller/order/counts' })).data;
    expect(counts.all).toBeGreaterThanOrEqual(40);
  });

  it('keeps wallets, the ledger and stock consistent with the orders', async () => {
    const [ledger] = await rows<{ off: number; chain: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM wallet_accounts a WHERE a.available <> coalesce((SELECT sum(available_delta) FROM ledger_entries l WHERE l.account_id = a.id), 0)
                  OR a.frozen <> coalesce((SELECT sum(frozen_delta) FROM ledger_entries l WHERE l.account_id = a.id), 0)) AS off,
                 (SELECT count(*)::int FROM (SELECT available_after, available_delta,
                    lag(available_after) OVER (PARTITION BY account_id ORDER BY created_at, id) AS prev FROM ledger_entries) x
                  WHERE prev IS NOT NULL AND prev + available_delta <> available_after) AS chain`,
    );
    // every balance is the sum of its entries, and the entries in order of time add up step by step
    expect(ledger).toEqual({ off: 0, chain: 0 });
    // the double-entry journals carry the same moments as the wallet history, spread like the orders
    const [journals] = await rows<{ apart: number; old: number; all: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM journals j JOIN ledger_entries l ON l.journal_id = j.id WHERE l.created_at <> j.created_at) AS apart,
            (SELECT count(*)::int FROM journals WHERE created_at < now() - interval '7 days') AS old,
            (SELECT count(*)::int FROM journals) AS all`,
    );
    expect(journals!.apart).toBe(0);
    expect(journals!.old).toBeGreaterThan(journals!.all * 0.7);
    const [money] = await rows<{
      unpaid_sales: number;
      sales: number;
      completed: number;
      wallet_paid: number;
      wallet_orders: number;
    }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM orders o WHERE o.status = 'completed'
                  AND NOT EXISTS (SELECT 1 FROM seller_earnings e JOIN journals j ON j.kind = 'sale' AND j.ref_type = 'order' AND j.ref_id = o.id
                                  WHERE e.order_id = o.id)) AS unpaid_sales,
                 (SELECT count(*)::int FROM seller_earnings) AS sales,
                 (SELECT count(*)::int FROM orders WHERE status = 'completed') AS completed,
                 (SELECT coalesce(sum(amount), 0)::int8 FROM ledger_entries WHERE kind = 'payment') AS wallet_paid,
                 (SELECT coalesce(sum(p.amount), 0)::int8 FROM payments p WHERE p.method = 'wallet' AND p.status = 'paid') AS wallet_orders`,
    );
    expect(money!.unpaid_sales).toBe(0);
    expect(money!.sales).toBe(money!.completed);
    expect(money!.wallet_paid).toBe(money!.wallet_orders);
    // the demo seller has earnings still on hold and earnings available (issue 14)
    const earnings = await rows<{ state: string; n: number }>(
      db(),
      sql`SELECT e.state, count(*)::int AS n FROM seller_earnings e JOIN shops s ON s.id = e.shop_id
          JOIN users u ON u.id = s.owner_id WHERE u.email = 'seller@demo.test' GROUP BY e.state`,
    );
    const byState = Object.fromEntries(earnings.map((e) => [e.state, e.n]));
    expect(byState.pending).toBeGreaterThan(0);
    expect(byState.available).toBeGreaterThan(0);
    const [stock] = await rows<{ low: number }>(
      db(),
      sql`SELECT count(*)::int AS low FROM products p WHERE p.stock < 5 AND EXISTS (SELECT 1 FROM order_items i WHERE i.product_id = p.id)`,
    );
    expect(stock!.low).toBe(0);
  });

  it('opens the shops over one to six years, none of their products, orders or reviews older than the shop', async () => {
    const [ages] = await rows<{ youngest: number; oldest: number; distinct_years: number; earlier: number }>(
      db(),
      sql`SELECT min(now()::date - created_at::date)::int AS youngest, max(now()::date - created_at::date)::int AS oldest,
            count(DISTINCT extract(year FROM created_at))::int AS distinct_years,
            (SELECT count(*)::int FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.created_at < s.created_at)
            + (SELECT count(*)::int FROM orders o JOIN shops s ON s.id = o.shop_id WHERE o.created_at < s.created_at)
            + (SELECT count(*)::int FROM product_reviews r JOIN products p ON p.id = r.product_id
               JOIN shops s ON s.id = p.shop_id WHERE r.created_at < s.created_at OR r.created_at < p.created_at)
            + (SELECT count(*)::int FROM shops s JOIN users u ON u.id = s.owner_id WHERE u.created_at > s.created_at)
            + (SELECT count(*)::int FROM product_reviews r JOIN users u ON u.id = r.user_id WHERE r.created_at < u.created_at)
            + (SELECT count(*)::int FROM order_items i JOIN orders o ON o.id = i.order_id JOIN products p ON p.id = i.product_id
               WHERE o.created_at < p.created_at) AS earlier
          FROM shops WHERE status = 'active'`,
    );
    expect(ages!.youngest).toBeGreaterThanOrEqual(365);
    expect(ages!.oldest).toBeGreaterThanOrEqual(5 * 365);
    expect(ages!.oldest).toBeLessThanOrEqual(6 * 365 + 10);
    expect(ages!.distinct_years).toBeGreaterThanOrEqual(4);
    expect(ages!.earlier).toBe(0);
  });

  it('has reviews on most products that sold, rated around 4.5, in several languages, some with photos, counts consistent', async () => {
    const [p] = await rows<{ sold: number; reviewed: number; off: number; shops_off: number }>(
      db(),
      sql`SELECT count(*) FILTER (WHERE p.sales_count > 0)::int AS sold,
            count(*) FILTER (WHERE p.sales_count > 0 AND p.review_count >= 2)::int AS reviewed,
            count(*) FILTER (WHERE p.review_count <> coalesce(r.n, 0) OR p.rating <> coalesce(r.avg, 0))::int AS off,
            (SELECT count(*)::int FROM shops s WHERE EXISTS (SELECT 1 FROM products q WHERE q.shop_id = s.id AND q.review_count > 0)
               AND s.rating <> (SELECT round(avg(x.rating), 2) FROM product_reviews x JOIN products q ON q.id = x.product_id
                                WHERE q.shop_id = s.id AND NOT x.hidden)) AS shops_off
          FROM products p
          LEFT JOIN (SELECT product_id, count(*)::int AS n, round(avg(rating), 2) AS avg FROM product_reviews
                     WHERE NOT hidden GROUP BY product_id) r ON r.product_id = p.id
          WHERE p.status = 'active'`,
    );
    expect(p!.reviewed / p!.sold).toBeGreaterThan(0.6);
    expect(p).toMatchObject({ off: 0, shops_off: 0 });
    const [r] = await rows<{
      avg: number;
      stars: number;
      texts: number;
      critical: number;
      photos: number;
      replies: number;
    }>(
      db(),
      sql`SELECT avg(rating)::float8 AS avg, count(DISTINCT rating)::int AS stars, count(DISTINCT remark)::int AS texts,
            count(*) FILTER (WHERE rating <= 3 AND remark <> '')::int AS critical,
            count(*) FILTER (WHERE cardinality(photos) > 0)::int AS photos, count(reply)::int AS replies
          FROM product_reviews`,
    );
    expect(r!.avg).toBeGreaterThanOrEqual(4.3);
    expect(r!.avg).toBeLessThanOrEqual(4.7);
    expect(r).toMatchObject({ stars: 5 });
    expect(r!.texts).toBeGreaterThanOrEqual(100);
    expect(r!.critical).toBeGreaterThanOrEqual(30);
    expect(r!.photos).toBeGreaterThanOrEqual(10);
    expect(r!.replies).toBeGreaterThanOrEqual(20);
    // written in several scripts and languages: Latin with the accents of es/de/fr, Japanese, Chinese, Korean
    const [langs] = await rows<Record<string, number>>(
      db(),
      sql`SELECT count(*) FILTER (WHERE remark ~ '[ñ¿¡]|ción')::int AS es, count(*) FILTER (WHERE remark ~ '[äöüß]')::int AS de,
            count(*) FILTER (WHERE remark ~ '[àâçéèêô]')::int AS fr, count(*) FILTER (WHERE remark ~ '[ぁ-ん]')::int AS jp,
            count(*) FILTER (WHERE remark ~ '[가-힣]')::int AS ko,
            count(*) FILTER (WHERE remark ~ '[一-龥]' AND remark !~ '[ぁ-んァ-ン]')::int AS zh
          FROM product_reviews`,
    );
    for (const [lang, n] of Object.entries(langs!)) expect(n, lang).toBeGreaterThan(0);
    // the photos are stored review uploads, on disk
    const photos = await rows<{ path: string; upload: boolean }>(
      db(),
      sql`SELECT ph.path, EXISTS (SELECT 1 FROM uploads u WHERE u.path = ph.path AND u.purpose = 'review') AS upload
          FROM product_reviews r CROSS JOIN unnest(r.photos) AS ph(path) LIMIT 3`,
    );
    for (const ph of photos) {
      expect(ph.upload).toBe(true);
      expect(existsSync(join(inject('mediaDir'), ph.path))).toBe(true);
    }
    // the product page shows them
    const [top] = await rows<{ id: number; review_count: number }>(
      db(),
      sql`SELECT id, review_count FROM products WHERE status = 'active' ORDER BY review_count DESC, id LIMIT 1`,
    );
    const page = (await call(t.app, { url: `/api/customer/product/detail?id=${top!.id}` })).data;
    expect(page.product.review_count).toBe(top!.review_count);
    expect(page.reviews.total).toBe(top!.review_count);
  });

  it('shows one product per model in every recommendation list', async () => {
    const key = (p: { name: string; brand_id: number | null }) => `${p.brand_id}:${p.name.replace(/ · [^·]*$/, '')}`;
    const noModelTwice = (list: { name: string; brand_id: number | null }[], what: string) =>
      expect(new Set(list.map(key)).size, what).toBe(list.length);
    const home = (await call(t.app, { url: '/api/customer/product/get_recommend_list?size=20' })).data;
    for (const section of ['new', 'recommended', 'best_selling']) {
      expect(home[section].length, section).toBeGreaterThan(0);
      noModelTwice(home[section], section);
    }
    // the products of models sold in several versions
    const versions = await rows<{ id: number }>(
      db(),
      sql`SELECT min(p.id)::int AS id FROM products p JOIN product_translations e ON e.product_id = p.id AND e.lang = 'en'
          WHERE p.status = 'active' AND e.name LIKE '% · %'
          GROUP BY p.brand_id, regexp_replace(e.name, ' · [^·]*$', '') HAVING count(*) >= 3 ORDER BY 1 LIMIT 8`,
    );
    expect(versions.length).toBeGreaterThanOrEqual(4);
    for (const { id } of versions) {
      const page = (await call(t.app, { url: `/api/customer/product/detail?id=${id}` })).data;
      const own = key(page.product);
      for (const list of ['related', 'best_sellers'] as const) {
        noModelTwice(page[list], `${list} of ${id}`);
        expect(page[list].map(key), `${list} of ${id}`).not.toContain(own);
      }
    }
  });

  it('plans the same history for the same moment and customers (a seeded generator)', () => {
    const buyers = [1, 2, 3].map((id) => ({ id, name: `B${id}`, email: `b${id}@example.com`, country: 'ES' }));
    const pools = () => ({
      demo: [1, 2, 3, 4].map((id) => ({ id, price: id * 5000, stock: 200 })),
      lens: [5, 6].map((id) => ({ id, price: id * 9000, stock: 200 })),
    });
    const now = Date.UTC(2026, 10, 25, 15);
    const a = planOrders(now, buyers, pools(), 30);
    expect(a.length).toBeGreaterThan(100);
    expect(planOrders(now, buyers, pools(), 30)).toEqual(a);
    expect(a.every((o) => o.placed < now)).toBe(true);
  });

  it('plans orders at every stage for both shops, whatever the hour of seeding', () => {
    const buyers = [1, 2, 3].map((id) => ({ id, name: `B${id}`, email: `b${id}@example.com`, country: 'ES' }));
    const state = (o: OrderPlan) =>
      o.cancelled
        ? 'cancelled'
        : o.declined && !o.repaid
          ? 'unpaid'
          : o.completed
            ? 'completed'
            : o.delivered
              ? 'delivered'
              : o.transit
                ? 'in_transit'
                : o.shipped
                  ? 'shipped'
                  : 'to_ship';
    for (const hour of [0, 1, 6, 12, 18, 23]) {
      const pools = {
        demo: [1, 2, 3, 4, 5].map((id) => ({ id, price: id * 5000, stock: 300 })),
        lens: [6, 7, 8].map((id) => ({ id, price: id * 9000, stock: 300 })),
      };
      const plans = planOrders(Date.UTC(2026, 10, 25, hour, 7), buyers, pools, 30);
      for (const shop of ['demo', 'lens'] as const) {
        const seen = new Set(plans.filter((o) => o.shop === shop).map(state));
        for (const s of ['to_ship', 'shipped', 'in_transit', 'delivered', 'completed'] as const) {
          expect(seen.has(s), `${shop} ${s} at ${hour}:07`).toBe(true);
        }
      }
    }
  });
});

describe('large catalogue generator and migrations', () => {
  it('generates any number of products, with progress', { timeout: 120_000 }, async () => {
    const database = engine === 'pglite' ? await openPglite() : await testDatabase();
    if (engine === 'postgres') {
      await database.db.execute(sql`DROP SCHEMA public CASCADE`);
      await database.db.execute(sql`CREATE SCHEMA public`);
    }
    expect(await migrate(database)).toContain('0001_catalog.sql');
    expect(await migrate(database)).toEqual([]); // a second start changes nothing
    const target = naturalProductCount() * 2 + 17;
    const seen: number[] = [];
    const seeded = await seedDemo(database.db, {
      dataDir: inject('mediaDir'),
      mediaDir: inject('mediaDir'),
      products: target,
      progress: (d) => seen.push(d),
    });
    // the catalogue on sale, with the versions the demo's variant families add to it; the demo's
    // waiting requests add one product under review
    const families = seeded.products - target;
    expect(families).toBeGreaterThan(0);
    expect(families).toBeLessThan(20);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM products WHERE status = 'active'`)).toBe(
      seeded.products,
    );
    expect(await count(database, sql`SELECT count(*)::int AS n FROM products WHERE status = 'pending'`)).toBe(1);
    expect(seen.at(-1)).toBe(target);
    expect(
      await count(
        database,
        sql`SELECT count(DISTINCT t.name)::int AS n FROM product_translations t JOIN products p ON p.id = t.product_id
            WHERE t.lang = 'en' AND p.status = 'active'`,
      ),
    ).toBe(seeded.products);
    await database.close();
  });
});

describe.runIf(engine === 'postgres')('migrations on a shared PostgreSQL', () => {
  it('lets several processes start at once: one migrates, the others wait and find nothing to do', async () => {
    const fresh = await testDatabase();
    await fresh.db.execute(sql`DROP SCHEMA public CASCADE`);
    await fresh.db.execute(sql`CREATE SCHEMA public`);
    const url = fresh.url;
    expect(url).toBeDefined();
    const others = await Promise.all([openPostgres(url!, 1), openPostgres(url!, 1)]);
    const applied = await Promise.all([migrate(fresh), ...others.map((d) => migrate(d))]);
    // every migration applied exactly once, by whichever process got the lock first
    const files = (await readdir(new URL('../src/db/migrations/', import.meta.url)))
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(applied.flat().sort()).toEqual(files);
    expect(applied.filter((a) => a.length > 0)).toHaveLength(1);
    await Promise.all(others.map((d) => d.close()));
    await fresh.close();
  });
});
