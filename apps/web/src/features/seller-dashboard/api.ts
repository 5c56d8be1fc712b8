// The seller's dashboard (GET /api/seller/dashboard) and the few low-stock products it names. The
// area's menu reads the same query for its counts, so one answer serves both.
import { LOW_STOCK_UNITS, type Paged, type SellerDashboard, type SellerProduct } from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_DASHBOARD = 'seller-dashboard';
/** How many low-stock products the dashboard lists by name; the rest are behind the products link. */
export const LOW_STOCK_LISTED = 5;

export const sellerDashboardQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_DASHBOARD, sellerId],
    queryFn: ({ signal }) => api<SellerDashboard>('/seller/dashboard', { signal }),
  });

export const lowStockQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_DASHBOARD, 'low-stock', sellerId],
    queryFn: ({ signal }) =>
      api<Paged<SellerProduct>>('/seller/products', {
        query: { status: 'active', low_stock: LOW_STOCK_UNITS, page: 1, page_size: LOW_STOCK_LISTED },
        signal,
      }),
  });

/** After a stock-in, a decrease or a notice read elsewhere in the area: the figures are read again. */
export const dashboardChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_DASHBOARD] });
