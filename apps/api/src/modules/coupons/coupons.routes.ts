// Coupon paths: the buyer's (/api/customer/coupon/...), the seller's and the admin's issuing.
import { paging, zId, zIdList, zMinor } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { availableCoupons, collectCoupon, createCoupon, issuedCoupons, myCoupons } from './coupons.service.ts';

const zDateTime = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'a date and time');
const couponBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, '3–32 letters, digits, - or _'),
  kind: z.enum(['fixed', 'percent']),
  // fixed: minor units; percent: basis points (1000 = 10%)
  value: zMinor.refine((v) => v > 0, 'more than zero'),
  max_discount: zMinor.optional(),
  min_spend: zMinor.default(0),
  starts_at: zDateTime,
  ends_at: zDateTime,
  total_limit: z.coerce.number().int().min(1).max(1_000_000),
  per_user_limit: z.coerce.number().int().min(1).max(100).default(1),
  category_ids: zIdList.default([]),
  shop_id: zId.optional(),
});

export function couponRoutes(app: FastifyInstance) {
  const tags = ['coupons'];
  route(app, {
    method: 'GET',
    url: '/customer/coupon/available',
    summary: "Coupons to collect on a shop's or product's page (the platform's and the shop's)",
    tags,
    input: z.object({ shop_id: zId.optional(), product_id: zId.optional() }),
    handler: availableCoupons,
  });
  route(app, {
    method: 'POST',
    url: '/customer/coupon/collect',
    summary: 'Collect a coupon (2000003 when it cannot be collected)',
    tags,
    auth: 'user',
    input: z.object({ coupon_id: zId }),
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
  for (const issuer of ['seller', 'admin'] as const) {
    route(app, {
      method: 'POST',
      url: `/${issuer}/coupons`,
      summary: issuer === 'admin' ? 'Issue a platform coupon' : "Issue a coupon of the seller's shop",
      tags: [issuer === 'admin' ? 'admin' : 'seller coupons'],
      auth: issuer,
      input: couponBody,
      handler: (ctx, q) => createCoupon(ctx, issuer, q),
    });
    route(app, {
      method: 'GET',
      url: `/${issuer}/coupons`,
      summary: issuer === 'admin' ? 'Platform coupons' : "The seller's shops' coupons",
      tags: [issuer === 'admin' ? 'admin' : 'seller coupons'],
      auth: issuer,
      input: z.object(paging),
      handler: (ctx, q) => issuedCoupons(ctx, issuer, q.page, q.page_size),
    });
  }
}
