// Downloads the orders CSV of a tab and keyword (through lib/download.ts: token in a header).
import type { OrderTab } from '@polymart/contract';
import { downloadFile } from '../../lib/download.ts';
import { orderFilters } from './api.ts';

export async function downloadOrdersCsv(tab: OrderTab, keyword: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(orderFilters(tab, keyword))) if (v) params.set(k, v);
  await downloadFile(`/api/seller/order/export?${params}`, 'orders.csv');
}
