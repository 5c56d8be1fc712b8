// Coupons of the seller's shops, under /api/seller.
import { couponBody, couponListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
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
}
