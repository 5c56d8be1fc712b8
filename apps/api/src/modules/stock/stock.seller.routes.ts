// Stock-in applications and recorded decreases, under /api/seller.
import { stockAdjustmentsQuery, stockInBody, stockInListQuery, stockLowerBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { lowerStock, requestStockIn, stockAdjustments, stockInRequests } from './stock.service.ts';

export function stockSellerRoutes(app: FastifyInstance) {
  const tags = ['seller stock'];
  route(app, {
    method: 'POST',
    url: '/stock-in',
    summary: "Ask to add stock to one of the seller's products (an operator approves; notice 300)",
    tags,
    auth: 'seller',
    input: stockInBody,
    handler: requestStockIn,
  });
  route(app, {
    method: 'GET',
    url: '/stock-in',
    summary: "The seller's stock-in applications, newest first",
    tags,
    auth: 'seller',
    input: stockInListQuery,
    handler: stockInRequests,
  });
  route(app, {
    method: 'POST',
    url: '/stock/lower',
    summary: 'Lower a product’s stock with a reason, recorded (2000023 when it has fewer units)',
    tags,
    auth: 'seller',
    input: stockLowerBody,
    handler: lowerStock,
  });
  route(app, {
    method: 'GET',
    url: '/stock/adjustments',
    summary: "The recorded changes of the seller's products' stock outside orders (decreases, approved stock-in)",
    tags,
    auth: 'seller',
    input: stockAdjustmentsQuery,
    handler: stockAdjustments,
  });
}
