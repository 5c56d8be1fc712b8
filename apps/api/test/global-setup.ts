// Builds, once per run, the databases every test file starts from: the schema plus the demo
// marketplace. PGlite: a dump of the data directory (restored per file in under a second).
// PostgreSQL (TEST_DATABASE_URL): a template database that each file clones.
// Both are cached by a hash of the API's and the contract's sources, so reruns skip the build.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/seed.ts';

// the seed runs the domain's own services (checkout, delivery, refunds, earnings ...), so the
// database it makes depends on all of the API's sources and the contract, not only on db/
const DB_SOURCES = [
  fileURLToPath(new URL('../src/', import.meta.url)),
  fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url)),
];
export const CACHE_DIR = join(tmpdir(), 'polymart-test');
export const MEDIA_DIR = join(CACHE_DIR, 'media');

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of DB_SOURCES) {
    const files = (await readdir(dir, { recursive: true })).filter((f) => /\.(ts|sql)$/.test(f)).sort();
    for (const f of files) hash.update(f).update(await readFile(join(dir, f)));
  }
  return hash.digest('hex').slice(0, 12);
}

async function pgliteDump(hash: string): Promise<string> {
  const file = join(CACHE_DIR, `pglite-${hash}.tar.gz`);
  if (existsSync(file)) return file;
  const database = await openPglite();
  await migrate(database);
  await seedDemo(database.db, { dataDir: CACHE_DIR, mediaDir: MEDIA_DIR });
  const dump = await database.dump!();
  await database.close();
  await writeFile(`${file}.tmp`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.tmp`, file);
  return file;
}

async function postgresTemplate(url: string, hash: string): Promise<string> {
  const name = `polymart_tpl_${hash}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_build_${process.pid}`;
    await admin.query(`CREATE DATABASE ${building}`);
    const target = new URL(url);
    target.pathname = `/${building}`;
    const database = await openPostgres(target.toString(), 2);
    await migrate(database);
    await seedDemo(database.db, { dataDir: CACHE_DIR, mediaDir: MEDIA_DIR });
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  await mkdir(MEDIA_DIR, { recursive: true });
  const hash = await sourceHash();
  const engine = project.config.env.TEST_ENGINE;
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    project.provide('pgTemplate', await postgresTemplate(url, hash));
  } else {
    project.provide('pgliteDump', await pgliteDump(hash));
  }
  project.provide('mediaDir', MEDIA_DIR);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
    mediaDir: string;
  }
}
