// A seller's shop settings (issue 13, seller area point 6) and the vacation buyers see.
// The seller's shop is the first they own (an approval opens one shop per seller); every read and
// write names the owner in its WHERE, so no id from the request can point at another shop.
// Delivery: the shop's rows in delivery_methods (one per platform method code) replace the
// platform's in checkout; the seller chooses among the platform's codes so that the storefront can
// name each method in every language.
import {
  LANG_CODES,
  type LangCode,
  type ShopDeliveryMethod,
  type ShopSettings,
  type ShopSettingsBody,
  type ShopVacation,
  VACATION_MAX_DAYS,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { isUpload } from '../uploads/uploads.service.ts';

const TODAY = sql`(now() AT TIME ZONE 'UTC')::date`;
/** Codes and language codes ([a-z0-9_] only) as one text[] parameter. */
const textList = (items: readonly string[]) => sql`${`{${items.join(',')}}`}::text[]`;

/** The shop's own row: its settings but for the texts and delivery methods, read from their tables. */
type ShopRow = Omit<ShopSettings, 'texts' | 'delivery'>;

async function ownShop(ctx: SellerCtx, db: Db, lock = false): Promise<ShopRow> {
  const shop = await one<ShopRow>(
    db,
    sql`SELECT id, slug, name, status, logo, banner, contact_person, phone, email, address,
          vacation_from::text AS vacation_from, vacation_to::text AS vacation_to, vacation_note
        FROM shops WHERE owner_id = ${ctx.sellerId} ORDER BY id LIMIT 1 ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return shop ?? fail('NO_DATA', 'no data found: the seller has no shop');
}

/** The platform's methods, each with this shop's own row where it has one. */
async function deliveryOf(db: Db, shopId: number): Promise<ShopDeliveryMethod[]> {
  return rows<ShopDeliveryMethod>(
    db,
    sql`SELECT p.code, coalesce(s.enabled, p.enabled) AS enabled, coalesce(s.fee, p.fee)::int8 AS fee,
          CASE WHEN s.id IS NULL THEN p.free_from ELSE s.free_from END AS free_from,
          coalesce(s.min_days, p.min_days) AS min_days, coalesce(s.max_days, p.max_days) AS max_days,
          s.id IS NOT NULL AS own
        FROM delivery_methods p
        LEFT JOIN delivery_methods s ON s.shop_id = ${shopId} AND s.code = p.code
        WHERE p.shop_id IS NULL ORDER BY p.position, p.id`,
  );
}

async function settingsOf(db: Db, shop: ShopRow): Promise<ShopSettings> {
  const [texts, delivery] = await Promise.all([
    rows<{ lang: LangCode; description: string; return_policy: string }>(
      db,
      sql`SELECT lang, description, return_policy FROM shop_translations WHERE shop_id = ${shop.id} ORDER BY lang`,
    ),
    deliveryOf(db, shop.id),
  ]);
  const byLang: ShopSettings['texts'] = { en: { description: '', return_policy: '' } };
  for (const t of texts) byLang[t.lang] = { description: t.description, return_policy: t.return_policy };
  return { ...shop, texts: byLang, delivery };
}

export async function shopSettings(ctx: SellerCtx): Promise<ShopSettings> {
  return settingsOf(ctx.db, await ownShop(ctx, ctx.db));
}

/** A changed logo or banner must be the seller's own upload of purpose shop. */
async function checkImage(ctx: SellerCtx, field: 'logo' | 'banner', given: string | undefined, now: string) {
  if (given === undefined || given === now) return now;
  if (!given.startsWith('uploads/shop/') || !(await isUpload(ctx, given, 'shop'))) {
    return fail('INVALID_PARAMETER', `invalid parameter: ${field}: not an uploaded shop image`, { field });
  }
  return given;
}

/** Refuses a vacation that is over, starts more than a year ahead or lasts too long. */
async function checkVacation(db: Db, from?: string, to?: string) {
  if (!from || !to) return;
  const check = await one<{ ended: boolean; far: boolean; long: boolean }>(
    db,
    sql`SELECT ${to}::date < ${TODAY} AS ended, ${from}::date > ${TODAY} + 365 AS far,
          ${to}::date - ${from}::date >= ${VACATION_MAX_DAYS} AS long`,
  );
  if (check?.ended) fail('INVALID_PARAMETER', 'invalid parameter: vacation_to: already over', { field: 'vacation_to' });
  if (check?.far)
    fail('INVALID_PARAMETER', 'invalid parameter: vacation_from: more than a year ahead', { field: 'vacation_from' });
  if (check?.long) {
    fail('INVALID_PARAMETER', `invalid parameter: vacation_to: longer than ${VACATION_MAX_DAYS} days`, {
      field: 'vacation_to',
    });
  }
}

async function writeDelivery(db: Db, shopId: number, delivery: NonNullable<ShopSettingsBody['delivery']>) {
  const platform = await rows<{ code: string; position: number }>(
    db,
    sql`SELECT code, position FROM delivery_methods WHERE shop_id IS NULL`,
  );
  for (const m of delivery) {
    const base = platform.find((p) => p.code === m.code);
    if (!base)
      return fail('INVALID_PARAMETER', `invalid parameter: delivery: no method ${m.code}`, { field: 'delivery' });
    await db.execute(
      sql`INSERT INTO delivery_methods (shop_id, code, fee, free_from, min_days, max_days, position, enabled)
          VALUES (${shopId}, ${m.code}, ${m.fee}, ${m.free_from ?? null}, ${m.min_days}, ${m.max_days}, ${base.position}, ${m.enabled})
          ON CONFLICT (coalesce(shop_id, 0), code) DO UPDATE SET fee = excluded.fee, free_from = excluded.free_from,
            min_days = excluded.min_days, max_days = excluded.max_days, position = excluded.position, enabled = excluded.enabled`,
    );
  }
  // a platform method the form did not name is not offered by this shop any more
  await db.execute(
    sql`UPDATE delivery_methods SET enabled = false
        WHERE shop_id = ${shopId} AND NOT (code = ANY(${textList(delivery.map((m) => m.code))}))`,
  );
  const named = new Set(delivery.map((m) => m.code));
  for (const p of platform.filter((p) => !named.has(p.code))) {
    await db.execute(
      sql`INSERT INTO delivery_methods (shop_id, code, fee, free_from, min_days, max_days, position, enabled)
          SELECT ${shopId}, code, fee, free_from, min_days, max_days, position, false FROM delivery_methods
          WHERE shop_id IS NULL AND code = ${p.code} ON CONFLICT DO NOTHING`,
    );
  }
}

/** Saves the whole form in one transaction; answers the settings as stored. */
export async function updateShopSettings(ctx: SellerCtx, body: ShopSettingsBody): Promise<ShopSettings> {
  await checkVacation(ctx.db, body.vacation_from, body.vacation_to);
  const record = body as unknown as Record<string, string | undefined>;
  // checked before the transaction: on PGlite (one connection) a read beside it would wait for it
  const current = await ownShop(ctx, ctx.db);
  const logo = await checkImage(ctx, 'logo', body.logo, current.logo);
  const banner = await checkImage(ctx, 'banner', body.banner, current.banner);
  const saved = await ctx.db.transaction(async (tx) => {
    const shop = await ownShop(ctx, tx, true);
    await tx.execute(
      sql`UPDATE shops SET logo = ${logo}, banner = ${banner}, contact_person = ${body.contact_person},
            phone = ${body.phone}, email = ${body.email}, address = ${body.address},
            vacation_from = ${body.vacation_from ?? null}, vacation_to = ${body.vacation_to ?? null},
            vacation_note = ${body.vacation_from ? (body.vacation_note ?? '') : ''}
          WHERE id = ${shop.id} AND owner_id = ${ctx.sellerId}`,
    );
    // a language without a text of its own is dropped, so the buyer gets English instead
    const given = LANG_CODES.filter((l) => l === 'en' || record[`description_${l}`] || record[`return_policy_${l}`]);
    await tx.execute(
      sql`DELETE FROM shop_translations WHERE shop_id = ${shop.id} AND NOT (lang = ANY(${textList(given)}))`,
    );
    for (const lang of given) {
      await tx.execute(
        sql`INSERT INTO shop_translations (shop_id, lang, description, return_policy)
            VALUES (${shop.id}, ${lang}, ${record[`description_${lang}`] ?? ''}, ${record[`return_policy_${lang}`] ?? ''})
            ON CONFLICT (shop_id, lang) DO UPDATE SET description = excluded.description, return_policy = excluded.return_policy`,
      );
    }
    if (body.delivery) await writeDelivery(tx, shop.id, body.delivery);
    return settingsOf(tx, await ownShop(ctx, tx));
  });
  // the shop page, product pages and cards read the shop through the catalogue cache
  await ctx.cache.clear();
  return saved;
}

/** SQL of a shop's vacation as buyers see it (alias `s` for shops), or NULL when none is ahead. */
export const vacationJson = sql`CASE WHEN s.vacation_to >= ${TODAY} THEN json_build_object(
    'from', s.vacation_from::text, 'to', s.vacation_to::text, 'note', s.vacation_note,
    'active', s.vacation_from <= ${TODAY}) END`;

/** The vacations of some shops, by shop id (checkout: per-shop notes). */
export async function shopVacations(db: Db, shopIds: number[]): Promise<Map<number, ShopVacation>> {
  if (!shopIds.length) return new Map();
  const found = await rows<{ id: number; vacation: ShopVacation | null }>(
    db,
    sql`SELECT s.id, ${vacationJson} AS vacation FROM shops s WHERE s.id = ANY(${sqlIds(shopIds)})`,
  );
  return new Map(found.filter((f) => f.vacation).map((f) => [f.id, f.vacation!]));
}
