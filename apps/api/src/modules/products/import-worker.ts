// Runs products imports in the background, in any number of server processes sharing one database.
// A job is claimed with FOR UPDATE SKIP LOCKED; each row is saved in one transaction together with
// the job's progress, after checking under the job's row lock that the job is still at that row.
// So a job taken over after its process died (no heartbeat for STALE_SECONDS) goes on from the
// next row, and a process that was only slow stops instead of saving a row twice. A process that
// stops cleanly puts its job back in the queue at once.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { type Db, one } from '../../db/client.ts';
import { sellerShopIds } from '../../db/ownership.ts';
import type { Cache } from '../../lib/cache.ts';
import type { Role, SellerCtx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { readSheetFile, readZipDirectory } from './import-files.ts';
import { type ImportImages, prepareRow, type RowOutcome, saveRow } from './import-rows.ts';

export interface ImportDeps {
  db: Db;
  config: Config;
  cache: Cache;
  storage: Storage;
  log: FastifyBaseLogger;
}

export interface ImportWorker {
  /** Looks for queued jobs now rather than at the next tick (called after a job is queued). */
  wake(): void;
  stop(): Promise<void>;
}

const STALE_SECONDS = 60;
const TICK_MS = 2000;

interface Claimed {
  id: number;
  seller_id: number;
  source_key: string;
  images_key: string | null;
  processed: number;
}

/** Another process took the job over, or it is gone: this one leaves it alone. */
class JobLost extends Error {}

async function claim(db: Db): Promise<Claimed | undefined> {
  return one<Claimed>(
    db,
    sql`UPDATE product_imports SET status = 'running', heartbeat_at = now(), started_at = coalesce(started_at, now())
        WHERE id = (SELECT id FROM product_imports
                    WHERE status = 'queued'
                       OR (status = 'running' AND heartbeat_at < now() - make_interval(secs => ${STALE_SECONDS}))
                    ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, seller_id, source_key, images_key, processed`,
  );
}

export async function readStored(storage: Storage, key: string): Promise<Buffer | null> {
  const opened = await storage.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The job's seller as a signed-in seller would be: photos stored as theirs, products in their shop. */
async function sellerCtx(deps: ImportDeps, sellerId: number): Promise<SellerCtx> {
  const user = await one<{ id: number; email: string; name: string; role: Role }>(
    deps.db,
    sql`SELECT id, email, name, role FROM users WHERE id = ${sellerId}`,
  );
  if (!user) throw new AppError('NO_DATA', 'no data found: seller');
  return {
    db: deps.db,
    lang: 'en',
    currency: 'USD',
    cache: deps.cache,
    config: deps.config,
    log: deps.log,
    staticBase: '',
    origin: '',
    sellerBase: '',
    ip: '',
    user,
    token: '',
    sellerId,
    shopIds: await sellerShopIds(deps.db, sellerId),
  };
}

async function saveInStep(
  deps: ImportDeps,
  job: Claimed,
  index: number,
  row: number,
  outcome: (db: Db) => Promise<RowOutcome>,
) {
  await deps.db.transaction(async (tx) => {
    const live = await one<{ processed: number }>(
      tx,
      sql`SELECT processed FROM product_imports WHERE id = ${job.id} AND status = 'running' FOR UPDATE`,
    );
    if (live?.processed !== index) throw new JobLost();
    let result: RowOutcome;
    try {
      // a savepoint: whatever the row's statements did is undone when the row fails
      result = await tx.transaction(async (savepoint) => outcome(savepoint));
    } catch (error) {
      if (error instanceof JobLost) throw error;
      deps.log.error({ err: error, job: job.id, row }, 'import row failed');
      result = { errors: { row: 'could not be saved' } };
    }
    const failure = 'errors' in result ? JSON.stringify([{ row, errors: result.errors }]) : '[]';
    await tx.execute(
      sql`UPDATE product_imports SET processed = processed + 1, heartbeat_at = now(),
            failed = failed + ${'errors' in result ? 1 : 0},
            created = created + ${'ok' in result && result.ok === 'created' ? 1 : 0},
            updated = updated + ${'ok' in result && result.ok === 'updated' ? 1 : 0},
            failures = failures || ${failure}::jsonb
          WHERE id = ${job.id}`,
    );
  });
}

const finish = (db: Db, id: number, status: 'done' | 'failed', error = '') =>
  db.execute(
    sql`UPDATE product_imports SET status = ${status}, error = ${error}, finished_at = now() WHERE id = ${id} AND status = 'running'`,
  );

/** Runs one claimed job to its end (or until stopped); answers whether there was one. */
async function runOne(deps: ImportDeps, stopping: () => boolean): Promise<boolean> {
  const job = await claim(deps.db);
  if (!job) return false;
  const source = await readStored(deps.storage, job.source_key);
  const zip = job.images_key ? await readStored(deps.storage, job.images_key) : null;
  if (!source || (job.images_key && !zip)) {
    await finish(deps.db, job.id, 'failed', 'the uploaded files are no longer stored');
    return true;
  }
  let sheet: Awaited<ReturnType<typeof readSheetFile>>;
  let images: ImportImages;
  let ctx: SellerCtx;
  try {
    sheet = await readSheetFile(source);
    images = { zip, entries: zip ? readZipDirectory(zip) : new Map(), stored: new Map() };
    ctx = await sellerCtx(deps, job.seller_id);
  } catch (error) {
    await finish(deps.db, job.id, 'failed', error instanceof AppError ? error.message : 'the files could not be read');
    return true;
  }
  try {
    for (let index = job.processed; index < sheet.rows.length; index++) {
      if (stopping()) {
        await deps.db.execute(
          sql`UPDATE product_imports SET status = 'queued' WHERE id = ${job.id} AND status = 'running'`,
        );
        return false;
      }
      const { row, cells } = sheet.rows[index]!;
      // photos are stored before the row's transaction, so image work holds no lock
      const prepared = await prepareRow(ctx, deps.storage, images, cells);
      await saveInStep(deps, job, index, row, async (db) =>
        'errors' in prepared ? prepared : saveRow({ ...ctx, db }, prepared.id, prepared.body),
      );
    }
  } catch (error) {
    if (error instanceof JobLost) return true;
    throw error;
  }
  await finish(deps.db, job.id, 'done');
  return true;
}

/** Runs queued (or abandoned) jobs until none is left or `stopping` says so; answers how many ran. */
export async function runQueuedImports(deps: ImportDeps, stopping: () => boolean = () => false): Promise<number> {
  let ran = 0;
  while (!stopping() && (await runOne(deps, stopping))) ran++;
  return ran;
}

export function startImportWorker(deps: ImportDeps): ImportWorker {
  let stopped = false;
  let current: Promise<void> | null = null;
  const drain = () => {
    if (current || stopped) return;
    current = (async () => {
      try {
        await runQueuedImports(deps, () => stopped);
      } catch (error) {
        deps.log.error({ err: error }, 'products import failed');
      } finally {
        current = null;
      }
    })();
  };
  const timer = setInterval(drain, TICK_MS);
  timer.unref();
  return {
    wake: drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
