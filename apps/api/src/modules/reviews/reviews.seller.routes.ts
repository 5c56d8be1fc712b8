// The seller's reply to reviews of their products, under /api/seller.
import { reviewReplyBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { replyToReview } from './reviews.service.ts';

export function reviewSellerRoutes(app: FastifyInstance) {
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
