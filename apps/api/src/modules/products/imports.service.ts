// A seller's products import jobs and the files around them: queueing an import (its files checked
// and kept in the storage, the rows run by import-worker.ts), its progress, the file of its failed
// rows, the export of the seller's products and the empty template, all in the import's columns.
import { randomBytes } from 'node:crypto';
import {
  FAILED_ROW_COLUMNS,
  formatMinor,
  IMPORT_COLUMNS,
  type ImportFailure,
  type ImportFormat,
  LANG_CODES,
  type ProductImportJob,
} from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { readSheetFile, readZipDirectory, writeSheet } from './import-files.ts';
import { readStored } from './import-worker.ts';

const jobColumns = sql`id, status, format, file_name, total, processed, failed, created, updated, error,
  created_at, finished_at`;

export async function importJob(ctx: SellerCtx, id: number): Promise<ProductImportJob> {
  const job = await one<ProductImportJob>(
    ctx.db,
    sql`SELECT ${jobColumns} FROM product_imports WHERE id = ${id} AND ${ownedShop(ctx.sellerId, sql`shop_id`)}`,
  );
  return job ?? fail('NO_DATA', 'no data found: import');
}

/** Checks the files (columns, limits, ZIP directory), keeps them in the storage and queues the job. */
export async function queueImport(
  ctx: SellerCtx,
  storage: Storage,
  input: { file: Buffer; images?: Buffer; file_name?: string },
): Promise<ProductImportJob> {
  const shopId = ctx.shopIds[0];
  if (!shopId) return fail('NO_DATA', 'no data found: shop');
  const sheet = await readSheetFile(input.file);
  if (input.images) readZipDirectory(input.images);
  const folder = `private/imports/${randomBytes(12).toString('base64url')}`;
  const sourceKey = `${folder}/products.${sheet.format}`;
  await storage.put(sourceKey, input.file);
  const imagesKey = input.images ? `${folder}/images.zip` : null;
  if (input.images && imagesKey) await storage.put(imagesKey, input.images);
  const made = await one<{ id: number }>(
    ctx.db,
    sql`INSERT INTO product_imports (seller_id, shop_id, format, file_name, source_key, images_key, total)
        VALUES (${ctx.sellerId}, ${shopId}, ${sheet.format}, ${input.file_name ?? ''}, ${sourceKey}, ${imagesKey},
                ${sheet.rows.length})
        RETURNING id`,
  );
  return importJob(ctx, made!.id);
}

const reasons = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, why]) => `${field}: ${why}`)
    .join('; ');

/** The rows that failed so far, as sent, with their row number and reasons in front. */
export async function failedRowsFile(ctx: SellerCtx, storage: Storage, id: number, format: ImportFormat) {
  await importJob(ctx, id);
  const job = await one<{ source_key: string; failures: ImportFailure[] }>(
    ctx.db,
    sql`SELECT source_key, failures FROM product_imports WHERE id = ${id} AND ${ownedShop(ctx.sellerId, sql`shop_id`)}`,
  );
  const source = job && (await readStored(storage, job.source_key));
  if (!job || !source) return fail('NO_DATA', 'no data found: import file');
  const sheet = await readSheetFile(source);
  const columns = sheet.header.filter((h) => IMPORT_COLUMNS.includes(h));
  const byRow = new Map(sheet.rows.map((r) => [r.row, r.cells]));
  const lines = job.failures.map((f) => [
    String(f.row),
    reasons(f.errors),
    ...columns.map((c) => byRow.get(f.row)?.[c] ?? ''),
  ]);
  return writeSheet(format, [[...FAILED_ROW_COLUMNS, ...columns], ...lines]);
}

interface ExportedProduct {
  id: number;
  category_id: number;
  brand_id: number | null;
  sku: string;
  price: number;
  tax_rate: number;
  images: string[];
}

/**
 * The seller's products in the import's columns: the live version of each (a staged edit is not
 * in it), photos as the upload paths an import accepts back, price as a decimal amount.
 */
export async function exportProducts(ctx: SellerCtx, format: ImportFormat): Promise<Buffer> {
  const products = await rows<ExportedProduct>(
    ctx.db,
    sql`SELECT id, category_id, brand_id, sku, price, tax_rate, images FROM products
        WHERE ${ownedShop(ctx.sellerId, sql`shop_id`)} ORDER BY id`,
  );
  const texts = await rows<{
    product_id: number;
    lang: string;
    name: string;
    short_description: string;
    description: string;
  }>(
    ctx.db,
    sql`SELECT t.product_id, t.lang, t.name, t.short_description, t.description
        FROM product_translations t JOIN products p ON p.id = t.product_id
        WHERE ${ownedShop(ctx.sellerId, sql`p.shop_id`)}`,
  );
  const textOf = new Map(texts.map((t) => [`${t.product_id}:${t.lang}`, t]));
  const lines = products.map((p) => {
    const cells: Record<string, string> = {
      id: String(p.id),
      category_id: String(p.category_id),
      brand_id: p.brand_id ? String(p.brand_id) : '',
      sku: p.sku,
      price: formatMinor(p.price, ''),
      tax_rate: String(p.tax_rate),
      images: p.images.map((key) => `${key}.webp`).join(';'),
    };
    for (const lang of LANG_CODES) {
      const t = textOf.get(`${p.id}:${lang}`);
      cells[`name_${lang}`] = t?.name ?? '';
      cells[`short_description_${lang}`] = t?.short_description ?? '';
      cells[`description_${lang}`] = t?.description ?? '';
    }
    return IMPORT_COLUMNS.map((c) => cells[c] ?? '');
  });
  return writeSheet(format, [[...IMPORT_COLUMNS], ...lines]);
}

/** The columns with one example row (a real category, photos named as files of a ZIP). */
export async function importTemplate(ctx: SellerCtx, format: ImportFormat): Promise<Buffer> {
  const category = await one<{ id: number }>(ctx.db, sql`SELECT id FROM categories ORDER BY id LIMIT 1`);
  const example: Record<string, string> = {
    category_id: String(category?.id ?? 1),
    sku: 'TRIPOD-01',
    price: '459.00',
    tax_rate: '2100',
    images: 'tripod-front.jpg;tripod-side.jpg',
    name_en: 'Travel tripod',
    short_description_en: 'Carbon legs, 1.2 kg',
    description_en: 'A light carbon tripod for long walks.',
    name_es: 'Trípode de viaje',
  };
  return writeSheet(format, [[...IMPORT_COLUMNS], IMPORT_COLUMNS.map((c) => example[c] ?? '')]);
}
