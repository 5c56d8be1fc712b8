// Sellers' enrolments in flash-deal campaigns (issue 16). A seller offers a product of their own
// shop, on sale, at a deal price below its price, for a number of units; an operator approves or
// rejects it once in the inbox (type 700). Approval writes the campaign's flash_deal_items row, which
// every price read already uses (catalog/product.sql.ts LIVE_DEAL): pending, rejected and withdrawn
// enrolments never change a price. A product with variants enrols each variant on its own (each is
// a product with its own price). The owner stands in every WHERE (db/ownership.ts).
import type { Enrolment, EnrolmentBody, OpenCampaign, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { AdminCtx, SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { ON_SALE } from '../catalog/product.sql.ts';
import { notify } from '../notices/notices.service.ts';
import { campaignPhase, campaignTitle } from './campaigns.service.ts';

/** Campaigns open for enrolment: switched on and not ended (upcoming or running). */
const OPEN = sql`d.enabled AND now() < d.ends_at`;

export function openCampaigns(ctx: SellerCtx): Promise<OpenCampaign[]> {
  return rows<OpenCampaign>(
    ctx.db,
    sql`SELECT d.id, ${campaignTitle(ctx)} AS title, d.banner, d.starts_at, d.ends_at, ${campaignPhase} AS phase
        FROM flash_deals d WHERE ${OPEN} ORDER BY d.starts_at, d.id LIMIT 50`,
  );
}

const enrolmentColumns = (ctx: SellerCtx) => sql`x.id, x.flash_deal_id AS campaign_id,
    ${campaignTitle(ctx)} AS campaign_title, d.starts_at, d.ends_at, x.product_id,
    coalesce(pt.name, pe.name) AS product_name, coalesce(p.images[1] || '-200.webp', '') AS thumb, x.shop_id,
    p.price, x.deal_price, x.quantity,
    coalesce((SELECT i.sold FROM flash_deal_items i WHERE i.flash_deal_id = x.flash_deal_id
      AND i.product_id = x.product_id AND x.status = 'approved'), 0) AS sold,
    x.status, x.decision_remark, x.created_at, x.decided_at`;

const enrolmentJoins = (ctx: SellerCtx) => sql`FROM flash_deal_enrolments x
    JOIN flash_deals d ON d.id = x.flash_deal_id
    JOIN products p ON p.id = x.product_id
    JOIN product_translations pe ON pe.product_id = p.id AND pe.lang = 'en'
    LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.lang = ${ctx.lang}`;

export async function myEnrolments(
  ctx: SellerCtx,
  q: { page: number; page_size: number; campaign_id?: number },
): Promise<Paged<Enrolment>> {
  const parts: SQL[] = [ownedShop(ctx.sellerId, sql`x.shop_id`)];
  if (q.campaign_id) parts.push(sql`x.flash_deal_id = ${q.campaign_id}`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<Enrolment>(
      ctx.db,
      sql`SELECT ${enrolmentColumns(ctx)} ${enrolmentJoins(ctx)} WHERE ${where}
          ORDER BY x.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM flash_deal_enrolments x WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

async function myEnrolment(ctx: SellerCtx, id: number): Promise<Enrolment> {
  const found = await one<Enrolment>(
    ctx.db,
    sql`SELECT ${enrolmentColumns(ctx)} ${enrolmentJoins(ctx)}
        WHERE x.id = ${id} AND ${ownedShop(ctx.sellerId, sql`x.shop_id`)}`,
  );
  return found ?? fail('NO_DATA', 'no data found: enrolment');
}

/**
 * Enrols a product of the seller's own shop: 2000021 when it is not theirs or not on sale, 2000070
 * when the campaign is not open, 2000071 when the deal price is not below the price, 2000073 when
 * the product is pending or approved in the campaign already (the unique index decides a race).
 */
export async function enrol(ctx: SellerCtx, input: EnrolmentBody): Promise<Enrolment> {
  const id = await ctx.db.transaction(async (tx) => {
    const campaign = await one(tx, sql`SELECT 1 FROM flash_deals d WHERE d.id = ${input.campaign_id} AND ${OPEN}`);
    if (!campaign) return fail('CAMPAIGN_NOT_OPEN');
    const product = await one<{ shop_id: number; price: number }>(
      tx,
      sql`SELECT p.shop_id, p.price FROM products p
          WHERE p.id = ${input.product_id} AND ${ownedShop(ctx.sellerId, sql`p.shop_id`)} AND ${ON_SALE}`,
    );
    if (!product) return fail('PRODUCT_INVALID', 'product invalid: not a product of your shop on sale');
    if (input.deal_price >= product.price) {
      return fail('DEAL_PRICE_NOT_BELOW', undefined, { field: 'deal_price', price: product.price });
    }
    const made = await one<{ id: number }>(
      tx,
      sql`INSERT INTO flash_deal_enrolments (flash_deal_id, product_id, shop_id, deal_price, quantity)
          VALUES (${input.campaign_id}, ${input.product_id}, ${product.shop_id}, ${input.deal_price}, ${input.quantity})
          ON CONFLICT (flash_deal_id, product_id) WHERE status IN ('pending', 'approved') DO NOTHING
          RETURNING id`,
    );
    if (!made) return fail('ALREADY_ENROLLED');
    return made.id;
  });
  return myEnrolment(ctx, id);
}

/** Withdraws a pending enrolment of the seller's own (2000074 once decided; 2000019 for another's). */
export async function withdrawEnrolment(ctx: SellerCtx, id: number): Promise<Enrolment> {
  const owned = ownedShop(ctx.sellerId, sql`x.shop_id`);
  const done = await one(
    ctx.db,
    sql`UPDATE flash_deal_enrolments x SET status = 'withdrawn', decided_at = now()
        WHERE x.id = ${id} AND ${owned} AND x.status = 'pending' RETURNING x.id`,
  );
  if (!done) {
    const exists = await one(ctx.db, sql`SELECT 1 FROM flash_deal_enrolments x WHERE x.id = ${id} AND ${owned}`);
    return exists ? fail('ENROLMENT_NOT_PENDING') : fail('NO_DATA', 'no data found: enrolment');
  }
  return myEnrolment(ctx, id);
}

/**
 * The inbox's decision (type 700), once: a conditional UPDATE on a pending enrolment. Approval
 * writes the campaign's deal item; it is refused (2000018, nothing written) when the campaign has
 * ended or the price is no longer below the product's. The seller gets notice 1800 or 1900 with the
 * remark; the decision is audited.
 */
export async function decideEnrolment(ctx: AdminCtx, id: number, approve: boolean, remark: string): Promise<boolean> {
  const done = await ctx.db.transaction(async (tx) => {
    const e = await one<{
      flash_deal_id: number;
      product_id: number;
      seller_id: number | null;
      deal_price: number;
      quantity: number;
    }>(
      tx,
      sql`UPDATE flash_deal_enrolments SET status = ${approve ? 'approved' : 'rejected'}, decided_by = ${ctx.staff.id},
            decided_at = now(), decision_remark = ${remark}
          WHERE id = ${id} AND status = 'pending'
          RETURNING flash_deal_id, product_id, (SELECT owner_id FROM shops WHERE id = shop_id) AS seller_id,
            deal_price, quantity`,
    );
    if (!e) return false;
    if (approve) {
      const fits = await one(
        tx,
        sql`SELECT 1 FROM flash_deals d, products p WHERE d.id = ${e.flash_deal_id} AND now() < d.ends_at
              AND p.id = ${e.product_id} AND ${e.deal_price} < p.price`,
      );
      if (!fits) {
        return fail('DATA_OPERATION_FAILED', 'the campaign has ended or the deal price is no longer below the price');
      }
      await tx.execute(
        sql`INSERT INTO flash_deal_items (flash_deal_id, product_id, deal_price, quantity_cap)
            VALUES (${e.flash_deal_id}, ${e.product_id}, ${e.deal_price}, ${e.quantity})`,
      );
    }
    if (e.seller_id)
      await notify(tx, e.seller_id, {
        type: approve ? 1800 : 1900,
        status: approve ? 1 : -1,
        refId: id,
        message: remark,
      });
    await recordAudit(tx, {
      ...actor(ctx),
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'flash_enrolment',
      subjectId: id,
      remark,
      before: { status: 'pending' },
      after: { status: approve ? 'approved' : 'rejected', deal_price: e.deal_price, quantity: e.quantity },
    });
    return true;
  });
  if (done && approve) await ctx.cache.clear();
  return done;
}

/** The inbox's source of type 700: what an operator needs to decide. */
export const enrolmentInboxSource = sql`SELECT 700 AS type, x.id, CASE x.status WHEN 'withdrawn' THEN 'recalled'
      ELSE x.status END AS status, x.created_at, x.decided_at, x.decision_remark, s.owner_id AS user_id,
    jsonb_build_object('campaign_id', x.flash_deal_id, 'campaign_title', coalesce(ft.title, d.slug),
      'starts_at', d.starts_at, 'ends_at', d.ends_at, 'shop_id', x.shop_id, 'shop_name', s.name,
      'product_id', x.product_id, 'product_name', coalesce(pt.name, ''), 'price', p.price,
      'deal_price', x.deal_price, 'quantity', x.quantity, 'stock', p.stock) AS detail
  FROM flash_deal_enrolments x JOIN flash_deals d ON d.id = x.flash_deal_id JOIN shops s ON s.id = x.shop_id
  JOIN products p ON p.id = x.product_id
  LEFT JOIN flash_deal_translations ft ON ft.flash_deal_id = d.id AND ft.lang = 'en'
  LEFT JOIN product_translations pt ON pt.product_id = x.product_id AND pt.lang = 'en'`;

export async function pendingEnrolments(ctx: AdminCtx): Promise<number> {
  const c = await one<{ n: number }>(
    ctx.db,
    sql`SELECT count(*)::int AS n FROM flash_deal_enrolments WHERE status = 'pending'`,
  );
  return c?.n ?? 0;
}
