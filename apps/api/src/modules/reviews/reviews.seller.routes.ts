// The seller's reply to reviews of their products, under /api/seller.
import { reviewReplyBody, sellerReviewsQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sellerReviews } from './reviews.seller.service.ts';
import { replyToReview } from './reviews.service.ts';

export function reviewSellerRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/reviews',
    summary: "Reviews of the seller's products, newest first; filters: unreplied, rating",
    tags: ['seller reviews'],
    auth: 'seller',
    input: sellerReviewsQuery,
    handler: sellerReviews,
  });
  route(app, {
    method: 'POST',
    url: '/review/reply',
    summary: "Reply once to a review of the seller's product",
    tags: ['seller reviews'],
    auth: 'seller',
    input: reviewReplyBody,
    handler: replyToReview,
  });
}
