// Seeding: reference data always; the demo marketplace on an empty database in demo mode.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { copyMissing, localStorage, type Storage } from '../../lib/storage.ts';
import { rebuildSearchWords } from '../../modules/catalog/search.service.ts';
import { type Db, one } from '../client.ts';
import { seedActivity } from './activity.ts';
import { type CatalogOptions, seedCatalog } from './catalog.ts';
import { seedCommission, seedEarnings } from './commission.ts';
import { seedContent } from './content.ts';
import { seedMessages } from './messages.ts';
import { seedDemoOrders } from './orders.ts';
import { seedPayouts } from './payouts.ts';
import { seedReference } from './reference.ts';
import { seedDemoRequests } from './requests.ts';
import { seedReviews } from './reviews.ts';
import { seedShopAges } from './shop-ages.ts';
import { seedTickets } from './tickets.ts';
import { seedDemoUsers } from './users.ts';
import { seedVariantFamilies } from './variant-family.ts';
import { seedDemoWallets } from './wallets.ts';

export interface SeedOptions {
  dataDir: string;
  /** Where generated images are drawn; defaults to DATA_DIR/media (tests share one folder). */
  mediaDir?: string;
  /** Where files go (uploads, documents, and the drawn images copied to media/); DATA_DIR unless given. */
  storage?: Storage;
  products?: number;
  /** The languages of a benchmark catalogue's numbered editions (seed/catalog.ts); all unless given. */
  editionLangs?: string[];
  log?: (message: string) => void;
  progress?: CatalogOptions['progress'];
}

export async function isEmpty(db: Db): Promise<boolean> {
  const row = await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM categories`);
  return (row?.n ?? 0) === 0;
}

export async function seedDemo(db: Db, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const mediaDir = opts.mediaDir ?? join(opts.dataDir, 'media');
  const storage = opts.storage ?? localStorage(opts.dataDir);
  const started = Date.now();
  await seedReference(db);
  const users = await seedDemoUsers(db);
  await seedDemoWallets(db, users);
  const counts = await seedCatalog(db, {
    mediaDir,
    products: opts.products,
    editionLangs: opts.editionLangs,
    owners: users,
    progress: opts.progress,
  });
  // the demo catalogue is on sale as approved (migration 0009 marks only what existed before it):
  // a seller's edit of a demo product is then staged while the product keeps selling
  await db.execute(sql`UPDATE products SET approved_at = created_at WHERE status = 'active' AND approved_at IS NULL`);
  const familyProducts = await seedVariantFamilies(db, mediaDir);
  await seedContent(db, mediaDir, storage);
  await seedCommission(db, users);
  await seedDemoOrders(db, users);
  await seedEarnings(db);
  await seedPayouts(db, users);
  await seedDemoRequests(db, storage, users);
  await seedActivity(db, users.admin!);
  await seedTickets(db, users);
  await seedMessages(db, users);
  // the years before the order history: shops opened, products listed, reviews written (issue 17)
  await seedShopAges(db);
  await seedReviews(db, storage, mediaDir);
  // the images are drawn on local disk (kept between seeds); a given storage (object storage) gets
  // those it lacks
  const copied = opts.storage ? await copyMissing(opts.storage, mediaDir, 'media/') : 0;
  if (copied) log(`${copied} demo images copied to the storage`);
  await rebuildSearchWords(db);
  const seeded = { ...counts, products: counts.products + familyProducts };
  log(`demo marketplace seeded in ${Date.now() - started} ms: ${JSON.stringify(seeded)}`);
  return seeded;
}

/** `npm start`: reference data on every start; the demo marketplace once, on an empty database. */
export async function seedIfEmpty(db: Db, opts: SeedOptions) {
  await seedReference(db);
  if (!(await isEmpty(db))) return null;
  return seedDemo(db, opts);
}
