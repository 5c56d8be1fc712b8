// The five policy pages (terms, support, return, privacy, about_us) in the admin area (issue 15,
// permission content): each page's title and text per language, English required; a language
// without its own row shows the English page (content.service.ts policy). Saving a page replaces
// its texts, is audited as page.update (subject id: the page's place in POLICY_SLUGS) and clears
// the storefront's cache.
import { type AdminPage, type PageBody, POLICY_SLUGS, type PolicySlug, pageSubjectId } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';

type PageText = AdminPage['texts'][number];

async function pageState(db: Db, slug: PolicySlug): Promise<AdminPage> {
  const texts = await rows<PageText & { last: string }>(
    db,
    sql`SELECT lang, title, body, max(updated_at) OVER () AS last FROM policies WHERE slug = ${slug}
        ORDER BY (lang = 'en') DESC, lang`,
  );
  return {
    slug,
    updated_at: texts[0]?.last ?? null,
    texts: texts.map(({ lang, title, body }) => ({ lang, title, body })),
  };
}

export async function adminPages(ctx: AdminCtx): Promise<{ items: AdminPage[] }> {
  return { items: await Promise.all(POLICY_SLUGS.map((slug) => pageState(ctx.db, slug))) };
}

export async function savePage(ctx: AdminCtx, input: PageBody): Promise<AdminPage> {
  await ctx.db.transaction(async (tx) => {
    // one editor's save at a time per page: the texts are replaced as a whole
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`policy:${input.slug}`}))`);
    const before = await pageState(tx, input.slug);
    await tx.execute(sql`DELETE FROM policies WHERE slug = ${input.slug}`);
    for (const t of input.texts) {
      await tx.execute(
        sql`INSERT INTO policies (slug, lang, title, body) VALUES (${input.slug}, ${t.lang}, ${t.title}, ${t.body})`,
      );
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'page.update',
      subjectType: 'page',
      subjectId: pageSubjectId(input.slug),
      remark: input.slug,
      before: { texts: before.texts },
      after: { texts: input.texts },
    });
  });
  await ctx.cache.clear();
  return pageState(ctx.db, input.slug);
}
