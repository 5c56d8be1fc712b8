// Shops and products in the admin area (issue 15): GET /api/admin/shops, /shops/{id}, POST
// .../suspend and .../reinstate; GET /api/admin/products, POST .../hide and .../restore.
import type { Paged } from '@polymart/contract';
import type {
  AdminProductRow,
  AdminProductsQuery,
  AdminShopDetail,
  AdminShopRow,
  AdminShopsQuery,
} from '@polymart/contract/shops-admin';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const ADMIN_SHOPS = 'admin-shops';

export type ShopsFilter = Partial<Pick<AdminShopsQuery, 'q' | 'status' | 'page'>>;
export type ProductsFilter = Partial<
  Pick<AdminProductsQuery, 'keyword' | 'status' | 'shop_id' | 'category_id' | 'hidden' | 'page'>
>;

const paramsOf = (f: Record<string, string | number | boolean | undefined>) => {
  const params = new URLSearchParams({ page_size: '20' });
  for (const [k, v] of Object.entries(f)) if (v !== undefined && v !== '') params.set(k, String(v));
  return params;
};

export const shopsQuery = (f: ShopsFilter) =>
  queryOptions({
    queryKey: [ADMIN_SHOPS, 'shops', f.q ?? '', f.status ?? '', f.page ?? 1],
    queryFn: ({ signal }) => api<Paged<AdminShopRow>>(`/admin/shops?${paramsOf(f)}`, { signal }),
    staleTime: 0,
  });

export const shopQuery = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_SHOPS, 'shop', id],
    queryFn: ({ signal }) => api<AdminShopDetail>(`/admin/shops/${id}`, { signal }),
    staleTime: 0,
  });

export const productsQuery = (f: ProductsFilter) =>
  queryOptions({
    queryKey: [
      ADMIN_SHOPS,
      'products',
      f.keyword ?? '',
      f.status ?? '',
      f.shop_id ?? '',
      f.category_id ?? '',
      f.hidden ?? '',
      f.page ?? 1,
    ],
    queryFn: ({ signal }) => api<Paged<AdminProductRow>>(`/admin/products?${paramsOf(f)}`, { signal }),
    staleTime: 0,
  });

/** Refusals are said in place by the form that sent it. */
export const moderate = (what: 'shops' | 'products', id: number, action: string, reason: string) =>
  api<{ id: number }>(`/admin/${what}/${id}/${action}`, { body: reason ? { reason } : {}, quiet: true });

/** After a change: lists, the shop's page and its history read again. */
export const shopsChanged = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [ADMIN_SHOPS] }),
    client.invalidateQueries({ queryKey: ['admin-audit'] }),
  ]);
