// Each test file gets its own database, cloned from the prepared one (global-setup.ts), on the
// engine of its project: PGlite by default, PostgreSQL when the run sets TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';
import { createCache } from '../src/lib/cache.ts';
import { loggerOptions } from '../src/lib/logging.ts';
import type { CardProvider } from '../src/modules/payments/card-provider.ts';

export const engine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export async function testDatabase(): Promise<Database & { url?: string }> {
  if (engine === 'pglite') {
    const dump = new Blob([await readFile(inject('pgliteDump'))]);
    return openPglite(undefined, dump);
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `polymart_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 5);
  return {
    ...database,
    url: target.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application over a fresh copy of the demo marketplace. */
export async function testApp(
  env: Record<string, string> = {},
  database?: Database,
  cardProvider?: CardProvider,
  logger: FastifyServerOptions['logger'] = false,
): Promise<TestApp> {
  const db = database ?? (await testDatabase());
  // DATA_DIR's media folder is the shared folder of generated images; documents go to a temp dir.
  const config = loadConfig({ DATA_DIR: join(tmpdir(), 'polymart-test'), LOG_LEVEL: 'silent', ...env });
  const cache = await createCache({ ttlMs: config.cacheTtlMs, redisUrl: config.redisUrl });
  const app = await buildApp({ config, database: db, cache, logger, cardProvider });
  await app.ready();
  return {
    app,
    database: db,
    async close() {
      await app.close();
      await cache.close();
      if (!database) await db.close();
    },
  };
}

/**
 * The real application with the server's own log settings (redaction, serializers) at LOG_LEVEL
 * info unless given, written to memory: `log()` is everything the server wrote.
 */
export async function testAppWithLog(env: Record<string, string> = {}): Promise<TestApp & { log(): string }> {
  const lines: string[] = [];
  const settings = loadConfig({ LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env });
  const logger = { ...(loggerOptions(settings) as object), stream: { write: (line: string) => void lines.push(line) } };
  const t = await testApp({ LOG_LEVEL: settings.logLevel, ...env }, undefined, undefined, logger);
  return { ...t, log: () => lines.join('') };
}

export interface Answer<T = any> {
  status: number;
  code: number;
  message: string;
  data: T;
  headers: Record<string, unknown>;
}

/** Sends a request and reads the envelope; fails loudly if the answer is not one. */
export async function call<T = any>(app: FastifyInstance, opts: InjectOptions | string): Promise<Answer<T>> {
  const res = await app.inject(typeof opts === 'string' ? { method: 'GET', url: opts } : opts);
  const body = res.json() as { code: number; message: string; data: T };
  if (typeof body.code !== 'number' || typeof body.message !== 'string' || !('data' in body)) {
    throw new Error(`not an envelope: ${res.body.slice(0, 200)}`);
  }
  return { status: res.statusCode, ...body, headers: res.headers };
}
