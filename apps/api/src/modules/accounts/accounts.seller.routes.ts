// The seller area's door, under /api/seller: the one-time code of a seller link becomes a session.
import { sellerExchangeBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { exchangeSellerCode } from './seller-session.service.ts';

export function accountSellerRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/session/exchange',
    summary:
      'Exchange the one-time code of a seller link (ptoken) for a session (1000004 when used, expired or unknown)',
    tags: ['seller session'],
    auth: 'none',
    input: sellerExchangeBody,
    rateLimit: { max: 30 },
    handler: (ctx, q, req) => exchangeSellerCode(ctx, q.ptoken, { userAgent: req.headers['user-agent'], ip: req.ip }),
  });
}
