// Platform coupons, under /api/admin.
import { couponBody, couponEnabledBody, couponListQuery, idParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { createPlatformCoupon, platformCoupons, setPlatformCouponEnabled } from './coupons.service.ts';

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
  route(app, {
    method: 'POST',
    url: '/coupons/:id/enabled',
    summary:
      'Switch a platform coupon off (checkout then refuses it) or on again (audited; 2000019 for a shop’s or unknown one)',
    tags,
    auth: 'admin',
    permission: 'coupons',
    params: idParams,
    input: couponEnabledBody,
    handler: (ctx, q) => setPlatformCouponEnabled(ctx, q.id, q.enabled),
  });
}
