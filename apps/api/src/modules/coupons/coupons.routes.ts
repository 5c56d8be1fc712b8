// The buyer's coupon paths (/api/customer/coupon/...). Sellers and operators issue coupons in
// coupons.seller.routes.ts and coupons.admin.routes.ts.
import { availableCouponsQuery, collectCouponBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { availableCoupons, collectCoupon, myCoupons } from './coupons.service.ts';

export function couponRoutes(app: FastifyInstance) {
  const tags = ['coupons'];
  route(app, {
    method: 'GET',
    url: '/customer/coupon/available',
    summary:
      "Coupons to collect on a shop's or product's page (the platform's and the shop's); `collected` for a signed-in buyer",
    tags,
    auth: 'optional',
    input: availableCouponsQuery,
    handler: availableCoupons,
  });
  route(app, {
    method: 'POST',
    url: '/customer/coupon/collect',
    summary: 'Collect a coupon (2000003 when it cannot be collected)',
    tags,
    auth: 'user',
    input: collectCouponBody,
    handler: (ctx, q) => collectCoupon(ctx, q.coupon_id),
  });
  route(app, {
    method: 'GET',
    url: '/customer/coupon/mine',
    summary: "The buyer's collected coupons",
    tags,
    auth: 'user',
    handler: myCoupons,
  });
}
