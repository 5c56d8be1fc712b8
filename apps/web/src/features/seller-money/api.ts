// The seller's money (GET /api/seller/balance) and the earning of each completed order
// (GET /api/seller/earnings, newest first), in base minor units.
import type { Paged, SellerBalance, SellerEarning } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_MONEY = 'seller-money';

export const sellerBalanceQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_MONEY, 'balance', sellerId],
    queryFn: ({ signal }) => api<SellerBalance>('/seller/balance', { signal }),
  });

export const fetchEarnings = (page: number, signal?: AbortSignal) =>
  api<Paged<SellerEarning>>('/seller/earnings', { query: { page, page_size: 20 }, signal });

const DAY_MS = 86_400_000;

/** The hold as the server applied it to an earning (its setting is the server's, not ours to know). */
export const holdDays = (e: SellerEarning) =>
  Math.max(0, Math.round((Date.parse(e.available_at) - Date.parse(e.completed_at)) / DAY_MS));
