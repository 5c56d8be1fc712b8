// Uploads (spec §7 POST /upload): images are recognised by their content, not their name,
// re-encoded to WebP (which drops EXIF, GPS and other metadata), shrunk to a sane size and
// stored through the storage interface. Documents (PDF) only where the purpose allows them.
// Public images (avatars, product photos) land under media/ and are served; private ones
// (payment proofs, documents) land under private/ and are only handed out by their owners' routes.
import { randomBytes } from 'node:crypto';
import type { Uploaded, UploadPurpose } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { one } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { OptionalCtx, UserCtx } from '../../lib/ctx.ts';
import { AppError, fail } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';

// review photos show on product pages; refund photos are for the buyer and operators only
const PUBLIC: ReadonlySet<UploadPurpose> = new Set(['avatar', 'product', 'review', 'shop', 'catalog']);
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
const MAX_SIDE: Record<UploadPurpose, number> = {
  avatar: 512,
  product: 1600,
  proof: 2000,
  document: 0,
  review: 1600,
  refund: 2000,
  kyc: 2000,
  // a banner spans the shop page's width; the logo is shown small, so one size serves both
  shop: 1600,
  // category banners span the page; icons and brand logos are shown small
  catalog: 1600,
  ticket: 2000,
  message: 1600,
};
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

const rootOf = (purpose: UploadPurpose) => (PUBLIC.has(purpose) ? 'media' : 'private');

async function toWebp(file: Buffer, maxSide: number) {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file, { limitInputPixels: 50_000_000 }).metadata();
  } catch {
    return fail('INVALID_PARAMETER', 'invalid parameter: file: not an image', { field: 'file' });
  }
  if (!meta.format || !IMAGE_FORMATS.has(meta.format)) {
    return fail('INVALID_PARAMETER', 'invalid parameter: file: not an image', { field: 'file' });
  }
  return sharp(file, { animated: false })
    .rotate() // apply the EXIF orientation before the EXIF block is dropped
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
}

export async function storeUpload(
  ctx: OptionalCtx,
  storage: Storage,
  file: Buffer,
  purpose: UploadPurpose,
): Promise<Uploaded> {
  const name = randomBytes(12).toString('base64url');
  let body: Buffer;
  let result: Uploaded;
  if (purpose === 'document' && file.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (file.length > MAX_DOCUMENT_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', undefined, null, 413);
    body = file;
    result = {
      path: `uploads/${purpose}/${name}.pdf`,
      content_type: 'application/pdf',
      size: file.length,
      width: null,
      height: null,
    };
  } else {
    if (file.length > MAX_IMAGE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', undefined, null, 413);
    const image = await toWebp(file, MAX_SIDE[purpose] || 2000);
    body = image.data;
    result = {
      path: `uploads/${purpose}/${name}.webp`,
      content_type: 'image/webp',
      size: image.info.size,
      width: image.info.width,
      height: image.info.height,
    };
  }
  await storage.put(`${rootOf(purpose)}/${result.path}`, body);
  if (purpose === 'product') await storeProductSizes(storage, result.path, body);
  await ctx.db.execute(
    sql`INSERT INTO uploads (path, user_id, purpose, content_type, size, width, height)
        VALUES (${result.path}, ${ctx.user?.id ?? null}, ${purpose}, ${result.content_type}, ${result.size},
                ${result.width}, ${result.height})`,
  );
  return result;
}

/** The catalogue shows product photos at 200, 400 and 800 px: `<key>-<size>.webp` beside the upload. */
export const PRODUCT_SIZES = [200, 400, 800] as const;
async function storeProductSizes(storage: Storage, path: string, body: Buffer) {
  const key = path.replace(/\.webp$/, '');
  for (const size of PRODUCT_SIZES) {
    const resized = await sharp(body)
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    await storage.put(`media/${key}-${size}.webp`, resized);
  }
}

/**
 * An upload path given in a form (photo, proof) must be a stored upload of that purpose; a signed-in
 * user may only attach their own uploads.
 */
export async function isUpload(ctx: OptionalCtx, path: string, purpose: UploadPurpose): Promise<boolean> {
  const owner = ctx.user ? sql`AND user_id = ${ctx.user.id}` : sql``;
  return Boolean(await one(ctx.db, sql`SELECT 1 FROM uploads WHERE path = ${path} AND purpose = ${purpose} ${owner}`));
}

/**
 * A refund request's photo is shown to the seller of the shop the request is for; a message image
 * to both sides of the conversation it was sent in (the buyer, the shop's seller).
 */
async function shopSees(ctx: UserCtx, path: string): Promise<boolean> {
  if (path.startsWith('uploads/message/')) {
    const seen = await one(
      ctx.db,
      sql`SELECT 1 FROM conversation_messages m JOIN conversations c ON c.id = m.conversation_id
          WHERE ${path} = ANY(m.images) AND (c.buyer_id = ${ctx.user.id} OR ${ownedShop(ctx.user.id, sql`c.shop_id`)})
          LIMIT 1`,
    );
    return Boolean(seen);
  }
  if (!path.startsWith('uploads/refund/')) return false;
  const found = await one(
    ctx.db,
    sql`SELECT 1 FROM refunds r
        WHERE ${ownedShop(ctx.user.id, sql`r.shop_id`)} AND ${path} = ANY(r.photos)`,
  );
  return Boolean(found);
}

/**
 * A private file, for the user who uploaded it, an operator, and (refund photos) the shop's seller;
 * others learn nothing of it.
 */
export async function privateUpload(ctx: UserCtx, storage: Storage, path: string) {
  const row = await one<{ user_id: number | null; content_type: string }>(
    ctx.db,
    sql`SELECT user_id, content_type FROM uploads WHERE path = ${path}`,
  );
  const allowed = row && (row.user_id === ctx.user.id || ctx.user.role === 'admin' || (await shopSees(ctx, path)));
  const opened = allowed ? await storage.open(`private/${path}`) : null;
  if (!row || !opened) return fail('NO_DATA', 'no such file');
  return { contentType: row.content_type, stream: opened.stream };
}
