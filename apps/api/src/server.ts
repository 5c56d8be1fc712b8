// Entry point of `npm start`: database (embedded PGlite unless DATABASE_URL), migrations, demo
// data on an empty database, then the HTTP server with a graceful shutdown.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
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
app.log.info(`Polymart on http://localhost:${config.port}/ (API docs at /api/docs, ${database.engine} database)`);
