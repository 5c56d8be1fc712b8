// Escalated refund requests, decided last by an operator, under /api/admin.
import { refundDecideBody, refundListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { mailAfter, mailRefunded } from '../orders/orders.service.ts';
import { adminDecide, allRefunds } from './refund-decide.service.ts';

/** `mailer`: the buyer is mailed an approved refund (issue 17). */
export function refundAdminRoutes(app: FastifyInstance, mailer?: Mailer) {
  route(app, {
    method: 'GET',
    url: '/refunds',
    summary: 'Refund requests (escalated ones to decide)',
    tags: ['admin'],
    auth: 'admin',
    permission: 'refunds',
    input: refundListQuery,
    handler: allRefunds,
  });
  route(app, {
    method: 'POST',
    url: '/refunds/decide',
    summary: 'Decide an escalated request, last',
    tags: ['admin'],
    auth: 'admin',
    permission: 'refunds',
    input: refundDecideBody,
    handler: async (ctx, q) => {
      const refund = await adminDecide(ctx, q);
      if (refund.status === 'approved')
        mailAfter(ctx, mailer, (to) => mailRefunded(ctx, to, refund.order_id, refund.amount));
      return refund;
    },
  });
}
