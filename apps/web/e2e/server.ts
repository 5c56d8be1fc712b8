// Starts the real server on a free port, serving a built storefront: once for all journeys
// (global-setup.ts), and once more for a journey that needs other settings or data than the shared
// server's (money-journey.test.ts: a hold of seconds). Each starts from a copy of the demo
// marketplace global-setup seeded once (seedDemoData), not seeding its own. The database is the
// embedded PGlite, or with TEST_DATABASE_URL (CI) a PostgreSQL database cloned from the seeded one:
// the production engine, and one that answers several journeys' requests at once where PGlite's
// single connection takes them in turn (decision 0009).
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitUp(url: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start in 120 s');
}

export interface RunningServer {
  base: string;
  stop(): Promise<void>;
}

/** The PostgreSQL server of the run (CI), or none: the embedded PGlite. */
const POSTGRES = process.env.TEST_DATABASE_URL;

/** `url` with another database name. */
function databaseUrl(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the demo marketplace (the seed command): its media under `dataDir`, its rows in the embedded
 * database there, or in a new PostgreSQL database named after the folder, the template of every
 * server's own database. Answers a function that removes what it made.
 */
export async function seedDemoData(dataDir: string): Promise<() => Promise<void>> {
  const template = POSTGRES ? templateOf(dataDir) : undefined;
  if (template) await admin((c) => c.query(`CREATE DATABASE ${template}`));
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/db/seed/cli.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: template ? databaseUrl(POSTGRES!, template) : '' },
      },
      (error, _stdout, stderr) => (error ? reject(new Error(`seed failed: ${stderr}`)) : resolve()),
    ),
  );
  return async () => {
    if (template) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${template}`));
  };
}

/** The PostgreSQL database seeded with the media of folder `seeded` (found again by any process). */
const templateOf = (seeded: string) => `polymart_e2e_${createHash('sha256').update(seeded).digest('hex').slice(0, 12)}`;

export async function startServer(opts: {
  dataDir: string;
  webDist: string;
  /** a seeded data folder (seedDemoData) to copy into dataDir first */
  seeded: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  await cp(opts.seeded, opts.dataDir, { recursive: true });
  const template = POSTGRES ? templateOf(opts.seeded) : undefined;
  const own = template ? `${template}_${randomBytes(3).toString('hex')}` : undefined;
  if (own) await admin((c) => c.query(`CREATE DATABASE ${own} TEMPLATE ${template}`));
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: opts.dataDir,
      WEB_DIST: opts.webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: own ? databaseUrl(POSTGRES!, own) : '',
      DEMO: '1',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health/ready`, server);
  return {
    base,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      if (own) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${own}`));
    },
  };
}
