// Blog posts and blog categories in the admin area (issue 15, permission content): every post,
// published or not, with its texts in each language; a post or category is saved whole (its texts
// replace the ones there were), published or taken back. The storefront's reads (blog.service.ts)
// fall back to English for a language without its own text. Each change is audited with the state
// before and after, in its transaction, and clears the storefront's cache.
import type {
  AdminBlogCategory,
  AdminBlogPost,
  AdminBlogPostDetail,
  BlogAdminQuery,
  BlogCategoryBody,
  BlogPostBody,
  BlogText,
  Paged,
  PublishBody,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { checkImage, english, slugFor } from './shared-admin.service.ts';

const postColumns = sql`b.id, b.slug, b.category_id, b.image, b.author, b.published, b.published_at, e.title,
  ARRAY(SELECT t.lang FROM blog_translations t WHERE t.blog_id = b.id ORDER BY t.lang) AS langs`;

export async function adminBlogPosts(ctx: AdminCtx, q: BlogAdminQuery): Promise<Paged<AdminBlogPost>> {
  const where = q.category_id ? sql`b.category_id = ${q.category_id}` : sql`true`;
  const [items, total] = await Promise.all([
    rows<AdminBlogPost>(
      ctx.db,
      sql`SELECT ${postColumns} FROM blogs b JOIN blog_translations e ON e.blog_id = b.id AND e.lang = 'en'
          WHERE ${where} ORDER BY b.published_at DESC, b.id DESC
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM blogs b WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

async function postState(db: Db, id: number): Promise<AdminBlogPostDetail | undefined> {
  const post = await one<AdminBlogPost>(
    db,
    sql`SELECT ${postColumns} FROM blogs b JOIN blog_translations e ON e.blog_id = b.id AND e.lang = 'en'
        WHERE b.id = ${id}`,
  );
  if (!post) return undefined;
  const texts = await rows<BlogText>(
    db,
    sql`SELECT lang, title, summary, body FROM blog_translations WHERE blog_id = ${id}
        ORDER BY (lang = 'en') DESC, lang`,
  );
  return { ...post, texts };
}

export async function adminBlogPost(ctx: AdminCtx, id: number): Promise<AdminBlogPostDetail> {
  return (await postState(ctx.db, id)) ?? fail('NO_DATA', 'blog post not found');
}

/** What the audit keeps of a post: its settings and texts. */
const audited = (p: AdminBlogPostDetail | undefined) =>
  p ? { category_id: p.category_id, image: p.image, author: p.author, published: p.published, texts: p.texts } : {};

export async function saveBlogPost(ctx: AdminCtx, input: BlogPostBody): Promise<AdminBlogPostDetail> {
  const category = await one(ctx.db, sql`SELECT 1 FROM blog_categories WHERE id = ${input.category_id}`);
  if (!category)
    return fail('INVALID_PARAMETER', 'invalid parameter: category_id: no such category', { field: 'category_id' });
  // checked before the transaction: PGlite has one connection, which the transaction holds
  const current = input.id
    ? await one<{ image: string }>(ctx.db, sql`SELECT image FROM blogs WHERE id = ${input.id}`)
    : undefined;
  await checkImage(ctx, input.image, current?.image);
  const id = await ctx.db.transaction(async (tx) => {
    const before = input.id ? await postState(tx, input.id) : undefined;
    if (input.id && !before) return fail('NO_DATA', 'blog post not found');
    if (before && before.image !== input.image && before.image !== current?.image) {
      return fail('DATA_OPERATION_FAILED', 'the post changed meanwhile; reload it');
    }
    let postId: number;
    if (before) {
      postId = before.id;
      await tx.execute(
        sql`UPDATE blogs SET category_id = ${input.category_id}, image = ${input.image}, author = ${input.author},
              published = ${input.published},
              published_at = CASE WHEN ${input.published} AND NOT published THEN now() ELSE published_at END
            WHERE id = ${postId}`,
      );
      await tx.execute(sql`DELETE FROM blog_translations WHERE blog_id = ${postId}`);
    } else {
      const slug = await slugFor(tx, 'blogs', english(input.texts).title);
      const row = await one<{ id: number }>(
        tx,
        sql`INSERT INTO blogs (category_id, slug, image, author, published)
            VALUES (${input.category_id}, ${slug}, ${input.image}, ${input.author}, ${input.published}) RETURNING id`,
      );
      postId = row!.id;
    }
    for (const t of input.texts) {
      await tx.execute(
        sql`INSERT INTO blog_translations (blog_id, lang, title, summary, body)
            VALUES (${postId}, ${t.lang}, ${t.title}, ${t.summary}, ${t.body})`,
      );
    }
    const after = await postState(tx, postId);
    await recordAudit(tx, {
      ...actor(ctx),
      action: before ? 'blog_post.update' : 'blog_post.create',
      subjectType: 'blog_post',
      subjectId: postId,
      before: audited(before),
      after: audited(after),
    });
    return postId;
  });
  await ctx.cache.clear();
  return adminBlogPost(ctx, id);
}

export async function publishBlogPost(ctx: AdminCtx, input: PublishBody): Promise<AdminBlogPostDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await one<{ published: boolean }>(
      tx,
      sql`SELECT published FROM blogs WHERE id = ${input.id} FOR UPDATE`,
    );
    if (!before) return fail('NO_DATA', 'blog post not found');
    await tx.execute(
      sql`UPDATE blogs SET published = ${input.published},
            published_at = CASE WHEN ${input.published} AND NOT published THEN now() ELSE published_at END
          WHERE id = ${input.id}`,
    );
    await recordAudit(tx, {
      ...actor(ctx),
      action: input.published ? 'blog_post.publish' : 'blog_post.unpublish',
      subjectType: 'blog_post',
      subjectId: input.id,
      before: { published: before.published },
      after: { published: input.published },
    });
  });
  await ctx.cache.clear();
  return adminBlogPost(ctx, input.id);
}

async function categoryState(db: Db, id: number): Promise<AdminBlogCategory | undefined> {
  return one<AdminBlogCategory>(
    db,
    sql`SELECT c.id, c.slug, c.sort, (SELECT count(*)::int FROM blogs b WHERE b.category_id = c.id) AS posts,
          coalesce((SELECT json_agg(json_build_object('lang', t.lang, 'name', t.name) ORDER BY (t.lang = 'en') DESC, t.lang)
                    FROM blog_category_translations t WHERE t.blog_category_id = c.id), '[]'::json) AS names
        FROM blog_categories c WHERE c.id = ${id}`,
  );
}

export async function adminBlogCategories(ctx: AdminCtx): Promise<{ items: AdminBlogCategory[] }> {
  const ids = await rows<{ id: number }>(ctx.db, sql`SELECT id FROM blog_categories ORDER BY sort, id`);
  const items = await Promise.all(ids.map((c) => categoryState(ctx.db, c.id)));
  return { items: items.filter((c): c is AdminBlogCategory => Boolean(c)) };
}

export async function saveBlogCategory(ctx: AdminCtx, input: BlogCategoryBody) {
  await ctx.db.transaction(async (tx) => {
    const before = input.id ? await categoryState(tx, input.id) : undefined;
    if (input.id && !before) return fail('NO_DATA', 'blog category not found');
    let id: number;
    if (before) {
      id = before.id;
      await tx.execute(sql`UPDATE blog_categories SET sort = ${input.sort} WHERE id = ${id}`);
      await tx.execute(sql`DELETE FROM blog_category_translations WHERE blog_category_id = ${id}`);
    } else {
      const slug = await slugFor(tx, 'blog_categories', english(input.names).name);
      const row = await one<{ id: number }>(
        tx,
        sql`INSERT INTO blog_categories (slug, sort) VALUES (${slug}, ${input.sort}) RETURNING id`,
      );
      id = row!.id;
    }
    for (const n of input.names) {
      await tx.execute(
        sql`INSERT INTO blog_category_translations (blog_category_id, lang, name) VALUES (${id}, ${n.lang}, ${n.name})`,
      );
    }
    const after = await categoryState(tx, id);
    await recordAudit(tx, {
      ...actor(ctx),
      action: before ? 'blog_category.update' : 'blog_category.create',
      subjectType: 'blog_category',
      subjectId: id,
      before: before ? { sort: before.sort, names: before.names } : {},
      after: after ? { sort: after.sort, names: after.names } : {},
    });
  });
  await ctx.cache.clear();
  return adminBlogCategories(ctx);
}
