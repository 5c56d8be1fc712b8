// Storefront searches that found nothing (migration 0023), for the dashboard: the words buyers look
// for that the catalogue lacks. The search service notes a miss with one upsert per search; a
// failure here is logged and swallowed, because a buyer's search must never fail for a statistic.
import { sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';

/** The longest term kept: longer queries are cut (the column's CHECK holds the same bound). */
export const MISS_TERM_MAX = 100;

/** The term as counted: lower case, NFC, single spaces, at most MISS_TERM_MAX characters. */
export const missTerm = (words: string) =>
  [...words.toLowerCase().normalize('NFC').replace(/\s+/g, ' ').trim()].slice(0, MISS_TERM_MAX).join('').trim();

export async function noteSearchMiss(ctx: Ctx, words: string): Promise<void> {
  const term = missTerm(words);
  if (!term) return;
  try {
    await ctx.db.execute(
      sql`INSERT INTO search_misses (day, term, lang) VALUES ((now() AT TIME ZONE 'UTC')::date, ${term}, ${ctx.lang})
          ON CONFLICT (day, term, lang) DO UPDATE SET count = search_misses.count + 1`,
    );
  } catch (err) {
    ctx.log.warn({ err }, 'search miss not counted');
  }
}

/** The most frequent misses of the last `days` UTC days, today included, all languages together. */
export function topSearchMisses(ctx: Ctx, days: number, limit: number) {
  return rows<{ term: string; count: number; last_day: string }>(
    ctx.db,
    sql`SELECT term, sum(count)::int AS count, max(day)::text AS last_day FROM search_misses
        WHERE day > (now() AT TIME ZONE 'UTC')::date - ${days}::int
        GROUP BY term ORDER BY count DESC, last_day DESC, term LIMIT ${limit}`,
  );
}
