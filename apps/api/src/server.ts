// Entry point of `npm start` and `npm run start:prod`: database (embedded PGlite unless
// DATABASE_URL), migrations, demo data on an empty database (seeded in a child process, so its
// memory goes back when it ends), then the HTTP server with a graceful shutdown. WEB_CONCURRENCY=N
// runs N such servers on one port (cluster.ts); this file is then the primary and each worker.
import { fork } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { runPrimary, workerCount } from './cluster.ts';
import { type Config, loadConfig } from './config.ts';
import { type Database, one, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedReference } from './db/seed/reference.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users.ts';
import { createCache } from './lib/cache.ts';

/** The seed's process: the TypeScript source under tsx (its loader is inherited), the built file in a build. */
const SEED_WORKER = new URL(import.meta.url.endsWith('.ts') ? './seed-worker.ts' : './seed-worker.js', import.meta.url);

/** Runs migrations and seeds in a child process (seed-worker.ts); resolves with the messages it sent. */
function prepareInChild(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const messages: string[] = [];
    const child = fork(SEED_WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (m: { log?: string }) => m.log && messages.push(m.log));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(messages) : reject(new Error(`database preparation (seed-worker) exited with ${code}`)),
    );
  });
}

/**
 * Migrations, reference data and, on an empty database in demo mode, the demo marketplace. Returns
 * the database open, and what the preparation reported (to log once the logger exists).
 */
async function prepareDatabase(config: Config): Promise<{ database: Database; seeded: string[] }> {
  // a new embedded database: all of it in the child, whose memory (PGlite grows by hundreds of
  // megabytes applying the migrations) goes back when it ends
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'PG_VERSION'))) {
    const seeded = await prepareInChild();
    return { database: await openDatabase(config), seeded };
  }
  let database = await openDatabase(config);
  await migrate(database);
  await seedReference(database.db);
  // the test seed.ts's isEmpty makes, without loading the seed's modules into this process
  const empty = (await one<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM categories`))?.n === 0;
  if (!config.demo || !empty) return { database, seeded: [] };
  // PGlite is one process's: the seed's process opens it only once this one has let go of it
  if (database.engine === 'pglite') await database.close();
  const seeded = await prepareInChild();
  if (database.engine === 'pglite') database = await openDatabase(config);
  return { database, seeded };
}

async function startServer(config: Config) {
  // a cluster's workers find the database prepared by the primary
  const { database, seeded } = cluster.isWorker
    ? { database: await openDatabase(config), seeded: [] }
    : await prepareDatabase(config);
  const cache = await createCache({ ttlMs: config.cacheTtlMs, redisUrl: config.redisUrl });
  const app = await buildApp({ config, database, cache });
  for (const message of seeded) app.log.info(message);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A second signal or a stuck request must not keep the process alive for ever.
    setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    await cache.close();
    await database.close();
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) return app.log.info(`worker ${process.pid} listening on ${config.host}:${config.port}`);
  const lines = banner(config, `${database.engine} database`);
  app.log.info(lines.info);
  if (lines.warn) app.log.warn(lines.warn);
}

/** What a started server says: where it is, and in demo mode who can sign in with what. */
function banner(config: Config, engine: string): { info: string; warn?: string } {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const info = `Polymart listening on ${config.host}:${config.port}: http://${shown}:${config.port}/ (seller area /seller/, admin /admin/${config.apiDocs ? ', API docs /api/docs' : ''}; ${engine})`;
  if (!config.demo) return { info };
  const emails = DEMO_USERS.map((u) => u.email).join(', ');
  const reach = ['127.0.0.1', 'localhost', '::1'].includes(config.host)
    ? 'reachable from this machine only (set HOST=0.0.0.0 to open it to your network)'
    : `OPEN TO YOUR NETWORK on ${config.host}: anyone who can reach it can sign in with the demo passwords`;
  return { info, warn: `Demo mode: demo accounts ${emails} exist with password ${DEMO_PASSWORD}; ${reach}` };
}

const config = loadConfig();
// apps/web/dist: as far from this file in the sources (src/server.ts) as in a build (dist/server.js),
// where web.routes.ts's own default, relative to its module, would miss it
config.webDist ??= fileURLToPath(new URL('../../web/dist/', import.meta.url));
const workers = workerCount(process.env);
if (cluster.isPrimary && workers > 1) {
  await runPrimary(config, {
    workers,
    entry: fileURLToPath(import.meta.url),
    prepare: async () => {
      const { database, seeded } = await prepareDatabase(config);
      await database.close();
      return seeded;
    },
    banner: (engine) => banner(config, engine),
  });
} else {
  await startServer(config);
}
