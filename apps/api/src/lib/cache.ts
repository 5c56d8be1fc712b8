// A read cache for hot catalogue answers. It is safe to lose: every entry can be rebuilt from
// the database, entries expire after a TTL, and a write anywhere clears it everywhere — locally
// at once, and in other server processes through Redis pub/sub when REDIS_URL is set.
import { Redis } from 'ioredis';

const CHANNEL = 'polymart:cache:clear';

export interface Cache {
  wrap<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops every entry here and, through Redis, in every other process. */
  clear(): Promise<void>;
  size(): number;
  /** Answers served from an entry or a load already under way, and loads, since the start (metrics). */
  stats(): { hits: number; misses: number };
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  expires: number;
}

export async function createCache(opts: {
  ttlMs: number;
  maxEntries?: number;
  redisUrl?: string;
  /** Told of Redis connection errors (ioredis reconnects by itself; unheard, they crash the process). */
  onError?: (error: Error) => void;
}): Promise<Cache> {
  const maxEntries = opts.maxEntries ?? 5000;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<unknown>>();
  // A load that started before a clear must not put its (possibly stale) answer back.
  let generation = 0;
  let hits = 0;
  let misses = 0;
  const dropAll = () => {
    generation++;
    entries.clear();
    inflight.clear();
  };

  let publisher: Redis | undefined;
  let subscriber: Redis | undefined;
  if (opts.redisUrl) {
    publisher = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    subscriber = new Redis(opts.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 });
    const onError = opts.onError ?? ((error: Error) => process.stderr.write(`cache: redis: ${error.message}\n`));
    for (const client of [publisher, subscriber]) client.on('error', onError);
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
    subscriber.on('message', dropAll);
  }

  return {
    async wrap<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) {
        hits++;
        return hit.value as T;
      }
      const pending = inflight.get(key);
      if (pending) {
        hits++;
        return pending as Promise<T>;
      }
      misses++;
      const started = generation;
      const promise = load().then(
        (value) => {
          if (started === generation) {
            if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
            entries.set(key, { value, expires: Date.now() + opts.ttlMs });
            inflight.delete(key);
          }
          return value;
        },
        (error: unknown) => {
          if (started === generation) inflight.delete(key);
          throw error;
        },
      );
      inflight.set(key, promise);
      return promise;
    },
    async clear() {
      dropAll();
      if (publisher) await publisher.publish(CHANNEL, String(Date.now()));
    },
    size: () => entries.size,
    stats: () => ({ hits, misses }),
    async close() {
      await Promise.all([publisher?.quit(), subscriber?.quit()]);
    },
  };
}
