// The buyer's refund paths (apply, sent, cancel, escalate). The seller decides in
// refunds.seller.routes.ts, an operator last in refunds.admin.routes.ts.
import { refundApplyBody, refundEscalateBody, refundIdBody, refundListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { applyRefund, cancelRefund, escalateRefund, sentRefunds } from './refunds.service.ts';

const tags = ['refunds'];

export function refundRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/customer/refund/apply',
    summary: 'Ask for a refund of items of a paid order within the return window (2000009–2000012)',
    tags,
    auth: 'user',
    input: refundApplyBody,
    handler: applyRefund,
  });
  route(app, {
    method: 'GET',
    url: '/customer/refund/sent',
    summary: "The buyer's refund requests with items and history",
    tags,
    auth: 'user',
    input: refundListQuery,
    handler: sentRefunds,
  });
  route(app, {
    method: 'POST',
    url: '/customer/refund/cancel',
    summary: 'Take back an open request (2000013 when cancelled already)',
    tags,
    auth: 'user',
    input: refundIdBody,
    handler: (ctx, q) => cancelRefund(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/refund/escalate',
    summary: 'Send a rejected request to an admin, who decides last',
    tags,
    auth: 'user',
    input: refundEscalateBody,
    handler: escalateRefund,
  });
}
