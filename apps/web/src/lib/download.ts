// Files the seller downloads (orders CSV, products template and export, an import's failed rows).
// The session token goes in a header, as with every call, never in the URL (where logs, history
// and the Referer would keep it), so a file comes through fetch and is saved from a blob rather
// than opened as a link.
import { ApiError } from './api.ts';
import { KEYS, storage } from './storage.ts';

/** The headers every call carries: the language and, when signed in, the session token. */
export function authHeaders(): Record<string, string> {
  const out: Record<string, string> = { lang: storage.get(KEYS.lang) ?? 'en' };
  const token = storage.get(KEYS.token);
  if (token) out['access-token'] = token;
  return out;
}

/** Fetches `url` (under /api) and saves the file under its given name, or `fallbackName`. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const res = await fetch(url, { headers: authHeaders() });
  if (res.status !== 200) throw new ApiError(res.status, `HTTP ${res.status}`);
  // a refusal (no session, another seller's file, a bad filter) comes as the usual envelope
  if (res.headers.get('content-type')?.startsWith('application/json')) {
    const envelope = (await res.json()) as { code: number; message: string; data: unknown };
    throw new ApiError(envelope.code, envelope.message, envelope.data);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blobUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the blob to the download; let it go after the browser has read it
  setTimeout(() => URL.revokeObjectURL(blobUrl), 10_000);
}
