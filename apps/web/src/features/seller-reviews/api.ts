// The reviews of the seller's products (/api/seller/reviews) and the one reply each may get.
import type { Paged, SellerReview } from '@polymart/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_REVIEWS = 'seller-reviews';

export interface ReviewFilter {
  unreplied: boolean;
  rating?: number;
}

export const fetchSellerReviews = (filter: ReviewFilter, page: number, signal?: AbortSignal) =>
  api<Paged<SellerReview>>('/seller/reviews', {
    query: { unreplied: filter.unreplied || undefined, rating: filter.rating, page, page_size: 20 },
    signal,
  });

/** Quiet: the card says a refusal next to the reply box. */
export const replyToReview = (input: { id: number; reply: string }) =>
  api<{ id: number; reply: string }>('/seller/review/reply', { body: { ...input }, quiet: true });

export const sellerReviewsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_REVIEWS] });
