// The seller area's dashboard, under /api/seller.
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sellerDashboard } from './dashboard.service.ts';

export function sellerDashboardRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/dashboard',
    summary: 'Sales this month, last month and in total, what waits, low stock, unread notices, 30 days of daily sales',
    tags: ['seller dashboard'],
    auth: 'seller',
    handler: sellerDashboard,
  });
}
