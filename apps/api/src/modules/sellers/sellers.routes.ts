// Becoming a seller, on the store side (spec §7 applyseller): file the store registration, and
// read how it stands. Operators decide it in the admin inbox.
import { applySellerBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { applySeller, myApplication } from './applications.service.ts';

export function sellerApplicationRoutes(app: FastifyInstance) {
  const tags = ['become a seller'];
  route(app, {
    method: 'POST',
    url: '/customer/user/applyseller',
    summary:
      'Apply to become a seller with a shop (2000015 while one is under review or for a seller; 2000016 re-application, a success)',
    tags,
    auth: 'user',
    input: applySellerBody,
    rateLimit: { max: 10 },
    handler: applySeller,
  });
  route(app, {
    method: 'GET',
    url: '/customer/user/seller_application',
    summary: "The caller's latest seller application: none, pending, rejected (with the reason) or approved",
    tags,
    auth: 'user',
    handler: myApplication,
  });
}
