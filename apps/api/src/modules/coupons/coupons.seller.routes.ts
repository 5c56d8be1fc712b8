// Coupons of the seller's shops, under /api/seller.
import { couponBody, couponIdParams, couponListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { deleteCoupon, setCouponEnabled } from './coupons.seller.service.ts';
import { createShopCoupon, shopCoupons } from './coupons.service.ts';

export function couponSellerRoutes(app: FastifyInstance) {
  const tags = ['seller coupons'];
  route(app, {
    method: 'POST',
    url: '/coupons',
    summary: "Issue a coupon of the seller's shop",
    tags,
    auth: 'seller',
    input: couponBody,
    handler: createShopCoupon,
  });
  route(app, {
    method: 'GET',
    url: '/coupons',
    summary: "The seller's shops' coupons",
    tags,
    auth: 'seller',
    input: couponListQuery,
    handler: shopCoupons,
  });
  for (const [action, enabled] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/coupons/:coupon_id/${action}`,
      summary: `${enabled ? 'Switch on' : 'Switch off'} a coupon of the seller's shop (2000019 for another's)`,
      tags,
      auth: 'seller',
      params: couponIdParams,
      handler: (ctx, q) => setCouponEnabled(ctx, q.coupon_id, enabled),
    });
  }
  route(app, {
    method: 'POST',
    url: '/coupons/:coupon_id/delete',
    summary: 'Delete a coupon nobody collected or used (2000018 otherwise: switch it off instead)',
    tags,
    auth: 'seller',
    params: couponIdParams,
    handler: (ctx, q) => deleteCoupon(ctx, q.coupon_id),
  });
}
