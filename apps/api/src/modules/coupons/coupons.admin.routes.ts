// Platform coupons, under /api/admin.
import { couponBody, couponListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { createPlatformCoupon, platformCoupons } from './coupons.service.ts';

export function couponAdminRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  route(app, {
    method: 'POST',
    url: '/coupons',
    summary: 'Issue a platform coupon',
    tags,
    auth: 'admin',
    permission: 'coupons',
    input: couponBody,
    handler: createPlatformCoupon,
  });
  route(app, {
    method: 'GET',
    url: '/coupons',
    summary: 'Platform coupons',
    tags,
    auth: 'admin',
    permission: 'coupons',
    input: couponListQuery,
    handler: platformCoupons,
  });
}
