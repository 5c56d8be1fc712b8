// Blog posts and their categories, localized with English fallback.
import type { BlogItem, LangCode, Paged } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';

const blogSelect = (
  lang: LangCode,
) => sql`SELECT b.id, b.slug, b.category_id, coalesce(ct.name, ce.name) AS category_name,
    coalesce(t.title, e.title) AS title, coalesce(nullif(t.summary, ''), e.summary) AS summary, b.image, b.author,
    b.published_at
  FROM blogs b
  JOIN blog_translations e ON e.blog_id = b.id AND e.lang = 'en'
  LEFT JOIN blog_translations t ON t.blog_id = b.id AND t.lang = ${lang}
  JOIN blog_category_translations ce ON ce.blog_category_id = b.category_id AND ce.lang = 'en'
  LEFT JOIN blog_category_translations ct ON ct.blog_category_id = b.category_id AND ct.lang = ${lang}`;

export function blogList(
  ctx: Ctx,
  q: { page: number; page_size: number; category_id?: number },
): Promise<Paged<BlogItem>> {
  const where = q.category_id ? sql`b.published AND b.category_id = ${q.category_id}` : sql`b.published`;
  return ctx.cache.wrap(`blogs:${ctx.lang}:${q.category_id ?? ''}:${q.page}:${q.page_size}`, async () => {
    const [items, total] = await Promise.all([
      rows<BlogItem>(
        ctx.db,
        sql`${blogSelect(ctx.lang)} WHERE ${where} ORDER BY b.published_at DESC, b.id DESC
            LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
      ),
      one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM blogs b WHERE ${where}`),
    ]);
    return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
  });
}

export async function blogDetail(ctx: Ctx, id: number) {
  const post = await ctx.cache.wrap(`blog:${id}:${ctx.lang}`, () =>
    one<BlogItem & { body: string }>(
      ctx.db,
      sql`SELECT x.*, coalesce(nullif(t.body, ''), e.body) AS body FROM (${blogSelect(ctx.lang)} WHERE b.published AND b.id = ${id}) x
          JOIN blog_translations e ON e.blog_id = x.id AND e.lang = 'en'
          LEFT JOIN blog_translations t ON t.blog_id = x.id AND t.lang = ${ctx.lang}`,
    ),
  );
  return post ?? fail('NO_DATA', 'blog post not found');
}

export function blogCategories(ctx: Ctx) {
  return ctx.cache.wrap(`blog-categories:${ctx.lang}`, () =>
    rows<{ id: number; slug: string; name: string }>(
      ctx.db,
      sql`SELECT c.id, c.slug, coalesce(t.name, e.name) AS name FROM blog_categories c
          JOIN blog_category_translations e ON e.blog_category_id = c.id AND e.lang = 'en'
          LEFT JOIN blog_category_translations t ON t.blog_category_id = c.id AND t.lang = ${ctx.lang}
          ORDER BY c.sort, c.id`,
    ),
  );
}
