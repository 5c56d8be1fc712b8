// The buyer's review of a bought product (seller replies and admin hiding: reviews.seller/admin.routes.ts).
import { reviewBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { reviewOrderItem } from './reviews.service.ts';

export function reviewRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/customer/order/review',
    summary: 'Rate a product of a completed order 1–5 with a remark and photos, once per item (2000007 otherwise)',
    tags: ['reviews'],
    auth: 'user',
    input: reviewBody,
    handler: reviewOrderItem,
  });
}
