// A seller's products (spec §1, §4 notice type 200). Every submission is a revision that an
// operator decides in the inbox: a new product's first revision (`new`) makes it sell when
// approved; a change of an approved product (`edit`) is staged, the live version keeps selling
// until the revision is approved, and a rejection keeps it as it was and says why.
import {
  type LangCode,
  type Paged,
  type ProductBody,
  type ProductTexts,
  productTexts,
  type SellerProduct,
  type SellerProductDetail,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { notify } from '../notices/notices.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';
import {
  checkVariantOf,
  checkVariantOptions,
  optionsOfTexts,
  sellerSiblings,
  setVariantGroup,
} from './variants.service.ts';

const keyOf = (path: string) => path.replace(/\.webp$/, '');

const listColumns = sql`p.id, p.shop_id, p.status, coalesce(t.name, '') AS name, p.price, p.tax_rate, p.stock,
  p.sales_count AS sales, p.images[1] AS image_key, p.decision_remark,
  EXISTS (SELECT 1 FROM product_revisions r WHERE r.product_id = p.id AND r.status = 'pending' AND r.kind = 'edit')
    AS revision_pending,
  p.hidden_at, p.hidden_reason, p.shop_suspended, p.created_at, p.updated_at`;

export async function sellerProducts(
  ctx: SellerCtx,
  q: { page: number; page_size: number; keyword?: string; status?: string; low_stock?: number },
): Promise<Paged<SellerProduct>> {
  const parts = [ownedShop(ctx.sellerId, sql`p.shop_id`)];
  if (q.status) parts.push(sql`p.status = ${q.status}`);
  if (q.low_stock !== undefined) parts.push(sql`p.stock <= ${q.low_stock}`);
  if (q.keyword) {
    const like = `%${q.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      sql`EXISTS (SELECT 1 FROM product_translations x WHERE x.product_id = p.id AND lower(x.name) LIKE ${like})`,
    );
  }
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<SellerProduct>(
      ctx.db,
      sql`SELECT ${listColumns} FROM products p LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = 'en'
          WHERE ${where} ORDER BY p.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM products p WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

/** One of the seller's products with all its texts, its variant group and the staged revision if one waits. */
export async function sellerProduct(ctx: SellerCtx, id: number): Promise<SellerProductDetail> {
  const product = await one<
    SellerProduct & { category_id: number; brand_id: number | null; sku: string; images: string[] }
  >(
    ctx.db,
    sql`SELECT ${listColumns}, p.category_id, p.brand_id, p.sku, p.images
        FROM products p LEFT JOIN product_translations t ON t.product_id = p.id AND t.lang = 'en'
        WHERE p.id = ${id} AND ${ownedShop(ctx.sellerId, sql`p.shop_id`)}`,
  );
  if (!product) return fail('NO_DATA', 'no data found: product');
  const [texts, revision, group] = await Promise.all([
    rows<{ lang: LangCode } & ProductTexts>(
      ctx.db,
      sql`SELECT lang, name, short_description, description, variant_label, variant_options
          FROM product_translations WHERE product_id = ${id}`,
    ),
    one<{ id: number; data: Record<string, unknown>; created_at: string }>(
      ctx.db,
      sql`SELECT id, data, created_at FROM product_revisions WHERE product_id = ${id} AND status = 'pending' AND kind = 'edit'`,
    ),
    sellerSiblings(ctx.db, id),
  ]);
  return {
    ...product,
    texts: Object.fromEntries(texts.map(({ lang, ...t }) => [lang, t])),
    ...group,
    variant_options: optionsOfTexts(texts),
    revision: revision ?? null,
  };
}

/** `kept`: the product's current photos, which an edit may keep without uploading them again. */
async function checkReferences(
  ctx: SellerCtx,
  body: ProductBody,
  shopId: number | null,
  self?: number,
  kept: readonly string[] = [],
) {
  const refs = await one<{ category: boolean; brand: boolean }>(
    ctx.db,
    sql`SELECT EXISTS (SELECT 1 FROM categories WHERE id = ${body.category_id}) AS category,
               ${body.brand_id ? sql`EXISTS (SELECT 1 FROM brands WHERE id = ${body.brand_id})` : sql`true`} AS brand`,
  );
  if (!refs?.category)
    return fail('INVALID_PARAMETER', 'invalid parameter: category_id: no such category', { field: 'category_id' });
  if (!refs.brand)
    return fail('INVALID_PARAMETER', 'invalid parameter: brand_id: no such brand', { field: 'brand_id' });
  for (const image of body.images) {
    if (!kept.includes(image) && !(await isUpload(ctx, image, 'product'))) {
      return fail('INVALID_PARAMETER', 'invalid parameter: images: not your uploaded product photo', {
        field: 'images',
      });
    }
  }
  await checkVariantOf(ctx.db, ctx.sellerId, shopId, body.variant_of, self);
  await checkVariantOptions(ctx.db, body.variant_options ?? [], body.variant_of, self);
}

/** Writes the fields and texts of a body onto the product (texts replaced as a whole). */
export async function writeProduct(tx: Db, productId: number, body: ProductBody) {
  await tx.execute(
    sql`UPDATE products SET category_id = ${body.category_id}, brand_id = ${body.brand_id ?? null}, sku = ${body.sku},
          price = ${body.price}, tax_rate = ${body.tax_rate}, images = ${`{${body.images.map(keyOf).join(',')}}`}::text[],
          updated_at = now()
        WHERE id = ${productId}`,
  );
  // a body without variant_options keeps the product's (variant-axes.ts)
  const kept =
    body.variant_options ??
    optionsOfTexts(
      await rows<{ lang: LangCode; variant_options: [string, string][] }>(
        tx,
        sql`SELECT lang, variant_options FROM product_translations WHERE product_id = ${productId}`,
      ),
    );
  await tx.execute(sql`DELETE FROM product_translations WHERE product_id = ${productId}`);
  const texts = Object.entries(productTexts({ ...body, variant_options: kept })).map(
    ([lang, t]) =>
      sql`(${productId}, ${lang}, ${t.name}, ${t.short_description}, ${t.description}, ${t.variant_label},
            ${JSON.stringify(t.variant_options)}::jsonb)`,
  );
  await tx.execute(
    sql`INSERT INTO product_translations (product_id, lang, name, short_description, description, variant_label, variant_options)
        VALUES ${sql.join(texts, sql`, `)}`,
  );
  await setVariantGroup(tx, productId, body.variant_of);
}

/** A new product: invisible to buyers until an operator approves it. */
export async function createProduct(ctx: SellerCtx, body: ProductBody) {
  const shopId = ctx.shopIds[0];
  if (!shopId) return fail('NO_DATA', 'no data found: shop');
  await checkReferences(ctx, body, shopId);
  const id = await ctx.db.transaction(async (tx) => {
    const made = await one<{ id: number }>(
      tx,
      sql`INSERT INTO products (shop_id, category_id, price, status) VALUES (${shopId}, ${body.category_id}, ${body.price}, 'pending')
          RETURNING id`,
    );
    await writeProduct(tx, made!.id, body);
    await stageRevision(tx, ctx, made!.id, 'new', body);
    return made!.id;
  });
  return sellerProduct(ctx, id);
}

async function stageRevision(tx: Db, ctx: SellerCtx, productId: number, kind: 'new' | 'edit', body: ProductBody) {
  await tx.execute(
    sql`UPDATE product_revisions SET status = 'superseded' WHERE product_id = ${productId} AND status = 'pending'`,
  );
  await tx.execute(
    sql`INSERT INTO product_revisions (product_id, seller_id, kind, data)
        VALUES (${productId}, ${ctx.sellerId}, ${kind}, ${JSON.stringify(body)}::jsonb)`,
  );
  await notify(tx, ctx.sellerId, { type: 200, status: 0, refId: productId });
}

/**
 * An edit. A product never approved is changed in place and waits again; an approved one keeps
 * selling as it is while the change waits as a revision (a newer edit replaces a waiting one).
 */
export async function editProduct(ctx: SellerCtx, id: number, body: ProductBody) {
  // the product's own shop; an id of another seller finds none and is refused below as not found
  const own = await one<{ shop_id: number; images: string[] }>(
    ctx.db,
    sql`SELECT shop_id, images FROM products WHERE id = ${id} AND ${ownedShop(ctx.sellerId, sql`shop_id`)}`,
  );
  const kept = (own?.images ?? []).map((key) => `${key}.webp`);
  await checkReferences(ctx, body, own?.shop_id ?? null, id, kept);
  await ctx.db.transaction(async (tx) => {
    const product = await one<{ approved: boolean }>(
      tx,
      sql`SELECT approved_at IS NOT NULL AS approved FROM products
          WHERE id = ${id} AND ${ownedShop(ctx.sellerId, sql`shop_id`)} FOR UPDATE`,
    );
    if (!product) return fail('NO_DATA', 'no data found: product');
    if (!product.approved) {
      await writeProduct(tx, id, body);
      await tx.execute(sql`UPDATE products SET status = 'pending', decision_remark = '' WHERE id = ${id}`);
    }
    await stageRevision(tx, ctx, id, product.approved ? 'edit' : 'new', body);
  });
  return sellerProduct(ctx, id);
}

/** Takes a product off sale (active → inactive) or back on (an approved, unlisted one). */
export async function setListed(ctx: SellerCtx, id: number, listed: boolean) {
  const changed = await one<{ id: number }>(
    ctx.db,
    sql`UPDATE products SET status = ${listed ? 'active' : 'inactive'}, updated_at = now()
        WHERE id = ${id} AND ${ownedShop(ctx.sellerId, sql`shop_id`)}
          AND status = ${listed ? 'inactive' : 'active'} ${listed ? sql`AND approved_at IS NOT NULL` : sql``}
        RETURNING id`,
  );
  if (!changed) {
    const own = await one(
      ctx.db,
      sql`SELECT 1 FROM products WHERE id = ${id} AND ${ownedShop(ctx.sellerId, sql`shop_id`)}`,
    );
    return own
      ? fail('DATA_OPERATION_FAILED', `the product cannot be ${listed ? 'relisted' : 'unlisted'} in its state`)
      : fail('NO_DATA', 'no data found: product');
  }
  await ctx.cache.clear();
  return sellerProduct(ctx, id);
}
