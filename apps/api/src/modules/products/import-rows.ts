// One row of a products import, from its cells to a saved product: checked with the products
// form's own schema (productBody), photos taken from the ZIP through the uploads pipeline (the same
// WebP sizes and keys as a photo uploaded by hand), then created or edited by the same service
// functions as the products API, so an update of a product on sale is staged for an operator.
import { ERRORS, LANG_CODES, type LangCode, parseAmount, productBody } from '@polymart/contract';
import type { SellerCtx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { storeUpload } from '../uploads/uploads.service.ts';
import { unzipEntry } from './import-files.ts';
import { createProduct, editProduct, sellerProduct } from './products.service.ts';

export type RowErrors = Record<string, string>;
export type RowOutcome = { ok: 'created' | 'updated' } | { errors: RowErrors };

// the seller's uploads and the catalogue's own photos (a demo product's), as productBody takes them
const UPLOADED = /^(uploads\/product\/[A-Za-z0-9_-]+|products\/[a-z0-9-]+)\.webp$/;
// stands in for each photo while the rest of the row is checked, so no image is unpacked for a bad row
const PLACEHOLDER = 'uploads/product/import-placeholder.webp';

export interface ImportImages {
  zip: Buffer | null;
  /** file name → path inside the ZIP */
  entries: Map<string, string>;
  /** file name → stored upload, so a photo named by several rows is stored once per job */
  stored: Map<string, string>;
}

interface Checked {
  id?: number;
  names: string[];
  input: Record<string, unknown>;
}

/**
 * For an update, the product's values of the form's fields that have no column in the file (a
 * language left out, the variant group), so that an import changes what the file names and keeps the rest: an edit
 * replaces the whole product, and a field left out would be emptied.
 */
async function keptFields(
  ctx: SellerCtx,
  id: number,
  cells: Record<string, string>,
): Promise<Record<string, unknown> | null> {
  let current: Record<string, unknown>;
  try {
    current = (await sellerProduct(ctx, id)) as unknown as Record<string, unknown>;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
  const texts = (current.texts ?? {}) as Record<string, Record<string, unknown>>;
  const kept: Record<string, unknown> = {};
  for (const field of Object.keys(productBody.shape)) {
    if (field in cells) continue;
    const perLang = /^(.+)_([a-z]+)$/.exec(field);
    const lang = perLang && LANG_CODES.includes(perLang[2] as LangCode) ? perLang[2]! : null;
    const value = field in current ? current[field] : lang ? texts[lang]?.[perLang![1]!] : undefined;
    if (value !== null && value !== undefined && value !== '') kept[field] = value;
  }
  return kept;
}

/** The row's own faults (format, schema), each under its column. */
function check(cells: Record<string, string>, kept: Record<string, unknown>): Checked | { errors: RowErrors } {
  const errors: RowErrors = {};
  const input: Record<string, unknown> = { ...kept };
  for (const [column, value] of Object.entries(cells)) {
    if (value.includes('\u0000')) errors[column] = 'contains a NUL character';
    else if (value !== '' && column !== 'id' && column !== 'images') input[column] = value;
  }
  let id: number | undefined;
  if (cells.id) {
    id = /^\d{1,15}$/.test(cells.id) ? Number(cells.id) : undefined;
    if (!id) errors.id = 'a product id of yours, or empty for a new product';
  }
  if (cells.price) {
    const price = parseAmount(cells.price);
    if (price === null) errors.price = 'an amount like 459.00';
    else input.price = price;
  }
  const names = (cells.images ?? '')
    .split(';')
    .map((n) => n.trim())
    .filter(Boolean);
  const parsed = productBody.safeParse({ ...input, images: names.map(() => PLACEHOLDER) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      errors[field] ??= input[field] === undefined && issue.code === 'invalid_type' ? 'required' : issue.message;
    }
  }
  if (Object.keys(errors).length) return { errors };
  return { id, names, input: parsed.data as Record<string, unknown> };
}

/** The row's photos as stored uploads: the seller's own upload paths as they are, ZIP files stored. */
async function photos(ctx: SellerCtx, storage: Storage, images: ImportImages, names: string[]) {
  const paths: string[] = [];
  for (const name of names) {
    if (UPLOADED.test(name)) {
      paths.push(name); // the service checks it is the seller's own upload or the product's photo
      continue;
    }
    const known = images.stored.get(name);
    if (known) {
      paths.push(known);
      continue;
    }
    const entry = images.entries.get(name);
    const file = entry && images.zip ? unzipEntry(images.zip, entry) : null;
    if (!file) return { errors: { images: `${name} is not in the ZIP` } };
    try {
      const stored = await storeUpload(ctx, storage, file, 'product');
      images.stored.set(name, stored.path);
      paths.push(stored.path);
    } catch (error) {
      if (error instanceof AppError) return { errors: { images: `${name} is not an image` } };
      throw error;
    }
  }
  return { paths };
}

/** Checks the row and stores its photos: the product body to save, or the row's errors. */
export async function prepareRow(
  ctx: SellerCtx,
  storage: Storage,
  images: ImportImages,
  cells: Record<string, string>,
): Promise<{ id?: number; body: Record<string, unknown> } | { errors: RowErrors }> {
  let kept: Record<string, unknown> = {};
  if (/^\d{1,15}$/.test(cells.id ?? '')) {
    const found = await keptFields(ctx, Number(cells.id), cells);
    if (!found) return { errors: { id: 'no such product of yours' } };
    kept = found;
  }
  const checked = check(cells, kept);
  if ('errors' in checked) return checked;
  const stored = await photos(ctx, storage, images, checked.names);
  if ('errors' in stored) return stored as { errors: RowErrors };
  return { id: checked.id, body: { ...checked.input, images: stored.paths } };
}

/** Saves a prepared row through the products service; its refusals become the row's errors. */
export async function saveRow(ctx: SellerCtx, id: number | undefined, body: Record<string, unknown>) {
  const typed = body as Parameters<typeof createProduct>[1];
  try {
    if (id) await editProduct(ctx, id, typed);
    else await createProduct(ctx, typed);
    return { ok: id ? 'updated' : 'created' } as RowOutcome;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const data = (error.data ?? {}) as { field?: string };
    if (error.code === ERRORS.NO_DATA.code && id) return { errors: { id: 'no such product of yours' } };
    const field = data.field ?? 'row';
    return { errors: { [field]: error.message.replace(`invalid parameter: ${field}: `, '') } };
  }
}
