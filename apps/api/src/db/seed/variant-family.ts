// A demo variant family (migration 0011): in the demo seller's shop, the products of one camera
// model sold in several versions ("Body only", "with 24–105 mm kit lens") become siblings, each
// labelled by its version in every language the seed wrote. The names end in " · <version>"
// (catalog.ts productText), so the label is that part of each translated name.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../client.ts';

export async function seedVariantFamily(db: Db, sellerId: number | undefined) {
  if (!sellerId) return 0;
  // the model (its brand and English name without the version) of which the seller's first shop
  // sells the most versions; each version has its own photos, so the photos cannot tell the model
  const family = await one<{ ids: number[] }>(
    db,
    sql`SELECT (array_agg(p.id ORDER BY p.price, p.id))[1:3] AS ids FROM products p
        JOIN product_translations t ON t.product_id = p.id AND t.lang = 'en' AND t.name LIKE '% · %'
        WHERE p.shop_id = (SELECT min(id) FROM shops WHERE owner_id = ${sellerId}) AND p.status = 'active'
        GROUP BY p.brand_id, regexp_replace(t.name, ' · [^·]*$', '') HAVING count(*) >= 2
        ORDER BY count(*) DESC, min(p.id) LIMIT 1`,
  );
  const ids = (family?.ids ?? []).map(Number);
  if (ids.length < 2) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`UPDATE products SET variant_group = ${ids[0]} WHERE id IN (${list})`);
  await db.execute(
    sql`UPDATE product_translations SET variant_label = substring(name FROM ' · (.*)$')
        WHERE product_id IN (${list}) AND name LIKE '% · %'`,
  );
  return ids.length;
}
