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
import { seedDemo } from '../src/db/seed/seed.ts';
import { engine, testDatabase } from './helpers.ts';

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
