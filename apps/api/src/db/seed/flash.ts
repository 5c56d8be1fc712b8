// The demo's flash-deal campaigns (issue 16): one running now (started an hour ago, ends in three
// days) with approved enrolments from several shops, and one starting in two days with enrolments
// of the two demo sellers' shops waiting in the inbox (type 700). Deal prices are 70–85 % of the price.
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client.ts';
import { flashDealTitle } from './data/localized.ts';
import type { Text } from './data/types.ts';
import { insertRows, random, textLangs } from './insert.ts';

const upcomingFlashTitle: Text = {
  en: 'Spring lens week',
  es: 'Semana de objetivos de primavera',
  fr: 'Semaine des objectifs de printemps',
  de: 'Frühlings-Objektivwoche',
  zh: '春季镜头周',
  jp: '春のレンズウィーク',
};

const HOUR = 3_600_000;

async function campaign(db: Db, slug: string, title: Text, startsIn: number, endsIn: number): Promise<number> {
  const [deal] = await insertRows(
    db,
    'flash_deals',
    ['slug', 'starts_at', 'ends_at'],
    [[slug, new Date(Date.now() + startsIn).toISOString(), new Date(Date.now() + endsIn).toISOString()]],
  );
  await insertRows(
    db,
    'flash_deal_translations',
    ['flash_deal_id', 'lang', 'title'],
    textLangs(title).map((l) => [deal!.id, l, title[l]]),
    '',
  );
  return deal!.id;
}

/** `productIds`: the demo catalogue's own products (not the numbered editions). */
export async function seedFlashCampaigns(db: Db, productIds: number[]) {
  const rnd = random(99);
  const running = await campaign(db, 'weekend-flash-sale', flashDealTitle, -HOUR, 72 * HOUR);
  const upcoming = await campaign(db, 'spring-lens-week', upcomingFlashTitle, 48 * HOUR, 120 * HOUR);
  // up to two products per shop, spread over the shops, owned ones first (they have sellers to ask)
  const candidates = await rows<{ id: number; shop_id: number; owned: boolean }>(
    db,
    sql`SELECT p.id, p.shop_id, s.owner_id IS NOT NULL AS owned FROM products p JOIN shops s ON s.id = p.shop_id
        WHERE p.id = ANY(${`{${productIds.join(',')}}`}::bigint[]) AND p.status = 'active' AND p.price >= 200
        ORDER BY s.owner_id IS NULL, p.shop_id, p.id`,
  );
  const perShop = new Map<number, { id: number; owned: boolean }[]>();
  for (const c of candidates) perShop.set(c.shop_id, [...(perShop.get(c.shop_id) ?? []), c]);
  const shops = [...perShop.values()];
  const runningPicks = shops
    .slice(0, 5)
    .flatMap((s) => s.slice(0, 2))
    .slice(0, 8);
  for (const p of runningPicks) {
    await enrolSeeded(db, running, p.id, rnd.int(70, 85), rnd.int(20, 50), 'approved');
  }
  // pending ones: the demo sellers' shops, products not in the running campaign
  const taken = new Set(runningPicks.map((p) => p.id));
  const pendingPicks = shops.filter((s) => s[0]!.owned).flatMap((s) => s.filter((p) => !taken.has(p.id)).slice(0, 2));
  for (const p of pendingPicks) await enrolSeeded(db, upcoming, p.id, rnd.int(75, 90), rnd.int(10, 30), 'pending');
}

async function enrolSeeded(db: Db, dealId: number, productId: number, pct: number, quantity: number, status: string) {
  await db.execute(
    sql`INSERT INTO flash_deal_enrolments (flash_deal_id, product_id, shop_id, deal_price, quantity, status, decided_at)
        SELECT ${dealId}, id, shop_id, price * ${pct} / 100, ${quantity}, ${status},
          ${status === 'pending' ? null : new Date().toISOString()}
        FROM products WHERE id = ${productId}`,
  );
  if (status !== 'approved') return;
  await db.execute(
    sql`INSERT INTO flash_deal_items (flash_deal_id, product_id, deal_price, quantity_cap)
        SELECT flash_deal_id, product_id, deal_price, quantity FROM flash_deal_enrolments
        WHERE flash_deal_id = ${dealId} AND product_id = ${productId}`,
  );
}
