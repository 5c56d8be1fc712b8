// Variants as grouped siblings (migration 0011): products sharing `variant_group`, each with a
// label per language. The seller names one of their own products (`variant_of`) and this one
// joins that product's group; the storefront lists a product's active siblings as choices.
import type { LangCode, ProductVariantChoice, SellerVariantSibling } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import { fail } from '../../lib/errors.ts';
import { LIVE_DEAL } from '../catalog/product.sql.ts';
import { alignOptions, type SiblingPairs } from './variant-axes.ts';

export { checkVariantOptions, optionsOfTexts } from './variant-axes.ts';

/** Variant choices shown with a product: a group larger than this is cut, cheapest first. */
const MAX_SIBLINGS = 24;

/**
 * `variant_of` must be another product of the caller's shop that buyers may one day see (not a
 * rejected one): a seller cannot attach products to another seller's listing.
 */
export async function checkVariantOf(
  db: Db,
  sellerId: number,
  shopId: number | null,
  variantOf?: number,
  self?: number,
) {
  if (!variantOf) return;
  const found = await one<{ shop_id: number }>(
    db,
    sql`SELECT shop_id FROM products
        WHERE id = ${variantOf} AND ${ownedShop(sellerId, sql`shop_id`)} AND status <> 'rejected'`,
  );
  if (!found || variantOf === self || (shopId !== null && found.shop_id !== shopId)) {
    return fail('INVALID_PARAMETER', 'invalid parameter: variant_of: not another product of your shop', {
      field: 'variant_of',
    });
  }
}

/**
 * Puts a product into the group of `variantOf` (which starts a group under its own id when it has
 * none), or out of any group. Only within the product's shop: an approval applying an old
 * revision cannot move a product into a shop it does not belong to.
 */
export async function setVariantGroup(tx: Db, productId: number, variantOf: number | undefined) {
  if (!variantOf) {
    await tx.execute(sql`UPDATE products SET variant_group = NULL WHERE id = ${productId}`);
    return;
  }
  const target = await one<{ group: number }>(
    tx,
    sql`UPDATE products t SET variant_group = coalesce(t.variant_group, t.id)
        FROM products p WHERE t.id = ${variantOf} AND p.id = ${productId} AND t.shop_id = p.shop_id AND t.id <> p.id
        RETURNING t.variant_group AS group`,
  );
  await tx.execute(sql`UPDATE products SET variant_group = ${target?.group ?? null} WHERE id = ${productId}`);
}

/** The seller's view: another member to show as `variant_of`, and every other member. */
export async function sellerSiblings(db: Db, productId: number) {
  const members = await rows<SellerVariantSibling>(
    db,
    sql`SELECT s.id, coalesce(e.name, '') AS name, coalesce(e.variant_label, '') AS variant_label, s.status
        FROM products p JOIN products s ON s.variant_group = p.variant_group AND s.shop_id = p.shop_id AND s.id <> p.id
        LEFT JOIN product_translations e ON e.product_id = s.id AND e.lang = 'en'
        WHERE p.id = ${productId} ORDER BY s.id`,
  );
  return { variant_of: members[0]?.id ?? null, variants: members };
}

/**
 * The storefront's choices for a product: every active product (not hidden, shop not suspended) of its group (itself included,
 * marked current) with the label in the buyer's language, else English, else the name, and its
 * options on the group's axes (variant-axes.ts). Empty when the product has no active sibling.
 */
export async function variantChoices(db: Db, lang: LangCode, productId: number): Promise<ProductVariantChoice[]> {
  const found = await rows<
    Omit<ProductVariantChoice, 'thumb' | 'options'> & { image_key: string | null } & Omit<SiblingPairs, 'current'>
  >(
    db,
    sql`SELECT s.id, coalesce(nullif(t.variant_label, ''), nullif(e.variant_label, ''), t.name, e.name) AS label,
          s.price, deal.deal_price, s.stock, s.sku, s.images[1] AS image_key, s.id = p.id AS current,
          e.variant_options AS en, coalesce(t.variant_options, '[]') AS local
        FROM products p JOIN products s ON s.variant_group = p.variant_group AND s.shop_id = p.shop_id
        JOIN product_translations e ON e.product_id = s.id AND e.lang = 'en'
        LEFT JOIN product_translations t ON t.product_id = s.id AND t.lang = ${lang}
        LEFT JOIN LATERAL (
          SELECT min(i.deal_price) AS deal_price FROM flash_deal_items i JOIN flash_deals d ON d.id = i.flash_deal_id
          WHERE i.product_id = s.id AND ${LIVE_DEAL}
        ) deal ON true
        WHERE p.id = ${productId} AND s.status = 'active' AND NOT s.delisted
        ORDER BY s.price, s.id LIMIT ${MAX_SIBLINGS}`,
  );
  if (found.length < 2) return [];
  const options = alignOptions(found);
  return found.map(({ image_key, en: _en, local: _local, ...c }, i) => ({
    ...c,
    thumb: image_key ? `${image_key}-200.webp` : '',
    options: options[i]!,
  }));
}
