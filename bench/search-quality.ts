// Search quality (issue 18): how often a query with one typo still finds its product.
// From the demo catalogue's English product names it makes, deterministically, queries of two
// words — one word of five letters or more with one typo (a letter missing, extra, wrong, or two
// neighbours swapped) next to a correct word of the same name — and counts how often the product
// is in the first 5 results. Only cases where the query without the typo finds it in the first 5
// count, so the figure measures the typo tolerance, not the ranking. The cache is off.
// Usage: npx tsx bench/search-quality.ts [--cases 400]
// Needs the demo catalogue in PostgreSQL: QUALITY_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/bench_demo), seeded with `npm run seed -- --fresh` on that URL.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { openPostgres, rows } from '../apps/api/src/db/client.ts';
import { createCache } from '../apps/api/src/lib/cache.ts';

const URL_ = process.env.QUALITY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_demo';

export const KINDS = ['missing', 'extra', 'wrong', 'swapped'] as const;
export type Kind = (typeof KINDS)[number];

/** A deterministic pseudo-random sequence (mulberry32), so every run asks the same queries. */
export function random(seed: number) {
  let a = seed;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The word with one typo of the kind, at a position chosen by `pick` (never the first letter). */
export function typo(word: string, kind: Kind, pick: (n: number) => number): string {
  const w = [...word];
  const at = 1 + pick(w.length - 1);
  const other = (c: string) => {
    let l = c;
    while (l === c) l = LETTERS[pick(LETTERS.length)]!;
    return l;
  };
  if (kind === 'missing') w.splice(at, 1);
  else if (kind === 'extra') w.splice(at, 0, other(w[at - 1]!));
  else if (kind === 'wrong') w[at] = other(w[at]!);
  else {
    const i = Math.min(at, w.length - 2);
    if (w[i] === w[i + 1]) return typo(word, kind, pick); // swapping twins changes nothing
    [w[i], w[i + 1]] = [w[i + 1]!, w[i]!];
  }
  return w.join('');
}

async function main() {
  const { values } = parseArgs({ options: { cases: { type: 'string', default: '400' } } });
  const CASES = Number(values.cases);
  const config = loadConfig({ DATABASE_URL: URL_, DATA_DIR: join(tmpdir(), 'polymart-quality'), LOG_LEVEL: 'silent' });
  const database = await openPostgres(URL_, 4);
  const cache = await createCache({ ttlMs: 0 });
  const app = await buildApp({ config, database, cache, logger: false });
  await app.ready();
  const search = async (q: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/search/${encodeURIComponent(q)}?page_size=5` });
    return (res.json() as { data: { items: { id: number }[] } }).data.items.map((p) => p.id);
  };

  const names = await rows<{ id: number; name: string }>(
    database.db,
    sql`SELECT p.id, t.name FROM products p JOIN product_translations t ON t.product_id = p.id AND t.lang = 'en'
        WHERE p.status = 'active' ORDER BY p.id`,
  );
  const pick = random(18);
  const tally = new Map<Kind, { asked: number; found: number }>(KINDS.map((k) => [k, { asked: 0, found: 0 }]));
  const misses: string[] = [];
  const times: number[] = [];
  let tried = 0;
  while ([...tally.values()].reduce((s, t) => s + t.asked, 0) < CASES && tried < CASES * 20) {
    tried++;
    const { id, name } = names[pick(names.length)]!;
    const words = name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    const long = words.filter((w) => /^\p{L}{5,}$/u.test(w));
    if (!long.length || words.length < 2) continue;
    const target = long[pick(long.length)]!;
    const others = words.filter((w) => w !== target);
    if (!others.length) continue;
    const correct = others[pick(others.length)]!;
    if (!(await search(`${target} ${correct}`)).includes(id)) continue; // not a typo question
    const kind = KINDS[tried % KINDS.length]!;
    const q = `${typo(target, kind, pick)} ${correct}`;
    const t0 = performance.now();
    const hit = (await search(q)).includes(id);
    times.push(performance.now() - t0);
    const t = tally.get(kind)!;
    t.asked++;
    if (hit) t.found++;
    else misses.push(`${kind}: "${q}" (for "${target} ${correct}", product ${id})`);
  }
  const pct = (n: number, d: number) => `${((n / Math.max(d, 1)) * 100).toFixed(1)}%`;
  console.log(`search quality on ${URL_.replace(/.*\//, '')}: ${names.length} products, cache off`);
  for (const [kind, t] of tally) console.log(`  ${kind.padEnd(8)} ${t.found}/${t.asked}  ${pct(t.found, t.asked)}`);
  const all = [...tally.values()].reduce((s, t) => ({ asked: s.asked + t.asked, found: s.found + t.found }));
  console.log(`  overall  ${all.found}/${all.asked}  ${pct(all.found, all.asked)}`);
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`  typo'd query latency (in-process, one at a time): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
  if (process.env.SHOW_MISSES) for (const m of misses) console.log(`  miss ${m}`);
  await app.close();
  await cache.close();
  await database.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
