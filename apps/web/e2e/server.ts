// Starts the real server (embedded PGlite) on a free port, serving a built storefront: once for all
// journeys (global-setup.ts), and once more for a journey that needs other settings or data than the
// shared server's (money-journey.test.ts: a hold of seconds). Each starts from a copy of the demo
// marketplace global-setup seeded once (seedDemoData), not seeding its own.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { cp } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

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

/** Seeds the demo marketplace into an embedded database under `dataDir` (the seed command). */
export function seedDemoData(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) =>
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/db/seed/cli.ts'],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (error, _stdout, stderr) => (error ? reject(new Error(`seed failed: ${stderr}`)) : resolve()),
    ),
  );
}

export async function startServer(opts: {
  dataDir: string;
  webDist: string;
  /** a seeded data folder (seedDemoData) to copy into dataDir first */
  seeded: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  await cp(opts.seeded, opts.dataDir, { recursive: true });
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
      DATABASE_URL: '',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUp(`${base}/api/health/ready`, server);
  return {
    base,
    async stop() {
      if (server.exitCode !== null) return;
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    },
  };
}
