// Refund paths: the buyer's (apply, sent, cancel, escalate), the seller's (received, decide) and
// the admin's (escalated requests, decide last).
import { paging, REFUND_STATUSES, zBool, zId, zItems, zPhotoPaths, zRemark } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { adminDecide, receivedRefunds, sellerDecide } from './refund-decide.service.ts';
import { applyRefund, cancelRefund, escalateRefund, sentRefunds } from './refunds.service.ts';

const tags = ['refunds'];
const listInput = z.object({
  status: z.enum(REFUND_STATUSES).optional(),
  ...paging,
});
const decideInput = z.object({ id: zId, approve: zBool, remark: zRemark.default('') });

export function refundRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/customer/refund/apply',
    summary: 'Ask for a refund of items of a paid order within the return window (2000009–2000012)',
    tags,
    auth: 'user',
    input: z.object({ order_id: zId, items: zItems, reason: z.string().trim().min(1).max(140), photos: zPhotoPaths }),
    handler: applyRefund,
  });
  route(app, {
    method: 'GET',
    url: '/customer/refund/sent',
    summary: "The buyer's refund requests with items and history",
    tags,
    auth: 'user',
    input: listInput,
    handler: sentRefunds,
  });
  route(app, {
    method: 'POST',
    url: '/customer/refund/cancel',
    summary: 'Take back an open request (2000013 when cancelled already)',
    tags,
    auth: 'user',
    input: z.object({ id: zId }),
    handler: (ctx, q) => cancelRefund(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/refund/escalate',
    summary: 'Send a rejected request to an admin, who decides last',
    tags,
    auth: 'user',
    input: z.object({ id: zId, reason: zRemark.optional() }),
    handler: escalateRefund,
  });
  route(app, {
    method: 'GET',
    url: '/seller/refund/received',
    summary: "Refund requests for the seller's shops",
    tags,
    auth: 'seller',
    input: listInput,
    handler: (ctx, q) => receivedRefunds(ctx, 'seller', q),
  });
  route(app, {
    method: 'POST',
    url: '/seller/refund/decide',
    summary: 'Approve (wallet credited, stock back) or reject a pending request, with a remark',
    tags,
    auth: 'seller',
    input: decideInput,
    handler: sellerDecide,
  });
  route(app, {
    method: 'GET',
    url: '/admin/refunds',
    summary: 'Refund requests (escalated ones to decide)',
    tags: ['admin'],
    auth: 'admin',
    input: listInput,
    handler: (ctx, q) => receivedRefunds(ctx, 'admin', q),
  });
  route(app, {
    method: 'POST',
    url: '/admin/refunds/decide',
    summary: 'Decide an escalated request, last',
    tags: ['admin'],
    auth: 'admin',
    input: decideInput,
    handler: adminDecide,
  });
}
