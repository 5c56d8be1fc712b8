// Review calls: a product's reviews (newest first, with the average and the 1–5 distribution) and
// the buyer's review of an item of a completed order, with photos uploaded beforehand.
import type { ReviewPage } from '@polymart/contract/catalog-types';
import type { ReviewBody } from '@polymart/contract/reviews';
import type { QueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export const fetchReviews = (productId: number, page: number, pageSize: number, signal?: AbortSignal) =>
  api<ReviewPage>('/customer/product/reviews', { query: { id: productId, page, page_size: pageSize }, signal });

/** A review as the contract's reviewBody reads it (the form parses it with that first). */
export type ReviewInput = ReviewBody;

export const submitReview = (input: ReviewInput) =>
  api<{ id: number }>('/customer/order/review', { body: input, quiet: true });

export const uploadReviewPhoto = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'review', onProgress).then((u) => u.path);

/**
 * After a review: the product's reviews and rating (the order, whose item now says reviewed, is
 * refreshed by the order actions' runner the review goes through).
 */
export async function reviewsChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['product'] }),
    client.invalidateQueries({ queryKey: ['reviews'] }),
  ]);
}
