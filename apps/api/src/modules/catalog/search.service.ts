// Search over localized product names and short descriptions, ranked by relevance, tolerant of
// typos, on PostgreSQL's own indexes (pg_trgm): no external search service.
//
// Each word of the query must appear in the product's text (buyer's language or English), as
// typed or as its nearest known word: a word of four letters or more that no product uses is
// matched against search_words (the catalogue's vocabulary in the languages searched, a small table with a trigram index),
// so "cenon" also finds "canon". Among the nearest known words by trigram distance, those one edit
// away (a letter missing, extra, wrong, or two neighbours swapped: "cmaera", "fitler") win, the
// most frequent first; trigram similarity alone misses swaps. The substring tests use the trigram
// GIN index of product_search.
//
// Two plans, chosen by a probe that counts matching text rows up to config.searchBroadRows (10,000;
// a product has a row in each language searched):
// - narrow (fewer matches): read every match through the index, rank each by how many query
//   words its name holds, then by sales; the total is exact.
// - broad (a word like "camera" that a third of the catalogue holds): walk products in the
//   requested order (best sellers first for relevance) and keep those that match, stopping when
//   the page is full; reading all matches would cost more than the whole page is worth. The
//   total is counted up to config.searchProbeLimit (2,000), and said to be capped.
// The walk only pays when matches are dense: with the probe at 2,000 rows, "watch galaxy" (1,435
// of 100,000 products, most of them rare sellers) walked 61,000 products for its third page
// (1.0 s); read narrow it takes 0.1 s.
//
// The filters (brand, price range, sort) are the category page's, applied in SQL by
// products.service's filterClause and orderFor; the brand filter's choices come from
// search-facets.ts. Neither depends on how words are matched here.
import type { SearchQuery, SearchResult } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { noteSearchMiss } from '../reports/search-misses.service.ts';
import { ON_SALE, productColumns, productTextJoin, toItem } from './product.sql.ts';
import { filterClause, orderFor } from './products.service.ts';
import { searchBrands } from './search-facets.ts';

const MAX_WORDS = 6;
/** pg_trgm similarity at which one wrong, missing or extra letter in a 5-letter word still matches. */
const TYPO_SIMILARITY = 0.3;
/** Words shorter than this are taken as typed (too short to correct safely). */
const MIN_CORRECTABLE = 4;

export function searchWords(keyword: string): string[] {
  const words = keyword
    .toLowerCase()
    .normalize('NFC')
    .split(/[\s,;/]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_WORDS).map((w) => w.slice(0, 40));
}

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/** For each word, the spellings to look for: itself, plus the nearest known words when it is unknown. */
export async function spellings(db: Db, words: string[], lang: string): Promise<string[][]> {
  const correctable = words.filter((w) => [...w].length >= MIN_CORRECTABLE);
  const corrections = new Map<string, string[]>();
  if (correctable.length) {
    // The nearest known words by trigram distance (the GiST index answers this ORDER BY), taken a
    // little wide: a swapped pair ("cmaera") shares few trigrams with its word, so it may sit below
    // the similarity threshold yet still among the nearest few. An exact hit means the word is known.
    const found = await rows<{ w: string; word: string; sim: number; frequency: number }>(
      db,
      sql`SELECT q.w, c.word, c.sim, c.frequency
          FROM unnest(ARRAY[${sql.join(
            correctable.map((w) => sql`${w}`),
            sql`, `,
          )}]::text[]) AS q(w)
          CROSS JOIN LATERAL (
            SELECT s.word, similarity(s.word, q.w) AS sim, s.frequency FROM search_words s
            WHERE s.lang IN (${lang}, 'en') ORDER BY s.word <-> q.w LIMIT ${CANDIDATES}
          ) c`,
    );
    for (const w of correctable) {
      const nearest = closestSpellings(
        w,
        found.filter((f) => f.w === w),
      );
      if (nearest.length) corrections.set(w, nearest);
    }
  }
  return words.map((w) => [w, ...(corrections.get(w) ?? [])]);
}

/** Trigram candidates fetched per unknown word, before the edit distance picks among them. */
const CANDIDATES = 10;
/** At most this many corrections per word, so a word with many one-letter neighbours stays narrow. */
const MAX_CORRECTIONS = 3;

