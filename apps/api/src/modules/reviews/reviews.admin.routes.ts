// Operators hide (or show again) reviews, under /api/admin.
import { reviewHideBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { hideReview } from './reviews.service.ts';

export function reviewAdminRoutes(app: FastifyInstance) {
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
