// Announcements (systemnotify) in the admin area (issue 15, permission content): drafts, published
// ones and expired ones, with their texts per language (English required, the others falling back
// to it). A draft is kept with published_at 'infinity', so the storefront's read (published_at <=
// now()) never shows it; publishing stamps the moment, taking back returns it to a draft. Each
// change is audited (announcement.create / update / publish / unpublish) and clears the cache.
import type { AdminAnnouncement, AnnouncementBody, PublishBody } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';

const columns = sql`a.id, a.published_at <> 'infinity' AS published,
  CASE WHEN a.published_at = 'infinity' THEN NULL ELSE a.published_at END AS published_at, a.expires_at,
  (a.published_at <= now() AND (a.expires_at IS NULL OR a.expires_at > now())) AS live,
  coalesce((SELECT json_agg(json_build_object('lang', t.lang, 'title', t.title, 'body', t.body)
                            ORDER BY (t.lang = 'en') DESC, t.lang)
            FROM announcement_translations t WHERE t.announcement_id = a.id), '[]'::json) AS texts`;

const state = (db: Db, id: number) =>
  one<AdminAnnouncement>(db, sql`SELECT ${columns} FROM announcements a WHERE a.id = ${id}`);

export async function adminAnnouncements(ctx: AdminCtx): Promise<{ items: AdminAnnouncement[] }> {
  const items = await rows<AdminAnnouncement>(
    ctx.db,
    sql`SELECT ${columns} FROM announcements a ORDER BY (a.published_at = 'infinity') DESC, a.published_at DESC, a.id DESC
        LIMIT 200`,
  );
  return { items };
}

const audited = (a: AdminAnnouncement | undefined) =>
  a ? { published: a.published, expires_at: a.expires_at, texts: a.texts } : {};

export async function saveAnnouncement(ctx: AdminCtx, input: AnnouncementBody): Promise<AdminAnnouncement> {
  const id = await ctx.db.transaction(async (tx) => {
    const before = input.id ? await state(tx, input.id) : undefined;
    if (input.id && !before) return fail('NO_DATA', 'announcement not found');
    const expires = input.expires_at ?? null;
    let id: number;
    if (before) {
      id = before.id;
      await tx.execute(
        sql`UPDATE announcements SET expires_at = ${expires},
              published_at = CASE WHEN NOT ${input.published} THEN 'infinity'
                                  WHEN published_at = 'infinity' THEN now() ELSE published_at END
            WHERE id = ${id}`,
      );
      await tx.execute(sql`DELETE FROM announcement_translations WHERE announcement_id = ${id}`);
    } else {
      const row = await one<{ id: number }>(
        tx,
        sql`INSERT INTO announcements (published_at, expires_at)
            VALUES (CASE WHEN ${input.published} THEN now() ELSE 'infinity' END, ${expires}) RETURNING id`,
      );
      id = row!.id;
    }
    for (const t of input.texts) {
      await tx.execute(
        sql`INSERT INTO announcement_translations (announcement_id, lang, title, body)
            VALUES (${id}, ${t.lang}, ${t.title}, ${t.body})`,
      );
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: before ? 'announcement.update' : 'announcement.create',
      subjectType: 'announcement',
      subjectId: id,
      before: audited(before),
      after: audited(await state(tx, id)),
    });
    return id;
  });
  await ctx.cache.clear();
  return (await state(ctx.db, id))!;
}

export async function publishAnnouncement(ctx: AdminCtx, input: PublishBody): Promise<AdminAnnouncement> {
  await ctx.db.transaction(async (tx) => {
    const before = await one<{ published: boolean }>(
      tx,
      sql`SELECT published_at <> 'infinity' AS published FROM announcements WHERE id = ${input.id} FOR UPDATE`,
    );
    if (!before) return fail('NO_DATA', 'announcement not found');
    await tx.execute(
      sql`UPDATE announcements SET published_at = CASE WHEN NOT ${input.published} THEN 'infinity'
            WHEN published_at = 'infinity' THEN now() ELSE published_at END
          WHERE id = ${input.id}`,
    );
    await recordAudit(tx, {
      ...actor(ctx),
      action: input.published ? 'announcement.publish' : 'announcement.unpublish',
      subjectType: 'announcement',
      subjectId: input.id,
      before,
      after: { published: input.published },
    });
  });
  await ctx.cache.clear();
  return (await state(ctx.db, input.id))!;
}
