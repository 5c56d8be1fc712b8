// Shops in the admin backend (issue 15), under /api/admin: list, detail, suspend, reinstate.
import { adminShopsQuery, moderationBody, moderationUndoBody, shopIdParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { listShops, shopDetail } from './shops-admin.read.ts';
import { reinstateShop, suspendShop } from './shops-admin.service.ts';

export function shopsAdminRoutes(app: FastifyInstance) {
  const tags = ['admin shops'];
  route(app, {
    method: 'GET',
    url: '/shops',
    summary: 'Every shop with its status, owner, rating, sales, refund rate and products; by status and a search',
    tags,
    auth: 'admin',
    permission: 'sellers',
    input: adminShopsQuery,
    handler: listShops,
  });
  route(app, {
    method: 'GET',
    url: '/shops/:id',
    summary: "One shop: owner, contacts, the application's KYC images, the commission rule that applies, suspension",
    tags,
    auth: 'admin',
    permission: 'sellers',
    params: shopIdParams,
    handler: (ctx, q) => shopDetail(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/shops/:id/suspend',
    summary:
      'Suspends an open shop with a reason: its products leave the storefront at once, its open orders go on; the seller is told (audited)',
    tags,
    auth: 'admin',
    permission: 'sellers',
    params: shopIdParams,
    input: moderationBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => suspendShop(ctx, q.id, q.reason),
  });
  route(app, {
    method: 'POST',
    url: '/shops/:id/reinstate',
    summary: 'Reopens a suspended shop: its products are back on the storefront; the seller is told (audited)',
    tags,
    auth: 'admin',
    permission: 'sellers',
    params: shopIdParams,
    input: moderationUndoBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => reinstateShop(ctx, q.id, q.reason),
  });
}
