// The seller's products import and export. Uploading sends two files (the products file and the
// optional ZIP), which the one-file client call does not do, so it posts its own multipart form
// with the same headers; its refusals are said in place on the form rather than as toasts.
// Files come through fetch with the token in a header (never in the URL) and are saved from a blob.
import type { ImportFormat, ProductImportJob } from '@polymart/contract/product-import';
import { ApiError, api } from '../../lib/api.ts';
import { KEYS, storage } from '../../lib/storage.ts';

export const IMPORT_JOB = 'seller-import-job';

function headers(): Record<string, string> {
  const out: Record<string, string> = { lang: storage.get(KEYS.lang) ?? 'en' };
  const token = storage.get(KEYS.token);
  if (token) out['access-token'] = token;
  return out;
}

export async function startImport(file: File, images: File | null): Promise<ProductImportJob> {
  const form = new FormData();
  form.append('file_name', file.name);
  form.append('file', file);
  if (images) form.append('images', images);
  let res: Response;
  try {
    res = await fetch('/api/seller/products/import', { method: 'POST', headers: headers(), body: form });
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
export async function downloadFile(path: string, format: ImportFormat): Promise<void> {
  const res = await fetch(`/api${path}?format=${format}`, { headers: headers() });
  if (res.status !== 200) throw new ApiError(res.status, `HTTP ${res.status}`);
  // a refusal (another seller's job, no session) comes as the usual envelope instead of the file
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    const envelope = (await res.json()) as { code: number; message: string; data: unknown };
    throw new ApiError(envelope.code, envelope.message, envelope.data);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `products.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the download; let it go after the browser has read it
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
