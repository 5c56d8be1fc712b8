// Every shop's products in the admin backend (issue 15), under /api/admin: list, hide, restore.
import { adminProductsQuery, moderationBody, moderationUndoBody, shopIdParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { hideProduct, listAdminProducts, restoreProduct } from './products-admin.service.ts';

export function productsAdminRoutes(app: FastifyInstance) {
  const tags = ['admin products'];
  route(app, {
    method: 'GET',
    url: '/products',
    summary: "Every shop's products, by shop, status, category, keyword and hidden state",
    tags,
    auth: 'admin',
    permission: 'products',
    input: adminProductsQuery,
    handler: listAdminProducts,
  });
  route(app, {
    method: 'POST',
    url: '/products/:id/hide',
    summary: 'Hides a product from the storefront at once, with a reason the seller sees (audited)',
    tags,
    auth: 'admin',
    permission: 'products',
    params: shopIdParams,
    input: moderationBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => hideProduct(ctx, q.id, q.reason),
  });
  route(app, {
    method: 'POST',
    url: '/products/:id/restore',
    summary: 'Puts a hidden product back on the storefront (audited)',
    tags,
    auth: 'admin',
    permission: 'products',
    params: shopIdParams,
    input: moderationUndoBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => restoreProduct(ctx, q.id, q.reason),
  });
}
