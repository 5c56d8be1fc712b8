// The cold parts of the API benchmark (issue 18), against a server whose cache is off
// (CACHE_TTL_MS=0): every request reaches PostgreSQL.
//   - category pages over many distinct category/page/sort paths, under load (autocannon);
//   - search over truly distinct, half-misspelt queries made from the catalogue's own names, one
//     at a time, with the slowest ones named so they can be EXPLAINed;
//   - a paged list with its total count (deep pages of the biggest categories), one at a time.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { KINDS, random, typo } from './search-quality.ts';

/**
 * `count` distinct two-word queries, each from one product name (so most find something), every
 * other one with a one-letter typo in a word of five letters or more.
 */
export async function distinctQueries(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // the names of the natural catalogue (its numbered editions repeat them)
  const { rows } = await client.query<{ name: string }>(
    `SELECT DISTINCT regexp_replace(name, ' \\(\\d+\\)', '') AS name FROM product_translations WHERE lang = 'en' LIMIT 5000`,
  );
  await client.end();
  const pick = random(7);
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < count * 50; tries++) {
    const words = rows[pick(rows.length)]!.name.toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 2);
    if (words.length < 2) continue;
    const a = words[pick(words.length)]!;
    const b = words[pick(words.length)]!;
    if (a === b) continue;
    const q = out.size % 2 && /^\p{L}{5,}$/u.test(a) ? `${typo(a, KINDS[out.size % 4]!, pick)} ${b}` : `${a} ${b}`;
    out.add(q);
  }
  return [...out];
}

export interface Timed {
  p50: number;
  p95: number;
  p99: number;
  slowest: { path: string; ms: number }[];
}

/** Asks each path once, one at a time, and gives the percentiles and the slowest five. */
export async function oneAtATime(base: string, paths: string[]): Promise<Timed> {
  const times: { path: string; ms: number }[] = [];
  for (const path of paths) {
    const t0 = performance.now();
    const res = await fetch(base + path);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${res.status} ${path}`);
    times.push({ path, ms: performance.now() - t0 });
  }
  const sorted = [...times].sort((x, y) => x.ms - y.ms);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.ms;
  return { p50: pct(0.5), p95: pct(0.95), p99: pct(0.99), slowest: sorted.slice(-5).reverse() };
}

/** Distinct category/page/sort paths: every category, the first pages, four orders. */
export function categoryPaths(categoryIds: number[], count: number): string[] {
  const sorts = ['newest', 'price_asc', 'price_desc', 'best_selling'];
  const out: string[] = [];
  for (let page = 1; out.length < count && page <= 50; page++)
    for (const sort of sorts)
      for (const id of categoryIds) if (out.length < count) out.push(`/api/category/${id}/${page}?sort=${sort}`);
  return out;
}

/** Deep pages (with the total count) of the biggest categories, each path distinct. */
export async function deepListPaths(url: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: number; n: number }>(
    `SELECT coalesce(c.parent_id, c.id) AS id, count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id
     GROUP BY 1 ORDER BY 2 DESC LIMIT 4`,
  );
  await client.end();
  const pick = random(11);
  const out = new Set<string>();
  while (out.size < count) {
    const { id, n } = rows[pick(rows.length)]!;
    const pages = Math.max(1, Math.min(500, Math.floor(n / 20)));
    out.add(`/api/category/${id}/${1 + pick(pages)}?sort=${['newest', 'price_asc'][pick(2)]}`);
  }
  return [...out];
}
