// Downloads the orders CSV of a tab and keyword. The session token goes in the header, as with
// every call, never in the URL (where logs, history and the Referer would keep it), so the file
// comes through fetch and is saved from a blob rather than opened as a link.
import type { OrderTab } from '@polymart/contract';
import { ApiError } from '../../lib/api.ts';
import { KEYS, storage } from '../../lib/storage.ts';
import { orderFilters } from './api.ts';

export async function downloadOrdersCsv(tab: OrderTab, keyword: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(orderFilters(tab, keyword))) if (v) params.set(k, v);
  const headers: Record<string, string> = { lang: storage.get(KEYS.lang) ?? 'en' };
  const token = storage.get(KEYS.token);
  if (token) headers['access-token'] = token;
  const res = await fetch(`/api/seller/order/export?${params}`, { headers });
  if (res.status !== 200) throw new ApiError(res.status, `HTTP ${res.status}`);
  // a refusal (no permission, bad filter) comes as the usual envelope instead of the file
  if (!res.headers.get('content-type')?.startsWith('text/csv')) {
    const envelope = (await res.json()) as { code: number; message: string; data: unknown };
    throw new ApiError(envelope.code, envelope.message, envelope.data);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'orders.csv';
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
