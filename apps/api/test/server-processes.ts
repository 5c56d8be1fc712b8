// Real server processes on one PostgreSQL database, for the tests that prove something holds across
// processes (checkout races, a ban, a suspension): each is `node apps/api/src/server.ts` on a free
// port, started when it answers ready, stopped by SIGTERM and awaited.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerProcess {
  base: string;
  proc: ChildProcess;
}

/** A port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A server on `databaseUrl`, without demo data, Redis or order jobs unless `env` says otherwise;
 * on a free port unless `env.PORT` names one (a restart at the address clients know).
 */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(tmpdir(), 'polymart-processes'),
      DEMO: 'false',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ORDER_JOB_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    const up = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { base, proc };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

/** Stops the servers and waits until each has exited. */
export async function stopServerProcesses(servers: (ServerProcess | undefined)[]) {
  for (const s of servers) s?.proc.kill('SIGTERM');
  await Promise.all(
    servers.map((s) => new Promise((r) => (!s || s.proc.exitCode !== null ? r(null) : s.proc.once('exit', r)))),
  );
}