/**
 * Picks the corrections of `w` among its trigram candidates: the known words one edit away (a
 * letter missing, extra, wrong, or two neighbours swapped; known words of five letters or more), the
 * most frequent first; else, as before, the most similar ones above TYPO_SIMILARITY. None if `w`
 * itself is known.
 */
export function closestSpellings(w: string, candidates: { word: string; sim: number; frequency: number }[]): string[] {
  if (candidates.some((c) => c.word === w)) return [];
  const byWord = new Map<string, { word: string; sim: number; frequency: number }>();
  for (const c of candidates) {
    const seen = byWord.get(c.word);
    byWord.set(c.word, seen ? { ...seen, frequency: seen.frequency + c.frequency } : c);
  }
  const unique = [...byWord.values()];
  // a five-letter word with a letter missing ("sper" for "super") is typed with four
  if ([...w].length >= MIN_EDITABLE - 1) {
    const oneEdit = unique.filter((c) => [...c.word].length >= MIN_EDITABLE && editDistanceAtMostOne(w, c.word));
    if (oneEdit.length) {
      return oneEdit
        .sort((a, b) => b.frequency - a.frequency || b.sim - a.sim)
        .slice(0, MAX_CORRECTIONS)
        .map((c) => c.word);
    }
  }
  // Only the closest known spelling(s): a looser match would flood the results with lookalikes.
  const best = Math.max(...unique.map((c) => c.sim));
  return unique.filter((c) => c.sim >= TYPO_SIMILARITY && c.sim === best).map((c) => c.word);
}

/** Words at least this long are corrected by edit distance (shorter ones have too many neighbours). */
const MIN_EDITABLE = 5;

/** True when a and b differ by at most one letter missing, extra, wrong, or two neighbours swapped. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (i === x.length && i === y.length) return true;
  if (x.length === y.length) {
    return rest(i + 1, i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2));
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/**
 * Latin letters or digits too short for a trigram ("gb", "ii", "a7"): a substring test of them
 * cannot use the trigram index, so the whole table was read (0.5 s at 100,000 products, and they
 * match inside longer words: "is" in "prism"). They are matched at the start of a word instead,
 * which the index finds through the word-start trigram (" a7"). Other scripts keep the substring
 * test: Chinese, Japanese or Thai write words without spaces.
 */
const SHORT_LATIN = /^[a-z0-9]{1,2}$/;

/** One spelling of a word in `column`: anywhere in it, or at a word's start for short Latin words. */
function matchWord(column: SQL, word: string): SQL {
  if (SHORT_LATIN.test(word)) return sql`(${column} LIKE ${`${word}%`} OR ${column} LIKE ${`% ${word}%`})`;
  return sql`${column} LIKE ${`%${escapeLike(word)}%`}`;
}

/** Every word matches (as typed or as one of its spellings), over the text column `column`. */
function matchAll(alternatives: string[][], column: SQL): SQL {
  return sql.join(
    alternatives.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((a) => matchWord(column, a)),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  );
}

/** How many of the query's words the name holds: names that say it rank above descriptions that do. */
function nameScore(alternatives: string[][]): SQL {
  return sql.join(
    alternatives.map((alts) => sql`(${matchAll([alts], sql`x.name_lc`)})::int`),
    sql` + `,
  );
}

