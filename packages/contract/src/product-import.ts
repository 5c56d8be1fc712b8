// A seller's bulk import and export of products: one row per product in a CSV or XLSX file with
// the columns below, photos as file names inside an optional ZIP. Each row is checked with the same
// productBody schema as the products form and goes through the same create or edit path.
import { z } from 'zod';
import { zId } from './common.ts';
import { LANG_CODES } from './locales.ts';

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Limits of one import (the ZIP's compressed size is the server's upload limit). */
export const IMPORT_LIMITS = {
  /** data rows, the header not counted */
  rows: 2000,
  /** the CSV or XLSX file */
  fileBytes: 5 * 1024 * 1024,
  /** an XLSX workbook is a ZIP too: its parts unpacked */
  sheetUnpackedBytes: 50 * 1024 * 1024,
  /** files inside the ZIP */
  zipEntries: 500,
  /** all files of the ZIP unpacked (a small ZIP that unpacks to gigabytes is refused unread) */
  zipUnpackedBytes: 200 * 1024 * 1024,
  /** one image unpacked: the same as a single upload */
  imageBytes: 8 * 1024 * 1024,
} as const;
/** The image files a ZIP may hold, by extension; their content is checked like any upload. */
export const IMPORT_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'avif', 'heic', 'heif', 'tif', 'tiff'];

/**
 * The columns, in the order the template and the export write them. `id` (optional) names one of
 * the seller's products to update; `price` is a decimal amount in the base currency ("459.00");
 * `images` are file names inside the ZIP or stored photos as the export writes them (the seller's
 * uploads/product/….webp, a product's own products/….webp), separated by ";", the first the cover.
 */
export const IMPORT_COLUMNS: readonly string[] = [
  'id',
  'category_id',
  'brand_id',
  'sku',
  'price',
  'tax_rate',
  'images',
  ...LANG_CODES.flatMap((l) => [`name_${l}`, `short_description_${l}`, `description_${l}`]),
];
/** Columns the failed-rows file adds in front; an import ignores them, so that file can be fixed and sent again. */
export const FAILED_ROW_COLUMNS = ['row', 'errors'] as const;

export const importJobParams = z.object({ id: zId });
export const importFileQuery = z.object({ format: z.enum(IMPORT_FORMATS).default('csv') });

/** A failed row: its number as a spreadsheet shows it (the header is row 1) and the reason per field. */
export interface ImportFailure {
  row: number;
  errors: Record<string, string>;
}

export interface ProductImportJob {
  id: number;
  status: ImportState;
  format: ImportFormat;
  file_name: string;
  total: number;
  processed: number;
  failed: number;
  created: number;
  updated: number;
  /** why the whole job failed ('' unless status is failed) */
  error: string;
  created_at: string;
  finished_at: string | null;
}
