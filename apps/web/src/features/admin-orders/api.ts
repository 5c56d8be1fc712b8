// Every shop's orders for operators (issue 15 §6): GET /api/admin/orders with the filters of the URL,
// the same filters as CSV (GET /api/admin/orders/export), one order (GET /api/admin/orders/{id}) and
// cancelling an unshipped one with a reason (POST /api/admin/orders/{id}/cancel).

import type { Paged } from '@polymart/contract/common';
import type { AdminOrderDetail, AdminOrderRow } from '@polymart/contract/orders-admin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ADMIN_ORDERS } from '../../lib/admin-queries.ts';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

/** The filters as the URL and the API name them; empty ones are left out. */
export const FILTER_KEYS = ['status', 'payment_status', 'payment_method', 'shop_id', 'q', 'from', 'to'] as const;
export type OrderFilterKey = (typeof FILTER_KEYS)[number];
export type OrderFilters = Partial<Record<OrderFilterKey, string>>;

export function filtersOf(params: URLSearchParams): OrderFilters {
  const out: OrderFilters = {};
  for (const key of FILTER_KEYS) {
    const v = params.get(key)?.trim();
    if (v) out[key] = v;
  }
  return out;
}

export const PAGE_SIZE = 20;

export const adminOrdersQuery = (filters: OrderFilters, page: number) =>
  queryOptions({
    queryKey: [ADMIN_ORDERS, 'list', filters, page],
    queryFn: ({ signal }) =>
      api<Paged<AdminOrderRow>>('/admin/orders', {
        query: { ...filters, page, page_size: PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });

export const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_ORDERS, 'detail', id],
    queryFn: ({ signal }) => api<AdminOrderDetail>(`/admin/orders/${id}`, { signal, quiet: true }),
  });

/** Quiet: the form says a refusal in place. */
export const cancelAdminOrder = (id: number, reason: string) =>
  api<AdminOrderDetail>(`/admin/orders/${id}/cancel`, { body: { reason }, quiet: true });

export const adminOrdersChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [ADMIN_ORDERS] });

export async function downloadAdminOrdersCsv(filters: OrderFilters): Promise<void> {
  const params = new URLSearchParams(filters as Record<string, string>);
  await downloadFile(`/api/admin/orders/export?${params}`, 'orders.csv');
}
