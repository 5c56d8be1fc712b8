// Refund requests the seller's shops received, under /api/seller.
import { refundDecideBody, refundListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { mailAfter, mailRefunded } from '../orders/orders.service.ts';
import { receivedRefunds, sellerDecide } from './refund-decide.service.ts';

/** `mailer`: the buyer is mailed an approved refund (issue 17). */
export function refundSellerRoutes(app: FastifyInstance, mailer?: Mailer) {
  const tags = ['seller refunds'];
  route(app, {
    method: 'GET',
    url: '/refund/received',
    summary: "Refund requests for the seller's shops",
    tags,
    auth: 'seller',
    input: refundListQuery,
    handler: receivedRefunds,
  });
  route(app, {
    method: 'POST',
    url: '/refund/decide',
    summary: 'Approve (wallet credited, stock back) or reject a pending request, with a remark',
    tags,
    auth: 'seller',
    input: refundDecideBody,
    handler: async (ctx, q) => {
      const refund = await sellerDecide(ctx, q);
      if (refund.status === 'approved')
        mailAfter(ctx, mailer, (to) => mailRefunded(ctx, to, refund.order_id, refund.amount));
      return refund;
    },
  });
}
