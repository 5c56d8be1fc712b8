// Entry point of `npm start`: database (embedded PGlite unless DATABASE_URL), migrations, demo
// data on an empty database, then the HTTP server with a graceful shutdown.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/users.ts';
import { createCache } from './lib/cache.ts';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);
const cache = await createCache({ ttlMs: config.cacheTtlMs, redisUrl: config.redisUrl });
const app = await buildApp({ config, database, cache });

await seedReference(database.db);
if (config.demo) await seedIfEmpty(database.db, { dataDir: config.dataDir, log: (m) => app.log.info(m) });

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
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
app.log.info(
  `Polymart listening on ${config.host}:${config.port}: http://${shown}:${config.port}/ (seller area /seller/, admin /admin/${config.apiDocs ? ', API docs /api/docs' : ''}; ${database.engine} database)`,
);
if (config.demo) {
  const emails = DEMO_USERS.map((u) => u.email).join(', ');
  const reach = ['127.0.0.1', 'localhost', '::1'].includes(config.host)
    ? 'reachable from this machine only (set HOST=0.0.0.0 to open it to your network)'
    : `OPEN TO YOUR NETWORK on ${config.host}: anyone who can reach it can sign in with the demo passwords`;
  app.log.warn(`Demo mode: demo accounts ${emails} exist with password ${DEMO_PASSWORD}; ${reach}`);
}
