// The demo seed in a process of its own, forked by server.ts on an empty database in demo mode.
// The seed holds a whole catalogue, its generated images and a year of orders in memory; a process
// that ends gives all of it back, so the server stays at its idle size after a first start.
// Its messages go to the server through the IPC channel, which logs them in its own format.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { openStorage } from './lib/storage.ts';

const config = loadConfig();
const database = await openDatabase(config);
// the configured storage: on object storage the drawn images are copied to the bucket
const storage = await openStorage(config);
try {
  await seedIfEmpty(database.db, {
    dataDir: config.dataDir,
    storage,
    log: (msg) => (process.send ? process.send({ log: msg }) : console.log(msg)),
  });
} finally {
  await database.close();
  await storage.close?.();
}
