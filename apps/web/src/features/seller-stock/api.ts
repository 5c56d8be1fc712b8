// The seller's stock calls (/api/seller/stock-in, /stock/lower, /stock/adjustments) and the product
// search the forms pick from. Stock rises only through an approved stock-in; the seller may lower
// it with a reason; both are recorded.
import type {
  Paged,
  SellerProduct,
  SellerProductDetail,
  StockAdjustment,
  StockInBody,
  StockInRequest,
  StockInStatus,
} from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_STOCK = 'seller-stock';
const PAGE_SIZE = 20;

export const fetchStockIn = (status: StockInStatus | undefined, page: number, signal?: AbortSignal) =>
  api<Paged<StockInRequest>>('/seller/stock-in', { query: { status, page, page_size: PAGE_SIZE }, signal });

export const fetchAdjustments = (productId: number | undefined, page: number, signal?: AbortSignal) =>
  api<Paged<StockAdjustment>>('/seller/stock/adjustments', {
    query: { product_id: productId, page, page_size: PAGE_SIZE },
    signal,
  });

/** The seller's products matching what was typed (all of them, newest first, when nothing was). */
export const productSearchQuery = (sellerId: number, keyword: string) =>
  queryOptions({
    queryKey: [SELLER_STOCK, 'products', sellerId, keyword],
    queryFn: ({ signal }) =>
      api<Paged<SellerProduct>>('/seller/products', {
        query: { keyword: keyword || undefined, page: 1, page_size: PAGE_SIZE },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** One product, for a product named in the address (?product=) that the first results leave out. */
export const productQuery = (sellerId: number, id: number) =>
  queryOptions({
    queryKey: [SELLER_STOCK, 'product', sellerId, id],
    queryFn: ({ signal }) => api<SellerProductDetail>(`/seller/products/${id}`, { signal }),
    enabled: id > 0,
  });

export const askStockIn = (input: StockInBody) =>
  api<StockInRequest>('/seller/stock-in', { body: { ...input }, quiet: true });

export const lowerStock = (input: { product_id: number; quantity: number; reason: string }) =>
  api<{ product_id: number; stock: number }>('/seller/stock/lower', { body: { ...input }, quiet: true });

/** After a request or a decrease: requests, history and the products' stock are read again. */
export const stockChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_STOCK] });
