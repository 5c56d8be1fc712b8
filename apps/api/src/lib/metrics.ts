// Prometheus metrics of this process (docs/deploy.md "Metrics to watch"): requests and latency per
// route pattern and status, the database pool and statement time, the read cache, background jobs
// and open live streams, plus prom-client's process and Node.js defaults. A registry per app, so
// that several apps in one process (tests) do not mix their counts. Nothing is counted unless
// metrics can be read (METRICS_TOKEN or METRICS_PORT): the hot path pays nothing otherwise.
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolStats } from '../db/client.ts';
import type { Cache } from './cache.ts';

export interface Metrics {
  registry: Registry;
  /** Counts one run of a background job. */
  jobRan(job: string, seconds: number, failed: boolean): void;
}

export interface MetricsSources {
  database: Database;
  cache: Cache;
  openStreams: () => number;
  /** Background jobs that will run, so that one stuck in its first run shows a lag too. */
  jobs: string[];
}

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_SECONDS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export function createMetrics(app: FastifyInstance, sources: MetricsSources): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  // A WEB_CONCURRENCY worker answers the primary's requests for its metrics (serveClusterMetrics):
  // constructing an AggregatorRegistry here is what installs prom-client's listener.
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([registry]);
    new AggregatorRegistry();
  }

  // The route's pattern as declared (`/api/customer/order/detail`, `/api/search/:keyword`), never
  // the URL: ids and tokens stay out of the labels, and the number of series stays bounded.
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'polymart_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers,
  });
  const latency = new Histogram({
    name: 'polymart_http_request_duration_seconds',
    help: 'Time from request to answer',
    labelNames,
    buckets: SECONDS,
    registers,
  });
  app.addHook('onResponse', async (req, reply) => {
    const labels = { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: reply.statusCode };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const { database, cache } = sources;
  new Gauge({
    name: 'polymart_db_info',
    help: 'The database engine (pglite: embedded, one connection; postgres: a pool)',
    labelNames: ['engine'],
    aggregator: 'first',
    registers,
  }).set({ engine: database.engine }, 1);
  const pool = database.pool;
  if (pool) {
    const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(pool()));
        },
      });
    gauge('polymart_db_pool_total', 'Connections open in the pool', (s) => s.total);
    gauge('polymart_db_pool_idle', 'Open connections not in use', (s) => s.idle);
    gauge('polymart_db_pool_waiting', 'Requests waiting for a connection', (s) => s.waiting);
    gauge('polymart_db_pool_max', 'The pool size (DB_POOL_MAX)', (s) => s.max);
  }
  const queries = new Histogram({
    name: 'polymart_db_query_duration_seconds',
    help: 'Time of each SQL statement',
    buckets: QUERY_SECONDS,
    registers,
  });
  const stopTiming = database.onQuery((seconds) => queries.observe(seconds));
  app.addHook('onClose', async () => stopTiming());

  // The cache counts since it was created; these report its totals at each scrape.
  const total = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  total('polymart_cache_hits_total', 'Cached catalogue reads served without a load', () => cache.stats().hits);
  total(
    'polymart_cache_misses_total',
    'Cached catalogue reads that loaded from the database',
    () => cache.stats().misses,
  );
  new Gauge({
    name: 'polymart_cache_entries',
    help: 'Entries in the read cache',
    registers,
    collect() {
      this.set(cache.size());
    },
  });

  const jobLabels = ['job'] as const;
  const runs = new Counter({
    name: 'polymart_job_runs_total',
    help: 'Runs of background jobs',
    labelNames: jobLabels,
    registers,
  });
  const failures = new Counter({
    name: 'polymart_job_failures_total',
    help: 'Runs of background jobs that ended in an error',
    labelNames: jobLabels,
    registers,
  });
  const durations = new Histogram({
    name: 'polymart_job_duration_seconds',
    help: 'Time of a background job run',
    labelNames: jobLabels,
    buckets: SECONDS,
    registers,
  });
  // A job that stops finishing (stuck, or failing every time) shows as a growing lag.
  const lastOk = new Map<string, number>();
  const started = Date.now();
  for (const job of sources.jobs) lastOk.set(job, started);
  new Gauge({
    name: 'polymart_job_lag_seconds',
    help: 'Seconds since the job last finished a run without error (or since the start)',
    labelNames: jobLabels,
    aggregator: 'max',
    registers,
    collect() {
      this.reset();
      for (const [job, at] of lastOk) this.set({ job }, (Date.now() - at) / 1000);
    },
  });

  new Gauge({
    name: 'polymart_sse_open_streams',
    help: 'Open live-message streams (server-sent events)',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });

  return {
    registry,
    jobRan(job, seconds, failed) {
      runs.inc({ job });
      durations.observe({ job }, seconds);
      if (failed) failures.inc({ job });
      else lastOk.set(job, Date.now());
      if (!lastOk.has(job)) lastOk.set(job, started);
    },
  };
}

interface Source {
  contentType: string;
  metrics(): Promise<string>;
}

/** The private listener of METRICS_PORT: GET /metrics, nothing else, no token. */
export function serveMetrics(source: Source, host: string, port: number): Promise<Server> {
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    try {
      const text = await source.metrics();
      res.writeHead(200, { 'content-type': source.contentType }).end(text);
    } catch {
      res.writeHead(500).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * Under WEB_CONCURRENCY the primary serves METRICS_PORT with every worker's metrics summed
 * (counters and histograms add up; the job lag is the largest), so a scrape does not land on one
 * worker at random and see its counters jump.
 */
export function serveClusterMetrics(host: string, port: number): Promise<Server> {
  const aggregator = new AggregatorRegistry();
  return serveMetrics({ contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() }, host, port);
}
