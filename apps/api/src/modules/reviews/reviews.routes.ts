// Review paths: the buyer's review of a bought product, the seller's reply, the admin's hiding.
import { zBool, zId, zPhotoPaths } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { hideReview, replyToReview, reviewOrderItem } from './reviews.service.ts';

export function reviewRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/customer/order/review',
    summary: 'Rate a product of a completed order 1–5 with a remark and photos, once per item (2000007 otherwise)',
    tags: ['reviews'],
    auth: 'user',
    input: z.object({
      order_id: zId,
      product_id: zId,
      rating: z.coerce.number().int().min(1).max(5),
      remark: z.string().trim().max(140).default(''),
      photos: zPhotoPaths,
    }),
    handler: reviewOrderItem,
  });
  route(app, {
    method: 'POST',
    url: '/seller/review/reply',
    summary: "Reply once to a review of the seller's product",
    tags: ['reviews'],
    auth: 'seller',
    input: z.object({ id: zId, reply: z.string().trim().min(1).max(500) }),
    handler: replyToReview,
  });
  route(app, {
    method: 'POST',
    url: '/admin/review/hide',
    summary: 'Hide (or show again) a review; ratings follow',
    tags: ['admin'],
    auth: 'admin',
    input: z.object({ id: zId, hidden: zBool.default(true) }),
    handler: hideReview,
  });
}
