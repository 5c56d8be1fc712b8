// Migrations and seeds in a process of their own, forked by server.ts on an empty database in demo
// mode or on a new embedded one. The demo seed holds a whole catalogue, its generated images and a
// year of orders in memory, and PGlite grows by hundreds of megabytes applying the migrations to a
// new database; a process that ends gives all of it back, so the server starts at its idle size.
// Its messages go to the server through the IPC channel, which logs them in its own format.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedReference } from './db/seed/reference.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
const log = (msg: string) => (process.send ? process.send({ log: msg }) : console.log(msg));
try {
  const applied = await migrate(database);
  if (applied.length) log(`${applied.length} migrations applied`);
  if (config.demo) await seedIfEmpty(database.db, { dataDir: config.dataDir, log });
  else await seedReference(database.db);
} finally {
  await database.close();
}
