// Operators look through every shop's reviews and hide (or show again) one, under /api/admin.
import { adminReviewListQuery, reviewHideBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { hideReview } from './reviews.service.ts';
import { adminReviews } from './reviews-admin.read.ts';

export function reviewAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/reviews',
    summary: "Every shop's reviews, hidden ones too, by rating, hidden, shop and product name, newest first",
    tags: ['admin'],
    auth: 'admin',
    permission: 'reviews',
    input: adminReviewListQuery,
    handler: adminReviews,
  });
  route(app, {
    method: 'POST',
    url: '/review/hide',
    summary: 'Hide (or show again) a review; ratings follow',
    tags: ['admin'],
    auth: 'admin',
    permission: 'reviews',
    input: reviewHideBody,
    handler: hideReview,
  });
}
