// Flash-deal campaigns in the admin area (issue 16, permission `promotions`): operators create and
// change a campaign's titles (English required, the others fall back to it), dates, banner and
// switch. Every change is audited and clears the read cache, so the storefront's deal prices start
// and stop with the campaign as saved.
import { type Campaign, type CampaignBody, LANG_CODES, type Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx, Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';

type Row = Omit<Campaign, 'phase'> & { phase: Campaign['phase'] };

export const campaignPhase = sql`CASE WHEN now() < d.starts_at THEN 'upcoming' WHEN now() < d.ends_at THEN 'running'
  ELSE 'ended' END`;

/** Columns of a campaign over `flash_deals d`, its title in the caller's language else English. */
export const campaignTitle = (ctx: Ctx) => sql`coalesce(
    (SELECT title FROM flash_deal_translations WHERE flash_deal_id = d.id AND lang = ${ctx.lang}),
    (SELECT title FROM flash_deal_translations WHERE flash_deal_id = d.id AND lang = 'en'), d.slug)`;

async function selectCampaigns(ctx: Ctx, where: SQL, tail: SQL): Promise<Campaign[]> {
  return rows<Row>(
    ctx.db,
    sql`SELECT d.id, d.slug, ${campaignTitle(ctx)} AS title,
          (SELECT coalesce(jsonb_object_agg(lang, title), '{}'::jsonb) FROM flash_deal_translations
             WHERE flash_deal_id = d.id) AS titles,
          d.banner, d.starts_at, d.ends_at, d.enabled, ${campaignPhase} AS phase,
          (SELECT count(*)::int FROM flash_deal_items i WHERE i.flash_deal_id = d.id) AS approved,
          (SELECT count(*)::int FROM flash_deal_enrolments x WHERE x.flash_deal_id = d.id AND x.status = 'pending')
            AS pending,
          (SELECT coalesce(sum(i.sold), 0)::int FROM flash_deal_items i WHERE i.flash_deal_id = d.id) AS sold
        FROM flash_deals d WHERE ${where} ${tail}`,
  );
}

export async function listCampaigns(
  ctx: AdminCtx,
  q: { page: number; page_size: number; phase?: Campaign['phase'] },
): Promise<Paged<Campaign>> {
  const where = q.phase ? sql`${campaignPhase} = ${q.phase}` : sql`true`;
  const [items, total] = await Promise.all([
    selectCampaigns(
      ctx,
      where,
      sql`ORDER BY d.ends_at DESC, d.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM flash_deals d WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function getCampaign(ctx: Ctx, id: number): Promise<Campaign> {
  const [found] = await selectCampaigns(ctx, sql`d.id = ${id}`, sql``);
  return found ?? fail('NO_DATA', 'no data found: campaign');
}

const state = (c: Campaign) => ({
  titles: c.titles,
  banner: c.banner,
  starts_at: c.starts_at,
  ends_at: c.ends_at,
  enabled: c.enabled,
});

/** Creates (no id) or changes a campaign; a new one needs its English title and both dates. */
export async function saveCampaign(ctx: AdminCtx, input: CampaignBody): Promise<Campaign> {
  if (input.banner && !(await isUpload(ctx, input.banner, 'catalog'))) {
    return fail('INVALID_PARAMETER', 'invalid parameter: banner: not an uploaded image', { field: 'banner' });
  }
  if (!input.id) {
    if (!input.titles) return fail('MISSING_PARAMETERS', 'missing parameter: titles', { field: 'titles' });
    if (!input.starts_at) return fail('MISSING_PARAMETERS', 'missing parameter: starts_at', { field: 'starts_at' });
    if (!input.ends_at) return fail('MISSING_PARAMETERS', 'missing parameter: ends_at', { field: 'ends_at' });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const before = input.id
      ? await one<{ starts_at: string; ends_at: string }>(
          tx,
          sql`SELECT starts_at, ends_at FROM flash_deals WHERE id = ${input.id} FOR UPDATE`,
        )
      : null;
    if (input.id && !before) return fail('NO_DATA', 'no data found: campaign');
    const was = input.id ? await getCampaign({ ...ctx, db: tx }, input.id) : null;
    const starts = input.starts_at ?? before!.starts_at;
    const ends = input.ends_at ?? before!.ends_at;
    if (Date.parse(ends) <= Date.parse(starts)) {
      return fail('INVALID_PARAMETER', 'invalid parameter: ends_at: must be after starts_at', { field: 'ends_at' });
    }
    let id = input.id;
    if (id) {
      await tx.execute(
        sql`UPDATE flash_deals SET starts_at = ${starts}, ends_at = ${ends},
              banner = coalesce(${input.banner ?? null}, banner), enabled = coalesce(${input.enabled ?? null}, enabled)
            WHERE id = ${id}`,
      );
    } else {
      const made = await one<{ id: number }>(
        tx,
        sql`INSERT INTO flash_deals (slug, banner, starts_at, ends_at, enabled)
            VALUES (${`campaign-${crypto.randomUUID().slice(0, 8)}`}, ${input.banner ?? ''}, ${starts}, ${ends},
              ${input.enabled ?? true})
            RETURNING id`,
      );
      id = made!.id;
      // a readable, unique address part: the id keeps it unique
      await tx.execute(sql`UPDATE flash_deals SET slug = ${`campaign-${id}`} WHERE id = ${id}`);
    }
    if (input.titles) await writeTitles(tx, id, input.titles);
    const now = await getCampaign({ ...ctx, db: tx }, id);
    await recordAudit(tx, {
      ...actor(ctx),
      action: was ? 'flash_campaign.update' : 'flash_campaign.create',
      subjectType: 'flash_campaign',
      subjectId: id,
      before: was ? state(was) : {},
      after: state(now),
    });
    return id;
  });
  await ctx.cache.clear();
  return getCampaign(ctx, id);
}

/** Titles of each language given: an empty one is removed (the storefront then shows English). */
async function writeTitles(tx: Db, id: number, titles: Partial<Record<string, string>>) {
  for (const lang of LANG_CODES) {
    const title = titles[lang];
    if (title === undefined) continue;
    if (title === '' && lang !== 'en') {
      await tx.execute(sql`DELETE FROM flash_deal_translations WHERE flash_deal_id = ${id} AND lang = ${lang}`);
    } else if (title !== '') {
      await tx.execute(
        sql`INSERT INTO flash_deal_translations (flash_deal_id, lang, title) VALUES (${id}, ${lang}, ${title})
            ON CONFLICT (flash_deal_id, lang) DO UPDATE SET title = EXCLUDED.title`,
      );
    }
  }
}
