// Issue 18: WEB_CONCURRENCY=N runs N server processes on one port (apps/api/src/cluster.ts). On
// PostgreSQL two workers both answer (each request's log line names its process), METRICS_PORT
// on the primary sums the workers' metrics, and a worker killed with SIGKILL is replaced while the
// other keeps answering. Without DATABASE_URL the server refuses: the embedded PGlite cannot be
// shared by processes.
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, testDatabase } from './helpers.ts';
import { freePort } from './server-processes.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The server from its sources, with its output collected. */
function startCluster(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: join(tmpdir(), 'polymart-cluster'),
      DEMO: 'false',
      REDIS_URL: '',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
      ORDER_JOB_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = { text: '' };
  proc.stdout!.on('data', (d) => (out.text += d));
  proc.stderr!.on('data', (d) => (out.text += d));
  return { proc, out };
}

/** One GET on a connection of its own (the primary hands each new connection to the next worker). */
function get(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 40_000): Promise<T> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await probe();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const listeningWorkers = (text: string) => [...text.matchAll(/worker (\d+) listening/g)].map((m) => Number(m[1]));

/** The processes whose request log lines mention `path` after `from` characters of output. */
function answeredBy(text: string, path: string, from = 0): Set<number> {
  const pids = new Set<number>();
  for (const line of text.slice(from).split('\n')) {
    if (!line.includes(path)) continue;
    try {
      pids.add((JSON.parse(line) as { pid: number }).pid);
    } catch {}
  }
  return pids;
}

describe('WEB_CONCURRENCY without PostgreSQL', () => {
  it('refuses with a message naming what to set', async () => {
    const { proc, out } = startCluster({ WEB_CONCURRENCY: '2', DATABASE_URL: '', PORT: String(await freePort()) });
    const code = await new Promise((r) => proc.once('exit', r));
    expect(code).toBe(1);
    expect(out.text).toContain('WEB_CONCURRENCY=2 needs PostgreSQL (DATABASE_URL)');
  }, 30_000);
});

describe.runIf(engine === 'postgres')('WEB_CONCURRENCY=2 on PostgreSQL', { timeout: 60_000 }, () => {
  let cluster: ReturnType<typeof startCluster>;
  let base: string;
  let metricsPort: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const database = await testDatabase();
    close = () => database.close();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    metricsPort = await freePort();
    cluster = startCluster({
      WEB_CONCURRENCY: '2',
      DATABASE_URL: database.url!,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
    });
    // three processes loading the server: slow on a busy 2-core machine
    await until('two workers', () => (listeningWorkers(cluster.out.text).length >= 2 ? true : undefined), 100_000);
  }, 150_000);
  afterAll(async () => {
    const proc: ChildProcess | undefined = cluster?.proc;
    if (proc && proc.exitCode === null) {
      proc.kill('SIGTERM');
      await new Promise((r) => proc.once('exit', r));
    }
    await close?.();
  });

  it('answers from both workers', async () => {
    const workers = listeningWorkers(cluster.out.text);
    for (let i = 0; i < 12; i++) expect(await get(`${base}/api/health?round=1`)).toBe(200);
    const answered = await until('both workers in the log', () => {
      const pids = answeredBy(cluster.out.text, '/api/health?round=1');
      return pids.size === 2 ? pids : undefined;
    });
    expect([...answered].sort()).toEqual([...workers].sort());
  });

  it("serves METRICS_PORT from the primary with both workers' requests summed", async () => {
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const health = text
      .split('\n')
      .filter((l) => l.startsWith('polymart_http_requests_total{') && l.includes('route="/api/health"'))
      .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);
    // the 12 requests of the test above, half or so on each worker
    expect(health).toBe(12);
  });

  it('replaces a worker killed with SIGKILL, and the other answers meanwhile', async () => {
    const [victim, survivor] = listeningWorkers(cluster.out.text) as [number, number];
    const mark = cluster.out.text.length;
    process.kill(victim, 'SIGKILL');
    await until('the death seen', () =>
      cluster.out.text.slice(mark).includes(`worker ${victim} exited`) ? true : undefined,
    );
    // the survivor answers while the replacement starts
    for (let i = 0; i < 4; i++) expect(await get(`${base}/api/health?round=2`)).toBe(200);
    expect(answeredBy(cluster.out.text, '/api/health?round=2', mark).has(victim)).toBe(false);
    const replacement = await until('a replacement worker', () => listeningWorkers(cluster.out.text.slice(mark))[0]);
    expect(cluster.out.text.slice(mark)).toContain(`worker ${victim} exited (SIGKILL)`);
    expect(replacement).not.toBe(victim);
    expect(cluster.proc.exitCode).toBeNull();
    for (let i = 0; i < 12; i++) expect(await get(`${base}/api/health?round=3`)).toBe(200);
    const answered = await until('both workers in the log', () => {
      const pids = answeredBy(cluster.out.text, '/api/health?round=3', mark);
      return pids.size === 2 ? pids : undefined;
    });
    expect([...answered].sort()).toEqual([replacement, survivor].sort());
  });
});