export async function searchProducts(ctx: Ctx, keyword: string, q: SearchQuery): Promise<SearchResult> {
  const words = searchWords(keyword);
  const key = `search:${ctx.lang}:${words.join(' ')}:${q.sort}:${q.brand_id?.join(',') ?? ''}:${q.min_price ?? ''}:${q.max_price ?? ''}:${q.page}:${q.page_size}`;
  const result = await ctx.cache.wrap(key, async () => {
    const alternatives = await spellings(ctx.db, words, ctx.lang);
    const matches = matchAll(alternatives, sql`x.search_text`);
    const inLangs = sql`x.lang IN (${ctx.lang}, 'en')`;
    const probe = await one<{ n: number }>(
      ctx.db,
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM product_search x WHERE ${inLangs} AND ${matches} LIMIT ${ctx.config.searchBroadRows}) s`,
    );
    const offset = (q.page - 1) * q.page_size;
    const empty = { items: [], total: 0, page: q.page, page_size: q.page_size, total_capped: false };
    if (!probe?.n) return q.page === 1 ? { ...empty, brands: [] } : empty;
    const [found, brands] = await Promise.all([
      probe.n < ctx.config.searchBroadRows
        ? narrowSearch(ctx, q, { matches, inLangs, score: nameScore(alternatives), offset })
        : broadSearch(ctx, q, { matches, inLangs, offset }),
      // the brand filter's choices (search-facets.ts), asked with the first page only
      q.page === 1 ? searchBrands(ctx, words.join(' '), { matches, inLangs }) : undefined,
    ]);
    return brands ? { ...found, brands } : found;
  });
  // the dashboard's "searches that found nothing": counted outside the cache, so each search counts,
  // and only a first page without filters (a filter that excludes everything is not a missing word)
  const filtered = q.brand_id?.length || q.min_price !== undefined || q.max_price !== undefined;
  if (result.total === 0 && q.page === 1 && !filtered) await noteSearchMiss(ctx, words.join(' '));
  return result;
}

interface Plan {
  matches: SQL;
  inLangs: SQL;
  offset: number;
}

async function narrowSearch(ctx: Ctx, q: SearchQuery, plan: Plan & { score: SQL }): Promise<SearchResult> {
  const order = q.sort === 'relevance' ? sql`h.score DESC, p.sales_count DESC, p.id DESC` : orderFor(q.sort);
  const found = await rows<Parameters<typeof toItem>[0] & { total: number }>(
    ctx.db,
    sql`WITH hits AS (
          SELECT x.product_id, max(${plan.score}) AS score FROM product_search x
          WHERE ${plan.inLangs} AND ${plan.matches} GROUP BY x.product_id
        ), page AS (
          SELECT p.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${order}) AS ord
          FROM hits h JOIN products p ON p.id = h.product_id
          WHERE ${ON_SALE} AND ${filterClause(q)}
          ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${plan.offset}
        )
        SELECT ${productColumns}, page.total::int AS total
        FROM page JOIN products p ON p.id = page.id ${productTextJoin(ctx.lang)} ORDER BY page.ord`,
  );
  const total = found[0]?.total ?? (await countMatches(ctx, q, plan));
  return {
    items: found.map(({ total: _total, ...row }) => toItem(row)),
    total,
    page: q.page,
    page_size: q.page_size,
    total_capped: false,
  };
}

async function broadSearch(ctx: Ctx, q: SearchQuery, plan: Plan): Promise<SearchResult> {
  const order = orderFor(q.sort === 'relevance' ? 'best_selling' : q.sort);
  const where = sql`${filterClause(q)} AND EXISTS (
    SELECT 1 FROM product_search x WHERE x.product_id = p.id AND ${plan.inLangs} AND ${plan.matches})`;
  const [found, total] = await Promise.all([
    rows<Parameters<typeof toItem>[0]>(
      ctx.db,
      sql`SELECT ${productColumns} FROM (
            SELECT p.id, row_number() OVER (ORDER BY ${order}) AS ord FROM products p
            WHERE ${ON_SALE} AND ${where} ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${plan.offset}
          ) page JOIN products p ON p.id = page.id ${productTextJoin(ctx.lang)} ORDER BY page.ord`,
    ),
    countMatches(ctx, q, plan),
  ]);
  return {
    items: found.map(toItem),
    total,
    page: q.page,
    page_size: q.page_size,
    total_capped: total >= ctx.config.searchProbeLimit,
  };
}

/** Matching products under the filters, counted up to the probe limit. */
async function countMatches(ctx: Ctx, q: SearchQuery, plan: Plan): Promise<number> {
  const found = await one<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM products p WHERE ${ON_SALE} AND ${filterClause(q)} AND EXISTS (
            SELECT 1 FROM product_search x WHERE x.product_id = p.id AND ${plan.inLangs} AND ${plan.matches})
          LIMIT ${ctx.config.searchProbeLimit}) s`,
  );
  return found?.n ?? 0;
}

/** Rebuilds the vocabulary used for typo correction, per language, from every product text. */
export async function rebuildSearchWords(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_words`);
  await db.execute(
    sql`INSERT INTO search_words (lang, word, frequency)
        SELECT lang, w, count(*)::int FROM (
          SELECT lang, regexp_split_to_table(search_text, '[^[:alnum:]]+') AS w FROM product_search
        ) words WHERE length(w) >= ${MIN_CORRECTABLE} AND length(w) <= 40 GROUP BY lang, w`,
  );
}
