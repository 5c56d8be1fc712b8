// The demo marketplace as the issue asks for it, the large-catalogue generator, and migrations.

import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPglite, openPostgres, rows } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { naturalProductCount } from '../src/db/seed/catalog.ts';
import { type OrderPlan, planOrders } from '../src/db/seed/orders-plan.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { as } from './accounts-helpers.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
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

  it('generates product images as WebP in three sizes', async () => {
    const [p] = await rows<{ key: string }>(database.db, sql`SELECT images[1] AS key FROM products LIMIT 1`);
    for (const size of [200, 400, 800]) {
      const meta = await sharp(join(inject('mediaDir'), `${p!.key}-${size}.webp`)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size });
    }
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
    for (const { email } of emails) expect(email).toMatch(/@example\.com$/);
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

  it('leaves the demo buyer without orders: the journeys count on its empty lists and its wallet', async () => {
    const [buyer] = await rows<{ orders: number; available: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders,
            (SELECT available FROM wallet_accounts a WHERE a.user_id = u.id AND a.kind = 'customer') AS available
          FROM users u WHERE u.email = 'buyer@demo.test'`,
    );
    expect(buyer).toEqual({ orders: 0, available: 100000 });
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
    await seedDemo(database.db, {
      dataDir: inject('mediaDir'),
      mediaDir: inject('mediaDir'),
      products: target,
      progress: (d) => seen.push(d),
    });
    // the catalogue on sale; the demo's waiting requests add one product under review
    expect(await count(database, sql`SELECT count(*)::int AS n FROM products WHERE status = 'active'`)).toBe(target);
    expect(await count(database, sql`SELECT count(*)::int AS n FROM products WHERE status = 'pending'`)).toBe(1);
    expect(seen.at(-1)).toBe(target);
    expect(
      await count(
        database,
        sql`SELECT count(DISTINCT t.name)::int AS n FROM product_translations t JOIN products p ON p.id = t.product_id
            WHERE t.lang = 'en' AND p.status = 'active'`,
      ),
    ).toBe(target);
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
