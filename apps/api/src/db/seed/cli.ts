// `npm run seed [-- --products N] [-- --fresh]`: seeds the configured database (DATA_DIR or
// DATABASE_URL). --fresh empties it first; --products N generates a catalogue of N products;
// --edition-langs en,fr writes the numbered editions beyond the natural catalogue in those languages only.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openStorage } from '../../lib/storage.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { isEmpty, seedDemo } from './seed.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    'edition-langs': { type: 'string' },
  },
});
const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error('--products takes a whole number above 0');
  process.exit(2);
}

function progressBar(done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r  products [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
  if (done === total) process.stderr.write('\n');
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  if (values.fresh) {
    await database.db.execute(sql`DROP SCHEMA public CASCADE`);
    await database.db.execute(sql`CREATE SCHEMA public`);
  }
  await migrate(database);
  if (!(await isEmpty(database.db))) {
    console.error('The database already holds a catalogue; run with --fresh to replace it.');
    process.exitCode = 1;
  } else {
    const storage = await openStorage(config);
    await seedDemo(database.db, {
      dataDir: config.dataDir,
      storage,
      products,
      editionLangs: values['edition-langs']?.split(','),
      log: console.log,
      progress: progressBar,
    });
    await storage.close?.();
  }
} finally {
  await database.close();
}
