// Search over localized product names and short descriptions, ranked by relevance, tolerant of
// typos, on PostgreSQL's own indexes (pg_trgm): no external search service.
//
// Each word of the query must appear in the product's text (buyer's language or English), as
// typed or as its nearest known word: a word of four letters or more that no product uses is
// matched against search_words (the catalogue's vocabulary, a small table with a trigram index),
// so "cenon" also finds "canon". The substring tests use the trigram GIN index on search_text.
import type { Paged, SearchQuery } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { type ProductItem, productColumns, productTextJoin, toItem } from './product.sql.ts';
import { filterClause, orderFor } from './products.service.ts';

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
export async function spellings(db: Db, words: string[]): Promise<string[][]> {
  const correctable = words.filter((w) => [...w].length >= MIN_CORRECTABLE);
  const corrections = new Map<string, string[]>();
  if (correctable.length) {
    // Only the closest known spelling(s): a looser match would flood the results with lookalikes.
    const found = await rows<{ w: string; word: string }>(
      db,
      sql`SELECT w, word FROM (
            SELECT q.w, c.word, c.sim, max(c.sim) OVER (PARTITION BY q.w) AS best
            FROM unnest(ARRAY[${sql.join(
              correctable.map((w) => sql`${w}`),
              sql`, `,
            )}]::text[]) AS q(w)
            CROSS JOIN LATERAL (
              SELECT s.word, similarity(s.word, q.w) AS sim FROM search_words s ORDER BY s.word <-> q.w LIMIT 3
            ) c
            WHERE NOT EXISTS (SELECT 1 FROM search_words x WHERE x.word = q.w)
          ) ranked WHERE sim >= ${TYPO_SIMILARITY} AND sim = best`,
    );
    for (const { w, word } of found) corrections.set(w, [...(corrections.get(w) ?? []), word]);
  }
  return words.map((w) => [w, ...(corrections.get(w) ?? [])]);
}

function matchAll(alternatives: string[][]): SQL {
  return sql.join(
    alternatives.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((a) => sql`x.search_text LIKE ${`%${escapeLike(a)}%`}`),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  );
}

export async function searchProducts(ctx: Ctx, keyword: string, q: SearchQuery): Promise<Paged<ProductItem>> {
  const words = searchWords(keyword);
  const key = `search:${ctx.lang}:${words.join(' ')}:${q.sort}:${q.brand_id?.join(',') ?? ''}:${q.min_price ?? ''}:${q.max_price ?? ''}:${q.page}:${q.page_size}`;
  return ctx.cache.wrap(key, async () => {
    const alternatives = await spellings(ctx.db, words);
    const phrase = words.join(' ');
    const order = q.sort === 'relevance' ? sql`h.score DESC, p.sales_count DESC, p.id DESC` : orderFor(q.sort);
    // Rank and cut the page on ids first; texts and deal prices are joined to that page only.
    const found = await rows<Parameters<typeof toItem>[0] & { total: number }>(
      ctx.db,
      sql`WITH hits AS (
            SELECT x.product_id, max(word_similarity(${phrase}, x.search_text)) AS score
            FROM product_translations x
            WHERE x.lang IN (${ctx.lang}, 'en') AND ${matchAll(alternatives)}
            GROUP BY x.product_id
          ), page AS (
            SELECT p.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${order}) AS ord
            FROM hits h JOIN products p ON p.id = h.product_id
            WHERE p.status = 'active' AND ${filterClause(q)}
            ORDER BY ${order} LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}
          )
          SELECT ${productColumns}, page.total::int AS total
          FROM page JOIN products p ON p.id = page.id ${productTextJoin(ctx.lang)} ORDER BY page.ord`,
    );
    return {
      items: found.map(({ total: _total, ...row }) => toItem(row)),
      total: found[0]?.total ?? 0,
      page: q.page,
      page_size: q.page_size,
    };
  });
}

/** Rebuilds the vocabulary used for typo correction from every product text. */
export async function rebuildSearchWords(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM search_words`);
  await db.execute(
    sql`INSERT INTO search_words (word, frequency)
        SELECT w, count(*)::int FROM (
          SELECT regexp_split_to_table(search_text, '[^[:alnum:]]+') AS w FROM product_translations
        ) words WHERE length(w) >= ${MIN_CORRECTABLE} AND length(w) <= 40 GROUP BY w`,
  );
}
