// Sellers' bulk products import and export: real CSV and XLSX files with a ZIP of real images run
// in the background; each row is checked like the products form and saved through the same path
// (new products wait for an operator), failed rows come back in a file with their reasons, an
// export imports back as updates, jobs belong to their seller, and the limits answer clear codes.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_COLUMNS } from '@polymart/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { loadConfig } from '../src/config.ts';
import { one, rows } from '../src/db/client.ts';
import { createCache } from '../src/lib/cache.ts';
import { localStorage } from '../src/lib/storage.ts';
import { runQueuedImports } from '../src/modules/products/import-worker.ts';
import { as, registerUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { type Session, someCategory, twoSellers } from './orders-helpers.ts';

let t: TestApp;
let seller: Session;
let seller2: Session;
let categoryId: number;
let foreignProduct: number;
let zip: Buffer;

const image = (background: string, format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    [format]()
    .toBuffer();

beforeAll(async () => {
  ({ t, seller, seller2 } = await twoSellers());
  categoryId = await someCategory(t.database.db);
  foreignProduct = (await one<{ id: number }>(
    t.database.db,
    sql`SELECT p.id FROM products p JOIN shops s ON s.id = p.shop_id JOIN users u ON u.id = s.owner_id
        WHERE u.email = 'seller2@demo.test' LIMIT 1`,
  ))!.id;
  zip = Buffer.from(
    zipSync({
      'front.png': await image('#c00', 'png'),
      'photos/side.jpg': await image('#00c', 'jpeg'),
      '__MACOSX/._front.png': new Uint8Array(4),
    }),
  );
});
afterAll(() => t.close());

interface Part {
  name: string;
  filename?: string;
  body: Buffer | string;
}
function multipart(parts: Part[]) {
  const boundary = 'importboundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n\r\n`,
    ),
    Buffer.isBuffer(p.body) ? p.body : Buffer.from(p.body),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (token: string, file: Buffer, images?: Buffer) =>
  as(t.app, token, {
    method: 'POST',
    url: '/api/seller/products/import',
    ...multipart([
      { name: 'file', filename: 'products', body: file },
      ...(images ? [{ name: 'images', filename: 'images.zip', body: images }] : []),
    ]),
  });
const csv = (records: Record<string, string>[]) => {
  const header = [...new Set(records.flatMap((r) => Object.keys(r)))];
  return Buffer.from(stringify([header, ...records.map((r) => header.map((h) => r[h] ?? ''))]));
};
async function finished(id: number, token = seller.token) {
  for (let i = 0; i < 150; i++) {
    const job = await as(t.app, token, { url: `/api/seller/products/import/${id}` });
    if (job.data.status === 'done' || job.data.status === 'failed') return job.data;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`import ${id} did not finish`);
}
const download = (url: string, token = seller.token) => t.app.inject({ url, headers: { 'access-token': token } });
const productNamed = (name: string) =>
  one<{ id: number; status: string; price: number; images: string[] }>(
    t.database.db,
    sql`SELECT p.id, p.status, p.price, p.images FROM products p JOIN product_translations x ON x.product_id = p.id
        WHERE x.lang = 'en' AND x.name = ${name}`,
  );
const row = (extra: Record<string, string>) => ({
  category_id: String(categoryId),
  price: '12.50',
  images: 'front.png',
  ...extra,
});

describe('products import', () => {
  it('imports good rows as pending products and reports each bad row with its reasons', async () => {
    const file = csv([
      row({ name_en: 'Import Alpha lens', name_es: 'Lente Alfa', images: 'front.png;side.jpg', sku: '007' }),
      row({ name_en: '', name_es: 'Sin nombre' }),
      row({ name_en: 'Import unknown category', category_id: '99999999' }),
      row({ name_en: 'Import bad price', price: '12,5x' }),
      row({ name_en: 'Import missing photo', images: 'front.png;nothere.png' }),
      row({ name_en: 'Import taken over', id: String(foreignProduct) }),
      row({ name_en: 'Import Beta hood', price: '3', description_en: '=HYPERLINK("x") is text' }),
    ]);
    const queued = await upload(seller.token, file, zip);
    expect(queued.code).toBe(200);
    expect(queued.data).toMatchObject({ format: 'csv', total: 7 });
    const job = await finished(queued.data.id);
    expect(job).toMatchObject({ status: 'done', total: 7, processed: 7, failed: 5, created: 2, updated: 0 });

    const failed = await download(`/api/seller/products/import/${queued.data.id}/failed`);
    expect(failed.headers['content-type']).toContain('text/csv');
    const lines = parse(failed.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(lines.map((l) => [l.row, l.errors])).toEqual([
      ['3', 'name_en: required'],
      ['4', 'category_id: no such category'],
      ['5', 'price: an amount like 459.00'],
      ['6', 'images: nothere.png is not in the ZIP'],
      ['7', 'id: no such product of yours'],
    ]);
    expect(lines[0]!.name_es).toBe('Sin nombre');

    const alpha = (await productNamed('Import Alpha lens'))!;
    const beta = (await productNamed('Import Beta hood'))!;
    expect(alpha).toMatchObject({ status: 'pending', price: 1250 });
    expect(beta).toMatchObject({ status: 'pending', price: 300 });
    expect(alpha.images).toHaveLength(2);
    // one photo of the ZIP named by two rows is stored once, in the sizes of any product photo
    expect(beta.images[0]).toBe(alpha.images[0]);
    expect((await t.app.inject({ url: `/media/${alpha.images[1]}-400.webp` })).statusCode).toBe(200);
    expect((await call(t.app, `/api/customer/product/detail?id=${alpha.id}`)).code).toBe(2000021);
    expect(await productNamed('Import taken over')).toBeUndefined();
    const texts = await rows<{ lang: string; name: string }>(
      t.database.db,
      sql`SELECT lang, name FROM product_translations WHERE product_id = ${alpha.id} ORDER BY lang`,
    );
    expect(texts).toEqual([
      { lang: 'en', name: 'Import Alpha lens' },
      { lang: 'es', name: 'Lente Alfa' },
    ]);
  });

  it('imports an XLSX workbook', async () => {
    const header = ['category_id', 'price', 'images', 'name_en', 'name_fr'];
    const sheet = [
      header,
      [categoryId, 19.99, 'side.jpg', 'Import Gamma strap', 'Sangle Gamma'],
      [categoryId, 5, 'side.jpg', 'x', ''],
    ].map((r) => r.map((value) => ({ value })));
    const file = await writeExcelFile(sheet).toBuffer();
    const queued = await upload(seller.token, file, zip);
    expect(queued.data).toMatchObject({ format: 'xlsx', total: 2 });
    expect(await finished(queued.data.id)).toMatchObject({ processed: 2, failed: 1, created: 1 });
    expect(await productNamed('Import Gamma strap')).toMatchObject({ status: 'pending', price: 1999 });
    const failed = await download(`/api/seller/products/import/${queued.data.id}/failed?format=xlsx`);
    const cells = await readSheet(failed.rawPayload);
    expect(cells[1]!.slice(0, 2)).toEqual(['3', expect.stringContaining('name_en')]);
  });

  it('exports the seller’s products, formulas escaped, and imports the export back as updates', async () => {
    const exported = await download('/api/seller/products/export?format=csv');
    expect(exported.headers['content-disposition']).toContain('products.csv');
    const [header, ...lines] = parse(exported.body, { bom: true }) as string[][];
    expect(header).toEqual(IMPORT_COLUMNS);
    const col = (name: string) => header!.indexOf(name);
    expect(lines.some((l) => l[col('name_en')] === 'Test product' || l[col('id')] === String(foreignProduct))).toBe(
      false,
    );
    const mine = lines.filter((l) => ['Import Alpha lens', 'Import Beta hood'].includes(l[col('name_en')]!));
    expect(mine).toHaveLength(2);
    // a product on sale (the demo catalogue's, with its catalogue photos) goes back as a staged edit
    const onSale = lines.find((l) => l[col('images')]!.startsWith('products/'))!;
    const onSaleId = Number(onSale[col('id')]);
    const beta = mine.find((l) => l[col('name_en')] === 'Import Beta hood')!;
    expect(beta[col('description_en')]).toBe(`'=HYPERLINK("x") is text`);
    expect(beta[col('price')]).toBe('3.00');
    expect(beta[col('images')]).toMatch(/^uploads\/product\/[\w-]+\.webp$/);
    beta[col('price')] = '4.25';

    const queued = await upload(seller.token, Buffer.from(stringify([header!, ...mine, onSale])));
    expect(await finished(queued.data.id)).toMatchObject({ processed: 3, failed: 0, created: 0, updated: 3 });
    const live = await as(t.app, seller.token, { url: `/api/seller/products/${onSaleId}` });
    expect(live.data).toMatchObject({ status: 'active', revision_pending: true });
    const after = (await productNamed('Import Beta hood'))!;
    expect(after.price).toBe(425);
    const description = await one<{ description: string }>(
      t.database.db,
      sql`SELECT description FROM product_translations WHERE product_id = ${after.id} AND lang = 'en'`,
    );
    expect(description!.description).toBe('=HYPERLINK("x") is text');

    const xlsx = await download('/api/seller/products/export?format=xlsx');
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual(IMPORT_COLUMNS);
    const template = await download('/api/seller/products/import/template?format=xlsx');
    expect((await readSheet(template.rawPayload)).length).toBe(2);
    const csvTemplate = await download('/api/seller/products/import/template');
    expect((parse(csvTemplate.body, { bom: true }) as string[][])[1]![col('name_en')]).toBe('Travel tripod');

    // a file with fewer columns changes what it names and keeps the rest
    const alpha = mine.find((l) => l[col('name_en')] === 'Import Alpha lens')!;
    const partial = csv([
      {
        id: alpha[col('id')]!,
        category_id: String(categoryId),
        price: '15',
        images: alpha[col('images')]!,
        name_en: 'Import Alpha lens II',
      },
    ]);
    const again = await upload(seller.token, partial);
    expect(await finished(again.data.id)).toMatchObject({ updated: 1, failed: 0 });
    const kept = await as(t.app, seller.token, { url: `/api/seller/products/${alpha[col('id')]}` });
    expect(kept.data).toMatchObject({ price: 1500, sku: '007', name: 'Import Alpha lens II' });
    expect(kept.data.texts.es.name).toBe('Lente Alfa');
  });

  it('keeps jobs to their seller and the seller area', async () => {
    const queued = await upload(seller.token, csv([row({ name_en: 'Import Delta cap' })]), zip);
    await finished(queued.data.id);
    const url = `/api/seller/products/import/${queued.data.id}`;
    const other = await as(t.app, seller2.token, { url });
    expect(other.code).toBe(2000019);
    expect(JSON.stringify(other.data ?? null)).not.toContain('Delta');
    expect((await as(t.app, seller2.token, { url: `${url}/failed` })).code).toBe(2000019);
    const customer = await registerUser(t.app);
    expect((await as(t.app, customer, { url })).code).toBe(2000040);
    expect((await upload(customer.token, csv([row({ name_en: 'Nope' })]))).code).toBe(2000040);
    expect((await call(t.app, url)).code).toBe(1100003);
  });

  it('answers clear codes for files over the limits or not of the format', async () => {
    const many = csv(Array.from({ length: 2001 }, (_, i) => row({ name_en: `Bulk ${i}` })));
    const tooMany = await upload(seller.token, many);
    expect(tooMany.code).toBe(2000047);
    expect(tooMany.data).toMatchObject({ limit: 'rows', max: 2000 });
    const entries = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`p${i}.png`, new Uint8Array(1)]));
    const crowded = await upload(seller.token, csv([row({ name_en: 'Crowded' })]), Buffer.from(zipSync(entries)));
    expect(crowded).toMatchObject({ code: 2000047, data: { limit: 'zipEntries' } });
    // 300 MB of zeros packs into a few hundred KB: refused from the ZIP's directory, unread
    const bomb = Buffer.from(
      zipSync({ 'a.png': new Uint8Array(150 * 1024 * 1024), 'b.png': new Uint8Array(150 * 1024 * 1024) }),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await upload(seller.token, csv([row({ name_en: 'Bomb' })]), bomb)).data).toMatchObject({
      limit: 'zipUnpackedBytes',
    });
    const workbookBomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(60 * 1024 * 1024) }));
    expect((await upload(seller.token, workbookBomb)).data).toMatchObject({ limit: 'sheetUnpackedBytes' });
    const notes = Buffer.from(zipSync({ 'notes.txt': Buffer.from('hello') }));
    expect(await upload(seller.token, csv([row({ name_en: 'Notes' })]), notes)).toMatchObject({
      code: 1000008,
      data: { field: 'images' },
    });
    const typo = await upload(seller.token, csv([row({ name_en: 'Typo', nmae_es: 'x' })]));
    expect(typo).toMatchObject({ code: 1000008, data: { field: 'file' } });
    expect(typo.message).toContain('nmae_es');
    expect((await upload(seller.token, await image('#fff', 'png'))).code).toBe(1000008);
    expect((await upload(seller.token, Buffer.from('category_id,price,images,name_en\n'))).code).toBe(1000008);
    // none of the refused files left a job behind
    const jobs = await one<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM product_imports`);
    expect(jobs!.n).toBe(5);
  });

  it('saves each row once when several processes look for work at the same time', async () => {
    // stand-ins for other server processes on the same database and storage
    const config = loadConfig({ DATA_DIR: join(tmpdir(), 'polymart-test'), LOG_LEVEL: 'silent' });
    const cache = await createCache({ ttlMs: 1000 });
    const others = Array.from({ length: 2 }, () => ({
      db: t.database.db,
      config,
      cache,
      storage: localStorage(config.dataDir),
      log: t.app.log,
    }));
    const names = Array.from({ length: 12 }, (_, i) => `Import shared ${i}`);
    const queued = await upload(seller.token, csv(names.map((name) => row({ name_en: name }))), zip);
    await Promise.all(others.map((deps) => runQueuedImports(deps)));
    expect(await finished(queued.data.id)).toMatchObject({ processed: 12, created: 12, failed: 0 });
    const made = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM product_translations WHERE lang = 'en' AND name LIKE 'Import shared %'`,
    );
    expect(made.map((m) => m.name).sort()).toEqual([...names].sort());
    await cache.close();
  });

  it('resumes a job whose process died after the row it last recorded', async () => {
    const folder = `private/imports/test-${randomBytes(6).toString('hex')}`;
    const key = `${folder}/products.csv`;
    const dir = join(tmpdir(), 'polymart-test', folder);
    await mkdir(dir, { recursive: true });
    const file = csv([
      row({ name_en: 'Import done before' }),
      row({ name_en: 'Import after resume', images: 'side.jpg' }),
    ]);
    await writeFile(join(dir, 'products.csv'), file);
    const zipKey = `${folder}/images.zip`;
    await writeFile(join(dir, 'images.zip'), zip);
    const shop = await one<{ id: number }>(t.database.db, sql`SELECT id FROM shops WHERE owner_id = ${seller.id}`);
    const job = await one<{ id: number }>(
      t.database.db,
      sql`INSERT INTO product_imports (seller_id, shop_id, format, source_key, images_key, total, processed, created, status, heartbeat_at)
          VALUES (${seller.id}, ${shop!.id}, 'csv', ${key}, ${zipKey}, 2, 1, 1, 'running', now() - interval '5 minutes')
          RETURNING id`,
    );
    expect(await finished(job!.id)).toMatchObject({ status: 'done', processed: 2, created: 2, failed: 0 });
    expect(await productNamed('Import done before')).toBeUndefined();
    expect(await productNamed('Import after resume')).toMatchObject({ status: 'pending' });
  });
});
