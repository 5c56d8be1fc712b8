// The seller's product calls (/api/seller/products...): the list with its filters, one product with
// its texts, variant group and staged revision, save (create or edit), unlist and relist; and the
// catalogue's categories and brands the form picks from.
import type { Brand, Paged, ProductState, SellerProduct, SellerProductDetail } from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_PRODUCTS = 'seller-products';
/** At or below this many units a product counts as low on stock (as the dashboard counts it). */
export const LOW_STOCK = 5;

export interface ProductFilter {
  status?: ProductState;
  keyword?: string;
  lowStock?: boolean;
}

export const fetchSellerProducts = (f: ProductFilter, page: number, signal?: AbortSignal, pageSize = 20) =>
  api<Paged<SellerProduct>>('/seller/products', {
    query: {
      status: f.status,
      keyword: f.keyword,
      low_stock: f.lowStock ? LOW_STOCK : undefined,
      page,
      page_size: pageSize,
    },
    signal,
  });

export const sellerProductQuery = (sellerId: number, id: number) =>
  queryOptions({
    queryKey: [SELLER_PRODUCTS, 'detail', sellerId, id],
    queryFn: ({ signal }) => api<SellerProductDetail>(`/seller/products/${id}`, { signal }),
    // an operator may decide while the form is open elsewhere: read again on each visit
    staleTime: 0,
  });

/** The body as the form built it (the contract's productBody, parsed before sending). */
export type ProductPayload = Record<string, string | number | readonly string[] | undefined>;

/** Creates (no id) or edits a product; refusals are shown on the form, not toasted. */
export const saveProduct = (id: number | null, body: ProductPayload) =>
  api<SellerProductDetail>(id ? `/seller/products/${id}` : '/seller/products', { body, quiet: true });

export const setListed = (id: number, listed: boolean) =>
  api<SellerProductDetail>(`/seller/products/${id}/${listed ? 'relist' : 'unlist'}`, { body: {}, quiet: true });

export const sellerProductsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_PRODUCTS] });

/** Every brand, by name (the catalogue has dozens, so a few pages of 100). */
export const brandChoicesQuery = (lang: string) =>
  queryOptions({
    queryKey: [SELLER_PRODUCTS, 'brands', lang],
    queryFn: async ({ signal }) => {
      const all: Brand[] = [];
      for (let page = 1; page <= 10; page++) {
        const got = await api<Paged<Brand>>('/customer/index/get-all-brand', {
          method: 'POST',
          body: { page, page_size: 100 },
          signal,
        });
        all.push(...got.items);
        if (all.length >= got.total || !got.items.length) break;
      }
      return all.map((b) => ({ id: b.id, name: b.name })).sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 5 * 60_000,
  });
