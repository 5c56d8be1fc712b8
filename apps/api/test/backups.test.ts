// Issue 18: the backups of docs/deploy.md ("Backups and restore") work as written. The application
// serves a seeded marketplace and takes an order; it is stopped, the database is backed up, wiped
// and restored, and the application started again answers the same reads — catalogue, a product,
// the buyer's profile, orders and wallet, with the buyer still signed in — and takes a new order.
// PostgreSQL: pg_dump -Fc, DROP DATABASE, CREATE DATABASE, pg_restore. The embedded database: the
// data folder archived with tar while the application is stopped.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Database, one, openPglite, openPostgres } from '../src/db/client.ts';
import { randomAddress } from './accounts-helpers.ts';
import { type Answer, call, engine, testApp } from './helpers.ts';
import { credit } from './orders-helpers.ts';

const run = promisify(execFile);

/** The real application over a database, stopped by `stop` (the database closed too). */
interface Running {
  send(path: string, opts?: { token?: string; body?: Record<string, unknown> }): Promise<Answer>;
  stop(): Promise<void>;
}

async function serve(database: Database): Promise<Running> {
  const t = await testApp({}, database);
  return {
    send: (path, opts = {}) =>
      call(t.app, {
        method: opts.body ? 'POST' : 'GET',
        url: path,
        ...(opts.body ? { payload: opts.body } : {}),
        headers: opts.token ? { 'access-token': opts.token } : {},
        remoteAddress: randomAddress(),
      }),
    async stop() {
      await t.close();
      await database.close();
    },
  };
}

/** A product with stock to sell, of an active shop; the demo buyer gets the money to buy it twice. */
async function prepare(database: Database): Promise<number> {
  const buyer = await one<{ id: number }>(database.db, sql`SELECT id FROM users WHERE email = 'buyer@demo.test'`);
  await credit(database.db, Number(buyer!.id), 10_000_000);
  const p = await one<{ id: number }>(
    database.db,
    sql`SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id
        WHERE p.status = 'active' AND s.status = 'active' AND p.stock >= 10 ORDER BY p.id LIMIT 1`,
  );
  return Number(p!.id);
}

const order = (server: Running, token: string, product: number) =>
  server.send('/api/checkout/onepage/submit', {
    token,
    body: { items: [{ product_id: product, quantity: 1 }], payment_method: 'wallet' },
  });

/** What a visitor and the signed-in buyer read; must be the same before and after a restore. */
async function reads(server: Running, token: string, product: number) {
  const paths = [
    '/api/category/cameras/1?sort=price_asc&page_size=5',
    `/api/customer/product/detail?id=${product}`,
    '/api/customer/info/get_userinfo',
    '/api/customer/order/list',
    '/api/customer/info/get_user_balance',
  ];
  const answers = await Promise.all(paths.map((p) => server.send(p, { token })));
  for (const [i, a] of answers.entries()) expect(a.code, paths[i]).toBe(200);
  return answers.map((a) => a.data);
}

/**
 * Orders once, stops the application and closes its database, lets `backupWipeRestore` do its
 * work, opens the database at the same place again and compares.
 */
async function roundTrip(open: () => Promise<Database>, backupWipeRestore: () => Promise<void>) {
  const database = await open();
  const product = await prepare(database);
  let server: Running | undefined = await serve(database);
  try {
    const login = await server.send('/api/customer/login/account', {
      body: { email: 'buyer@demo.test', password: 'demo1234' },
    });
    const token = login.data['access-token'] as string;
    const address = await server.send('/api/checkout/onepage/addressadd', {
      token,
      body: {
        name: 'Demo Buyer',
        street: '1 Backup Street',
        postal_code: '28001',
        city: 'Madrid',
        state: 'Madrid',
        country: 'ES',
        phone: '+34 600 000 001',
        email: 'buyer@demo.test',
        is_default: true,
      },
    });
    expect(address.code).toBe(200);
    const placed = await order(server, token, product);
    expect(placed.code).toBe(200);
    const before = await reads(server, token, product);
    expect(before[3].items.map((o: { id: number }) => o.id)).toContain(placed.data.orders[0].id);
    await server.stop();
    server = undefined;

    await backupWipeRestore();

    server = await serve(await open());
    // the same answers, and the buyer is still signed in (sessions are in the database)
    expect(await reads(server, token, product)).toEqual(before);
    // the restored database goes on: its id sequences continue after the last order
    const next = await order(server, token, product);
    expect(next.code).toBe(200);
    expect(next.data.orders[0].id).toBeGreaterThan(placed.data.orders[0].id);
  } finally {
    await server?.stop();
  }
}

describe.runIf(engine === 'postgres')('PostgreSQL backup with pg_dump and pg_restore', () => {
  const url = process.env.TEST_DATABASE_URL ?? '';
  const name = `polymart_backup_${randomBytes(5).toString('hex')}`;
  const target = () => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  let dir: string | undefined;
  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('backs up, wipes, restores and answers the same', { timeout: 90_000 }, async () => {
    // pg_dump refuses a server newer than itself: the tools must be of the server's major or later
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query('SHOW server_version_num').finally(() => client.end());
    const serverMajor = Math.floor(Number(rows[0].server_version_num) / 10_000);
    for (const tool of ['pg_dump', 'pg_restore']) {
      const { stdout } = await run(tool, ['--version']);
      expect(Number(/ (\d+)\.\d+/.exec(stdout)![1]), stdout).toBeGreaterThanOrEqual(serverMajor);
    }

    await admin(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
    dir = await mkdtemp(join(tmpdir(), 'polymart-backup-'));
    const file = join(dir, 'polymart.dump');
    await roundTrip(
      () => openPostgres(target(), 2),
      async () => {
        await run('pg_dump', ['--format=custom', `--file=${file}`, target()]);
        await admin(`DROP DATABASE ${name} WITH (FORCE)`);
        await admin(`CREATE DATABASE ${name}`);
        await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target()}`, file]);
      },
    );
  });
});

describe.runIf(engine === 'pglite')('embedded database backup: the data folder archived while stopped', () => {
  let dir: string | undefined;
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('backs up, wipes, restores and answers the same', { timeout: 90_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'polymart-backup-'));
    const data = join(dir, 'data');
    const copy = join(dir, 'polymart-data.tar.gz');
    // the seeded marketplace as a data folder, as `npm start` leaves it (the tests' PGlite dump is
    // a tarball of such a folder)
    await mkdir(data);
    await run('tar', ['-xzf', inject('pgliteDump'), '-C', data]);
    // the commands of docs/deploy.md, with the application stopped (its database closed)
    await roundTrip(
      () => openPglite(data),
      async () => {
        await run('tar', ['-czf', copy, '-C', data, '.']);
        await rm(data, { recursive: true });
        await mkdir(data);
        await run('tar', ['-xzf', copy, '-C', data]);
      },
    );
  });
});
