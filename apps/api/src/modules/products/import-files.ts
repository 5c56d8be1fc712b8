// The files of a products import and export: CSV (csv-parse, csv-stringify) and XLSX
// (read-excel-file, write-excel-file) read to and written from plain rows of text, and the ZIP of
// images (fflate) read under limits. A ZIP is judged by its directory before anything is unpacked,
// and each image is unpacked into a buffer of its declared size only, so a small archive that
// claims little and unpacks to gigabytes cannot fill memory.
import {
  FAILED_ROW_COLUMNS,
  IMPORT_COLUMNS,
  IMPORT_IMAGE_EXTENSIONS,
  IMPORT_LIMITS,
  type ImportFormat,
} from '@polymart/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { AppError, fail } from '../../lib/errors.ts';

export interface Sheet {
  format: ImportFormat;
  header: string[];
  /** data rows with their number as a spreadsheet shows them (the header is row 1) */
  rows: { row: number; cells: Record<string, string> }[];
}

const isZip = (file: Buffer) => file.length > 3 && file.readUInt32LE(0) === 0x04034b50;
const badFile = (why: string): never => fail('INVALID_PARAMETER', `invalid parameter: file: ${why}`, { field: 'file' });
const overLimit = (limit: keyof typeof IMPORT_LIMITS, field: 'file' | 'images'): never => {
  throw new AppError('IMPORT_LIMIT', `import file over a limit: ${limit} at most ${IMPORT_LIMITS[limit]}`, {
    field,
    limit,
    max: IMPORT_LIMITS[limit],
  });
};

// A cell that starts like a formula is written with a leading apostrophe, so a spreadsheet shows it
// as text instead of running it (CSV injection); reading takes the apostrophe off again, so an
// exported file imports back unchanged.
const FORMULA_START = /^[=+\-@\t\r]/;
export const escapeCell = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);
const unescapeCell = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value).trim();
}

async function readRows(file: Buffer): Promise<{ format: ImportFormat; rows: string[][] }> {
  if (isZip(file)) {
    // judged by its directory first, as the ZIP of images is (readZipDirectory)
    let unpacked = 0;
    try {
      unzipSync(file, {
        filter(f) {
          unpacked += f.originalSize;
          return false;
        },
      });
    } catch {
      return badFile('not a readable XLSX workbook');
    }
    if (unpacked > IMPORT_LIMITS.sheetUnpackedBytes) overLimit('sheetUnpackedBytes', 'file');
    const data = await readSheet(file).catch(() => badFile('not a readable XLSX workbook'));
    return { format: 'xlsx', rows: data.map((r) => r.map(cellText)) };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return badFile('not UTF-8 text (save the CSV as UTF-8)');
  }
  // spreadsheets set to a language with a decimal comma save CSV with ";" between cells
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  try {
    const rows = parse(text, { bom: true, delimiter, relax_column_count: true }) as string[][];
    return { format: 'csv', rows: rows.map((r) => r.map(cellText)) };
  } catch (error) {
    return badFile(`not a readable CSV (${(error as Error).message})`);
  }
}

/** Reads a products file: known columns only, the required ones present, at most the row limit. */
export async function readSheetFile(file: Buffer): Promise<Sheet> {
  if (file.length > IMPORT_LIMITS.fileBytes) overLimit('fileBytes', 'file');
  const { format, rows } = await readRows(file);
  const header = (rows[0] ?? []).map((h) => h.toLowerCase());
  const ignored: readonly string[] = FAILED_ROW_COLUMNS;
  const unknown = header.filter((h) => h && !IMPORT_COLUMNS.includes(h) && !ignored.includes(h));
  if (unknown.length) badFile(`unknown columns ${unknown.join(', ')}`);
  const twice = header.filter((h, i) => h && header.indexOf(h) !== i);
  if (twice.length) badFile(`columns named twice: ${twice.join(', ')}`);
  const missing = ['category_id', 'price', 'images', 'name_en'].filter((c) => !header.includes(c));
  if (missing.length) badFile(`missing columns ${missing.join(', ')}`);
  const data = rows
    .map((cells, i) => ({ row: i + 1, cells }))
    .slice(1)
    .filter((r) => r.cells.some((c) => c !== ''));
  if (data.length === 0) badFile('no product rows below the header');
  if (data.length > IMPORT_LIMITS.rows) overLimit('rows', 'file');
  return {
    format,
    header,
    rows: data.map(({ row, cells }) => ({
      row,
      cells: Object.fromEntries(
        header.flatMap((h, i) => (h && !ignored.includes(h) ? [[h, unescapeCell(cells[i] ?? '')]] : [])),
      ),
    })),
  };
}

const junk = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || /(^|\/)\./.test(name);
const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

/** The images of a ZIP by file name (folders inside it ignored), checked against the limits unread. */
export function readZipDirectory(zip: Buffer): Map<string, string> {
  if (!isZip(zip)) fail('INVALID_PARAMETER', 'invalid parameter: images: not a ZIP file', { field: 'images' });
  const entries = new Map<string, string>();
  let unpacked = 0;
  let refused = '';
  try {
    unzipSync(zip, {
      filter(f) {
        if (junk(f.name)) return false;
        unpacked += f.originalSize;
        const ext = f.name.slice(f.name.lastIndexOf('.') + 1).toLowerCase();
        if (!IMPORT_IMAGE_EXTENSIONS.includes(ext)) refused ||= f.name;
        if (f.originalSize > IMPORT_LIMITS.imageBytes) refused ||= f.name;
        entries.set(baseName(f.name), f.name);
        return false;
      },
    });
  } catch {
    fail('INVALID_PARAMETER', 'invalid parameter: images: not a readable ZIP file', { field: 'images' });
  }
  if (entries.size > IMPORT_LIMITS.zipEntries) overLimit('zipEntries', 'images');
  if (unpacked > IMPORT_LIMITS.zipUnpackedBytes) overLimit('zipUnpackedBytes', 'images');
  if (refused) {
    fail('INVALID_PARAMETER', `invalid parameter: images: ${refused} is not an image of at most 8 MB`, {
      field: 'images',
    });
  }
  return entries;
}

/** One file of the ZIP, unpacked into a buffer no larger than its declared size. */
export function unzipEntry(zip: Buffer, path: string): Buffer | null {
  const found = unzipSync(zip, { filter: (f) => f.name === path })[path];
  return found ? Buffer.from(found) : null;
}

/** Rows of text as a file of the format, every cell escaped against formulas. */
export async function writeSheet(format: ImportFormat, rows: string[][]): Promise<Buffer> {
  const safe = rows.map((r) => r.map(escapeCell));
  if (format === 'csv') return Buffer.from(`\uFEFF${stringify(safe)}`);
  // every cell is typed text, so a spreadsheet neither computes nor reformats it (sku "007" stays)
  const sheet = safe.map((r) => r.map((value) => ({ value, type: String })));
  return writeExcelFile(sheet, { stickyRowsCount: 1 }).toBuffer();
}

export const CONTENT_TYPES: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
