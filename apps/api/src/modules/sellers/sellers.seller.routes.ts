// The seller area's dashboard and shop settings, under /api/seller.
import { shopSettingsBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sellerDashboard } from './dashboard.service.ts';
import { shopSettings, updateShopSettings } from './shop-settings.service.ts';

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

export function shopSellerRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/shop',
    summary: "The seller's shop settings: images, texts per language, contacts, delivery fees, vacation",
    tags: ['seller shop'],
    auth: 'seller',
    handler: (ctx) => shopSettings(ctx),
  });
  route(app, {
    method: 'POST',
    url: '/shop',
    summary: "Saves the seller's shop settings (the whole form); answers them as stored",
    tags: ['seller shop'],
    auth: 'seller',
    input: shopSettingsBody,
    rateLimit: { max: 30 },
    handler: (ctx, body) => updateShopSettings(ctx, body),
  });
}
