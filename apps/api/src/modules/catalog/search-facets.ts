// The filters' choices of a search's results (issue 17: search results get the category page's
// filters): the brands among the products the words find, each with how many it has. The filters
// themselves (brand, price range, sort) are applied by products.service's filterClause and
// orderFor, the same functions the category page uses; this file only offers the brand choices.
//
// Kept apart from search.service.ts on purpose: that file decides which products the words match
// (typo tolerance, the two plans); this one takes that decision as given SQL and counts over it.
import type { SearchBrand } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { ON_SALE } from './product.sql.ts';

/** How a search matches products: a condition over `product_search x` (words and languages). */
export interface WordMatch {
  matches: SQL;
  inLangs: SQL;
}

/**
 * Brands of the products on sale that match the words, most products first. The filters in force
 * are ignored, as on the category page, so the buyer can switch from one brand to another. A broad
 * word counts over its first `searchProbeLimit` matches only (the same bound as the search's total):
 * the choice stays complete for any search a buyer narrows, and a broad one costs no full scan.
 * Cached per language and words, so paging and changing filters reuse it.
 */
export function searchBrands(ctx: Ctx, cacheKey: string, match: WordMatch): Promise<SearchBrand[]> {
  return ctx.cache.wrap(`facets:search:${ctx.lang}:${cacheKey}`, () =>
    rows<SearchBrand>(
      ctx.db,
      sql`SELECT b.id, coalesce(t.name, b.name) AS name, count(*)::int AS count
          FROM (
            SELECT p.brand_id FROM products p
            WHERE ${ON_SALE} AND p.brand_id IS NOT NULL AND p.id IN (
              SELECT x.product_id FROM product_search x WHERE ${match.inLangs} AND ${match.matches})
            LIMIT ${ctx.config.searchProbeLimit}
          ) m
          JOIN brands b ON b.id = m.brand_id
          LEFT JOIN brand_translations t ON t.brand_id = b.id AND t.lang = ${ctx.lang}
          GROUP BY b.id, t.name ORDER BY count DESC, name`,
    ),
  );
}
