// Ads in the five positions of spec §3 (top, center_top, center, center_bottom, bottom) in the
// admin area (issue 15, permission content): image, link, order, enabled, a schedule (from / until)
// and the title and subtitle per language. The storefront (content.service.ts adverts) shows only
// the enabled ones inside their schedule, in their order. Each change is audited (ad.create /
// ad.update) and clears the storefront's cache.
import type { AdBody, AdminAd, AdPosition } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { checkImage } from './shared-admin.service.ts';

const columns = sql`a.id, a.position, a.image, a.link, a.sort, a.enabled, a.starts_at, a.ends_at,
  (a.enabled AND (a.starts_at IS NULL OR a.starts_at <= now()) AND (a.ends_at IS NULL OR a.ends_at > now())) AS live,
  coalesce((SELECT json_agg(json_build_object('lang', t.lang, 'title', t.title, 'subtitle', t.subtitle)
                            ORDER BY (t.lang = 'en') DESC, t.lang)
            FROM ad_translations t WHERE t.ad_id = a.id), '[]'::json) AS texts`;

const state = (db: Db, id: number) => one<AdminAd>(db, sql`SELECT ${columns} FROM ads a WHERE a.id = ${id}`);

export async function adminAds(ctx: AdminCtx, q: { position?: AdPosition }): Promise<{ items: AdminAd[] }> {
  const where = q.position ? sql`a.position = ${q.position}` : sql`true`;
  const items = await rows<AdminAd>(
    ctx.db,
    sql`SELECT ${columns} FROM ads a WHERE ${where}
        ORDER BY array_position(ARRAY['top','center_top','center','center_bottom','bottom'], a.position), a.sort, a.id`,
  );
  return { items };
}

const audited = (a: AdminAd | undefined) => {
  if (!a) return {};
  const { live: _live, id: _id, ...rest } = a;
  return rest;
};

export async function saveAd(ctx: AdminCtx, input: AdBody): Promise<AdminAd> {
  // checked before the transaction: PGlite has one connection, which the transaction holds
  const current = input.id
    ? await one<{ image: string }>(ctx.db, sql`SELECT image FROM ads WHERE id = ${input.id}`)
    : undefined;
  await checkImage(ctx, input.image, current?.image);
  const id = await ctx.db.transaction(async (tx) => {
    const before = input.id ? await state(tx, input.id) : undefined;
    if (input.id && !before) return fail('NO_DATA', 'ad not found');
    const starts = input.starts_at ?? null;
    const ends = input.ends_at ?? null;
    let id: number;
    if (before) {
      id = before.id;
      await tx.execute(
        sql`UPDATE ads SET position = ${input.position}, image = ${input.image}, link = ${input.link},
              sort = ${input.sort}, enabled = ${input.enabled}, starts_at = ${starts}, ends_at = ${ends}
            WHERE id = ${id}`,
      );
      await tx.execute(sql`DELETE FROM ad_translations WHERE ad_id = ${id}`);
    } else {
      const row = await one<{ id: number }>(
        tx,
        sql`INSERT INTO ads (position, image, link, sort, enabled, starts_at, ends_at)
            VALUES (${input.position}, ${input.image}, ${input.link}, ${input.sort}, ${input.enabled}, ${starts}, ${ends})
            RETURNING id`,
      );
      id = row!.id;
    }
    for (const t of input.texts) {
      await tx.execute(
        sql`INSERT INTO ad_translations (ad_id, lang, title, subtitle) VALUES (${id}, ${t.lang}, ${t.title}, ${t.subtitle})`,
      );
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: before ? 'ad.update' : 'ad.create',
      subjectType: 'ad',
      subjectId: id,
      before: audited(before),
      after: audited(await state(tx, id)),
    });
    return id;
  });
  await ctx.cache.clear();
  return (await state(ctx.db, id))!;
}
