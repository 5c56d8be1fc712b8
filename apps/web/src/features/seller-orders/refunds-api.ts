// Refund requests the seller's shops received (/api/seller/refund/...), and the seller's decision:
// approve (the buyer's wallet is credited, stock comes back) or reject, with a remark.
import type { Paged, Refund, RefundStatus } from '@polymart/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { SELLER_ORDERS } from './api.ts';

export const SELLER_REFUNDS = 'seller-refunds';

export const fetchReceivedRefunds = (status: RefundStatus | undefined, page: number, signal?: AbortSignal) =>
  api<Paged<Refund>>('/seller/refund/received', { query: { status, page, page_size: 20 }, signal });

export interface Decision {
  id: number;
  approve: boolean;
  remark: string;
}

export const decideRefund = (d: Decision) => api<Refund>('/seller/refund/decide', { body: { ...d }, quiet: true });

/** A decision moves the request, and the order's items, money and history with it. */
export const refundsDecided = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [SELLER_REFUNDS] }),
    client.invalidateQueries({ queryKey: [SELLER_ORDERS] }),
  ]);
