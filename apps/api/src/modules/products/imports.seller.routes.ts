// The seller's bulk products import and export, under /api/seller: queue an import (multipart:
// the CSV or XLSX file and an optional ZIP of photos), follow its progress, download its failed
// rows, export the seller's products and download the empty template, in CSV or XLSX.
import { type ImportFormat, importFileQuery, importJobParams } from '@polymart/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import type { Storage } from '../../lib/storage.ts';
import { CONTENT_TYPES } from './import-files.ts';
import type { ImportWorker } from './import-worker.ts';
import { exportProducts, failedRowsFile, importJob, importTemplate, queueImport } from './imports.service.ts';

// The files are multipart parts read into Node Buffers, a type the browser does not have, so this
// schema stays here (as the uploads route's does).
const importInput = z.object({
  file: z.instanceof(Buffer, { message: 'a CSV or XLSX file' }),
  images: z.instanceof(Buffer, { message: 'a ZIP file' }).optional(),
  file_name: z.string().trim().max(200).optional(),
});

function download(reply: FastifyReply, name: string, format: ImportFormat, body: Buffer) {
  return reply
    .type(CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

export function productImportSellerRoutes(app: FastifyInstance, storage: Storage, worker: ImportWorker) {
  const tags = ['seller products'];
  route(app, {
    method: 'POST',
    url: '/products/import',
    summary:
      'Import products from a CSV or XLSX file (multipart "file", optional ZIP "images"); answers the queued job',
    tags,
    auth: 'seller',
    input: importInput,
    rateLimit: { max: 20 },
    handler: async (ctx, q) => {
      const job = await queueImport(ctx, storage, q);
      worker.wake();
      return job;
    },
  });
  route(app, {
    method: 'GET',
    url: '/products/import/template',
    summary: 'The import file with its header and one example row',
    tags,
    auth: 'seller',
    input: importFileQuery,
    handler: async (ctx, q, _req, reply) =>
      download(reply, 'products-template', q.format, await importTemplate(ctx, q.format)),
  });
  route(app, {
    method: 'GET',
    url: '/products/import/:id',
    summary: 'An import job of the seller: status and progress',
    tags,
    auth: 'seller',
    params: importJobParams,
    handler: (ctx, q) => importJob(ctx, q.id),
  });
  route(app, {
    method: 'GET',
    url: '/products/import/:id/failed',
    summary: 'The rows of an import that failed, as sent, with the row number and the reasons per field',
    tags,
    auth: 'seller',
    params: importJobParams,
    input: importFileQuery,
    handler: async (ctx, q, _req, reply) =>
      download(reply, `import-${q.id}-failed`, q.format, await failedRowsFile(ctx, storage, q.id, q.format)),
  });
  route(app, {
    method: 'GET',
    url: '/products/export',
    summary: "The seller's products in the import's columns (CSV or XLSX)",
    tags,
    auth: 'seller',
    input: importFileQuery,
    handler: async (ctx, q, _req, reply) => download(reply, 'products', q.format, await exportProducts(ctx, q.format)),
  });
}
