// The seller's products import and export. Uploading sends two files (the products file and the
// optional ZIP), which the one-file client call does not do, so it posts its own multipart form
// with the same headers; its refusals are said in place on the form rather than as toasts.
// Its files are saved through lib/download.ts (the token in a header, never in the URL).
import type { ImportFormat, ProductImportJob } from '@polymart/contract/product-import';
import { ApiError, api } from '../../lib/api.ts';
import { authHeaders, downloadFile } from '../../lib/download.ts';

export const IMPORT_JOB = 'seller-import-job';

export async function startImport(file: File, images: File | null): Promise<ProductImportJob> {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  if (images) form.append('images', images);
  let res: Response;
  try {
    res = await fetch('/api/seller/products/import', { method: 'POST', headers: authHeaders(), body: form });
  } catch {
    throw new ApiError(0, 'network error');
  }
  if (res.status !== 200) throw new ApiError(res.status, `HTTP ${res.status}`);
  const envelope = (await res.json()) as { code: number; message: string; data: unknown };
  if (envelope.code !== 200) throw new ApiError(envelope.code, envelope.message, envelope.data);
  return envelope.data as ProductImportJob;
}

export const fetchImportJob = (id: number, signal?: AbortSignal) =>
  api<ProductImportJob>(`/seller/products/import/${id}`, { signal });

export const isRunning = (job: ProductImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

/** Saves one of the import's files: the template, the export, or a job's failed rows. */
export const downloadImportFile = (path: string, format: ImportFormat): Promise<void> =>
  downloadFile(`/api${path}?format=${format}`, `products.${format}`);
