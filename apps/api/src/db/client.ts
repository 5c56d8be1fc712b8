// One Drizzle database over either engine: PGlite in-process (the embedded default, files under
// DATA_DIR) or PostgreSQL through pg when a URL is given. Both speak the same SQL dialect.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

export interface ScriptConn {
  exec(script: string): Promise<void>;
  query<T>(text: string): Promise<T[]>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface Database {
  engine: 'pglite' | 'postgres';
  db: Db;
  /** PostgreSQL only: this process's pool now (PGlite is one connection inside the process). */
  pool?: () => PoolStats;
  /** Hears the duration of every SQL statement (seconds); answers the function that stops it. */
  onQuery(listener: QueryListener): () => void;
  /** Runs scripts of several statements in one transaction, holding the migration lock. */
  runLocked(fn: (conn: ScriptConn) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to clone a prepared database quickly. */
  dump?: () => Promise<Blob>;
}

// int8 and numeric come back as JS numbers on both engines. Ids and money stay far below 2^53;
// numeric is only used for ratings.
const INT8 = 20;
const NUMERIC = 1700;
// not among pg-types' named builtins (arrays have no names there)
const INT8_ARRAY = 1016 as Parameters<typeof pg.types.getTypeParser>[0];
const parseInt8 = (v: string) => Number(v);
const parseNumeric = (v: string) => Number.parseFloat(v);

type QueryListener = (seconds: number) => void;

/** The listeners of one database's statement timings; nothing is timed while there are none. */
function queryTimer() {
  const listeners = new Set<QueryListener>();
  return {
    listeners,
    on(listener: QueryListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Starts a timer; the answer ends it. */
    start(): () => void {
      const started = performance.now();
      return () => {
        const seconds = (performance.now() - started) / 1000;
        for (const l of listeners) l(seconds);
      };
    },
  };
}

type Timer = ReturnType<typeof queryTimer>;

/** Times `query` of a PGlite client or transaction (drizzle's PGlite session calls only that). */
function timePglite<T extends { query: PGlite['query'] }>(target: T, timer: Timer): T {
  const query = target.query.bind(target);
  target.query = (async (...args: Parameters<PGlite['query']>) => {
    if (!timer.listeners.size) return query(...args);
    const done = timer.start();
    try {
      return await query(...args);
    } finally {
      done();
    }
  }) as PGlite['query'];
  return target;
}

export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8]: parseInt8, [NUMERIC]: parseNumeric },
  });
  const timer = queryTimer();
  timePglite(client, timer);
  const transaction = client.transaction.bind(client);
  client.transaction = (fn) => transaction((tx) => fn(timePglite(tx, timer)));
  return {
    engine: 'pglite',
    onQuery: timer.on,
    db: drizzlePglite(client) as unknown as Db,
    // PGlite is one connection inside this process: its transaction is already exclusive.
    runLocked: (fn) =>
      client.transaction(async (tx) => {
        await fn({
          exec: async (script) => void (await tx.exec(script)),
          query: async (text) => (await tx.query<never>(text)).rows,
        });
      }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip') as Promise<Blob>,
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  // Drizzle passes pg's global parsers on every query, so the global registry is where these go.
  pg.types.setTypeParser(INT8, parseInt8);
  pg.types.setTypeParser(NUMERIC, parseNumeric);
  // pg's own int8[] parser answers strings whatever the int8 parser is (PGlite applies the element's)
  const parseInt8Array = pg.types.getTypeParser(INT8_ARRAY);
  pg.types.setTypeParser(INT8_ARRAY, (v: string) =>
    (parseInt8Array(v) as (string | null)[]).map((n) => (n === null ? null : Number(n))),
  );
  const timer = queryTimer();
  // Every statement, in a transaction or not, goes through a pooled client's query().
  class TimedClient extends pg.Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through
    override query(...args: any[]): any {
      const query = (a: unknown[]) => Reflect.apply(pg.Client.prototype.query, this, a);
      if (!timer.listeners.size) return query(args);
      const done = timer.start();
      const last = args.at(-1);
      if (typeof last === 'function')
        return query([
          ...args.slice(0, -1),
          (err: unknown, res: unknown) => {
            done();
            last(err, res);
          },
        ]);
      const result = query(args);
      if (typeof result?.then === 'function') result.then(done, done);
      return result;
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, Client: TimedClient });
  await pool.query('SELECT 1');
  return {
    engine: 'postgres',
    onQuery: timer.on,
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    db: drizzlePg(pool) as unknown as Db,
    async runLocked(fn) {
      const conn = await pool.connect();
      try {
        await conn.query('BEGIN');
        // Several server processes may start at once against one database: one migrates, the
        // others wait here and then find nothing left to do.
        await conn.query("SELECT pg_advisory_xact_lock(hashtext('polymart:migrate'))");
        await fn({
          exec: async (script) => void (await conn.query(script)),
          query: async (text) => (await conn.query(text)).rows,
        });
        await conn.query('COMMIT');
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        conn.release();
      }
    },
    close: () => pool.end(),
  };
}

export function openDatabase(opts: { databaseUrl?: string; dataDir: string; dbPoolMax?: number }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, opts.dbPoolMax) : openPglite(opts.dataDir);
}

/** Rows of a raw SQL query; both drivers answer with a `rows` array. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function one<T>(db: Db, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
