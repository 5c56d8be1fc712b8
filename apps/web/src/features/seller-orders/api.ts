// The seller's order calls (/api/seller/order/...): their shops' orders by status tab, one order,
// and the delivery steps ship → in transit → delivered. Every step answers the order as it is now.
import {
  ORDER_TABS,
  type OrderDetail,
  type OrderSummary,
  type OrderTab,
  type PackingSlip,
  type Paged,
} from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_ORDERS = 'seller-orders';

/** A tab and keyword of the list: the export takes the same (export.ts). */
export const orderFilters = (tab: OrderTab, keyword: string) => ({
  status: tab === 'all' ? undefined : tab,
  keyword: keyword.trim() || undefined,
});

export const fetchSellerOrders = (tab: OrderTab, keyword: string, page: number, signal?: AbortSignal) =>
  api<Paged<OrderSummary>>('/seller/order/list', {
    query: { ...orderFilters(tab, keyword), page, page_size: 20 },
    signal,
  });

/**
 * Orders per tab. There is no counts call for sellers yet, so each tab asks for one order and reads
 * the total: seven small reads, done once per visit of the list rather than per tab switch.
 */
export const sellerOrderCountsQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_ORDERS, 'counts', sellerId],
    queryFn: async ({ signal }) => {
      const totals = await Promise.all(
        ORDER_TABS.map((tab) =>
          api<Paged<OrderSummary>>('/seller/order/list', {
            query: { status: tab === 'all' ? undefined : tab, page: 1, page_size: 1 },
            signal,
          }).then((p) => p.total),
        ),
      );
      return Object.fromEntries(ORDER_TABS.map((tab, i) => [tab, totals[i] ?? 0])) as Record<OrderTab, number>;
    },
  });

export const sellerOrderQuery = (sellerId: number, orderId: number) =>
  queryOptions({
    queryKey: [SELLER_ORDERS, 'detail', sellerId, orderId],
    queryFn: ({ signal }) => api<OrderDetail>('/seller/order/detail', { query: { order_id: orderId }, signal }),
  });

export const packingSlipQuery = (sellerId: number, orderId: number) =>
  queryOptions({
    queryKey: [SELLER_ORDERS, 'slip', sellerId, orderId],
    queryFn: ({ signal }) => api<PackingSlip>('/seller/order/slip', { query: { order_id: orderId }, signal }),
  });

export interface ShipInput {
  order_id: number;
  log_sn: string;
  arrival_method?: string;
}

export const shipOrder = (input: ShipInput) =>
  api<OrderDetail>('/seller/order/ship', { body: { ...input }, quiet: true });

export const markInTransit = (orderId: number) =>
  api<OrderDetail>('/seller/order/transit', { body: { order_id: orderId }, quiet: true });

export const markDelivered = (orderId: number) =>
  api<OrderDetail>('/seller/order/deliver', { body: { order_id: orderId }, quiet: true });

/** After a step: every list, count and detail of the seller's orders is read again. */
export const sellerOrdersChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_ORDERS] });
