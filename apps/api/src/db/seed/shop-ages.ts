// The demo shops opened over the past years, not on the day of seeding (issue 17, fault 13: every
// shop "sold since" today). Their products came onto the shelves between the shop's opening and
// now, each before its first order, and the sellers' accounts are as old as their shops.
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../client.ts';

const DAY = 86_400_000;

/** Days since each demo shop opened, in the order they were created: from about one to six years. */
const OPENED_DAYS_AGO = [2150, 1460, 1120, 840, 1880, 470, 1010, 395, 1300];

export async function seedShopAges(db: Db, now = Date.now()) {
  const shops = await rows<{ id: number }>(db, sql`SELECT id FROM shops ORDER BY id`);
  for (const [k, { id }] of shops.entries()) {
    const opened = new Date(now - (OPENED_DAYS_AGO[k % OPENED_DAYS_AGO.length] ?? 365) * DAY - (k * 3 + 9) * 3_600_000);
    await db.execute(sql`UPDATE shops SET created_at = ${opened.toISOString()} WHERE id = ${id}`);
  }
  // a seller signed up a few days before their shop opened
  await db.execute(
    sql`UPDATE users u SET created_at = s.created_at - interval '12 days'
        FROM shops s WHERE s.owner_id = u.id AND u.created_at > s.created_at`,
  );
  // The products that are not new: listed at some moment of their shop's life (the same moment on
  // every seed, from the id), at the latest a day before their first order and three weeks ago; the
  // new ones keep their recent dates. Their approval moves with them.
  await db.execute(
    sql`UPDATE products p SET created_at = least(
          CASE WHEN p.is_new THEN p.created_at
               ELSE s.created_at + interval '3 days'
                    + ((p.id * 7919) % 997) / 997.0 * (now() - interval '21 days' - s.created_at - interval '3 days') END,
          coalesce((SELECT min(o.created_at) FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.product_id = p.id)
                   - interval '1 day', p.created_at)),
          approved_at = CASE WHEN p.approved_at = p.created_at THEN NULL ELSE p.approved_at END
        FROM shops s WHERE s.id = p.shop_id`,
  );
  await db.execute(sql`UPDATE products SET approved_at = created_at WHERE approved_at IS NULL AND status = 'active'`);
}
