// WEB_CONCURRENCY=N: N server processes on one machine sharing one port through node:cluster (the
// primary accepts the connections and hands them to the workers in turn). The primary prepares the
// database once (migrations, reference data, the demo seed), starts the workers and replaces any
// that dies; it serves nothing itself. PostgreSQL only: the embedded PGlite belongs to one process.
import cluster from 'node:cluster';
import type { Config } from './config.ts';
import { serveClusterMetrics } from './lib/metrics.ts';

/** WEB_CONCURRENCY (the name Heroku-style hosts set): how many server processes; 1 runs no cluster. */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const n = Number(env.WEB_CONCURRENCY || 1);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The primary writes few lines: in the server's JSON-lines shape unless its log is pretty. */
function primaryLog(config: Config) {
  return (level: 'info' | 'warn' | 'error', msg: string) => {
    const line = config.logPretty
      ? `${level.toUpperCase()} [cluster] ${msg}`
      : JSON.stringify({ level: { info: 30, warn: 40, error: 50 }[level], time: Date.now(), pid: process.pid, msg });
    (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
  };
}

/** A worker that dies soon after its start is restarted after a growing pause (a broken setting must not spin). */
const pauseAfter = (quickDeaths: number) => (quickDeaths === 0 ? 0 : Math.min(30_000, 500 * 2 ** (quickDeaths - 1)));

export interface PrimaryOptions {
  workers: number;
  /** The server's own file, which each worker runs (not whatever script imported it, e.g. npm start's). */
  entry: string;
  /** Prepares the database (migrations, seeds) before any worker starts; returns what to log. */
  prepare: () => Promise<string[]>;
  /** The lines the single server writes once it listens (address, demo accounts). */
  banner: (engine: string) => { info: string; warn?: string };
}

export async function runPrimary(config: Config, { workers, entry, prepare, banner }: PrimaryOptions) {
  const log = primaryLog(config);
  if (!config.databaseUrl) {
    log(
      'error',
      `WEB_CONCURRENCY=${workers} needs PostgreSQL (DATABASE_URL): the embedded database (PGlite) lives inside one process and cannot be shared by several. Set DATABASE_URL, or unset WEB_CONCURRENCY to run one process.`,
    );
    process.exit(1);
  }
  for (const message of await prepare()) log('info', message);

  cluster.setupPrimary({ exec: entry });
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    quickDeaths = lived < 10_000 ? quickDeaths + 1 : 0;
    const pause = pauseAfter(quickDeaths);
    log(
      'warn',
      `worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another${pause ? ` in ${pause} ms` : ''}`,
    );
    setTimeout(start, pause);
  });
  let announced = false;
  cluster.on('listening', () => {
    if (announced) return;
    announced = true;
    const lines = banner(`postgres database, ${workers} worker processes`);
    log('info', lines.info);
    if (lines.warn) log('warn', lines.warn);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal}: stopping the workers (each finishes its requests in flight)`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 20_000).unref();
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < workers; i++) start();
  if (config.metricsPort !== undefined) {
    await serveClusterMetrics(config.metricsHost, config.metricsPort);
    log('info', `metrics of all workers at http://${config.metricsHost}:${config.metricsPort}/metrics`);
  }
}
