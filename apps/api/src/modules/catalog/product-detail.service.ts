// The product page: localized texts, gallery, shop, flash deal, related products, the shop's best
// sellers and the reviews (spec §2).
import type { ProductDelivery, ProductDetail, Review, ReviewPage, ShopVacation } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { variantChoices } from '../products/variants.service.ts';
import { vacationJson } from '../sellers/shop-settings.service.ts';
import { otherModels, selectModels } from './model-picks.ts';
import {
  chargedFee,
  imagePath,
  LIVE_DEAL,
  ON_SALE,
  productColumns,
  productTextJoin,
  shopMethods,
  toItem,
} from './product.sql.ts';

const RELATED = 8;
const BEST_SELLERS = 6;
const REVIEWS = 10;

type DetailRow = Parameters<typeof toItem>[0] & {
  description: string;
  images: string[];
  shop_name: string;
  shop_slug: string;
  shop_logo: string;
  shop_rating: number;
  shop_vacation: ShopVacation | null;
  category_name: string;
  brand_name: string | null;
  deal_ends_at: string | null;
  deal_remaining: number | null;
};

export function productDetail(ctx: Ctx, id: number): Promise<ProductDetail> {
  return ctx.cache.wrap(`product:${id}:${ctx.lang}`, async () => {
    const row = await one<DetailRow>(
      ctx.db,
      sql`SELECT ${productColumns},
            coalesce(nullif(t.description, ''), e.description) AS description, p.images,
            s.name AS shop_name, s.slug AS shop_slug, s.logo AS shop_logo, s.rating AS shop_rating,
            ${vacationJson} AS shop_vacation,
            coalesce(ct.name, ce.name) AS category_name, coalesce(bt.name, b.name) AS brand_name,
            (SELECT d.ends_at FROM flash_deal_items i JOIN flash_deals d ON d.id = i.flash_deal_id
              WHERE i.product_id = p.id AND ${LIVE_DEAL}
              ORDER BY i.deal_price, d.ends_at LIMIT 1) AS deal_ends_at,
            (SELECT i.quantity_cap - i.sold FROM flash_deal_items i JOIN flash_deals d ON d.id = i.flash_deal_id
              WHERE i.product_id = p.id AND ${LIVE_DEAL}
              ORDER BY i.deal_price, d.ends_at LIMIT 1) AS deal_remaining
          FROM products p ${productTextJoin(ctx.lang)}
          JOIN shops s ON s.id = p.shop_id
          JOIN category_translations ce ON ce.category_id = p.category_id AND ce.lang = 'en'
          LEFT JOIN category_translations ct ON ct.category_id = p.category_id AND ct.lang = ${ctx.lang}
          LEFT JOIN brands b ON b.id = p.brand_id
          LEFT JOIN brand_translations bt ON bt.brand_id = b.id AND bt.lang = ${ctx.lang}
          WHERE p.id = ${id} AND ${ON_SALE} AND s.status = 'active'`,
    );
    if (!row) return fail('PRODUCT_INVALID', 'product not found or not on sale');
    const {
      description,
      images,
      shop_name,
      shop_slug,
      shop_logo,
      shop_rating,
      shop_vacation,
      category_name,
      brand_name,
      ...rest
    } = row;
    const { deal_ends_at, deal_remaining, ...item } = rest;
    // one product per model, and not this product's own model (fault 13 of issue 17)
    const [related, bestSellers, reviews, variants, delivery] = await Promise.all([
      selectModels(
        ctx.db,
        ctx.lang,
        sql`p.category_id = ${row.category_id} AND ${otherModels(id)}`,
        sql`p.sales_count DESC, p.id DESC`,
        RELATED,
      ),
      selectModels(
        ctx.db,
        ctx.lang,
        sql`p.shop_id = ${row.shop_id} AND ${otherModels(id)}`,
        sql`p.sales_count DESC, p.id DESC`,
        BEST_SELLERS,
      ),
      productReviews(ctx, id, 1, REVIEWS),
      variantChoices(ctx.db, ctx.lang, id),
      deliveryQuote(ctx.db, id, item.deal_price ?? item.price),
    ]);
    return {
      product: {
        ...toItem(item),
        deal_ends_at,
        deal_remaining,
        description,
        category_name,
        brand_name,
        images: images.map((key) => ({
          small: imagePath(key, 200),
          medium: imagePath(key, 400),
          large: imagePath(key, 800),
        })),
      },
      variants,
      delivery,
      shop: {
        id: row.shop_id,
        name: shop_name,
        slug: shop_slug,
        logo: shop_logo,
        rating: shop_rating,
        vacation: shop_vacation,
      },
      related,
      best_sellers: bestSellers,
      reviews,
    };
  });
}

/**
 * The shop's delivery methods as checkout would offer them for one unit at `unitPrice` (issue 17:
 * the page's estimate and fee). Fees do not depend on the address, so the answer stays cacheable.
 */
async function deliveryQuote(db: Db, id: number, unitPrice: number): Promise<ProductDelivery[]> {
  const methods = await rows<Omit<ProductDelivery, 'charged'>>(
    db,
    sql`SELECT m.code, m.fee, m.free_from, m.min_days, m.max_days
        FROM products p CROSS JOIN LATERAL ${shopMethods} m WHERE p.id = ${id} ORDER BY m.position, m.id`,
  );
  return methods.map((m) => ({ ...m, charged: chargedFee(m, unitPrice) }));
}

/** Reviews newest first, with the average and the 1–5 distribution. */
export async function productReviews(ctx: Ctx, productId: number, page: number, pageSize: number): Promise<ReviewPage> {
  const [items, summary] = await Promise.all([
    rows<Review>(
      ctx.db,
      sql`SELECT r.id, u.name AS user_name, u.avatar, r.rating, r.remark, r.photos, r.reply, r.created_at
          FROM product_reviews r JOIN users u ON u.id = r.user_id
          WHERE r.product_id = ${productId} AND NOT r.hidden
          ORDER BY r.created_at DESC, r.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    ),
    one<{ total: number; average: number | null; distribution: Record<string, number> | null }>(
      ctx.db,
      sql`SELECT coalesce(sum(n), 0)::int AS total, round(sum(rating * n)::numeric / nullif(sum(n), 0), 2)::float8 AS average,
            jsonb_object_agg(rating, n) AS distribution
          FROM (SELECT rating, count(*)::int AS n FROM product_reviews
                WHERE product_id = ${productId} AND NOT hidden GROUP BY rating) r`,
    ),
  ]);
  const distribution = Object.fromEntries([1, 2, 3, 4, 5].map((s) => [s, summary?.distribution?.[s] ?? 0]));
  return { items, total: summary?.total ?? 0, average: summary?.average ?? 0, distribution, page, page_size: pageSize };
}
