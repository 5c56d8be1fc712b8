// The seller's fulfilment paths under /api/seller: their shops' orders and the delivery steps.
import { orderIdBody, sellerOrderExportQuery, sellerOrderListQuery, shipBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { advanceDelivery, sellerOrder, sellerOrderCounts } from './fulfilment.service.ts';
import { mailAfter, mailShipped } from './order-mail.ts';
import { exportSellerOrders } from './orders.export.ts';
import { pagedOrders } from './orders.read.ts';
import { packingSlip } from './orders.slip.ts';
import { sellerOrdersWhere } from './seller-search.ts';

/** `mailer`: the buyer is mailed when their order ships (issue 17). */
export function orderSellerRoutes(app: FastifyInstance, mailer?: Mailer) {
  const tags = ['seller orders'];
  route(app, {
    method: 'GET',
    url: '/order/list',
    summary: "The seller's shops' orders by status tab and keyword",
    tags,
    auth: 'seller',
    input: sellerOrderListQuery,
    handler: (ctx, q) => pagedOrders(ctx.db, ctx.lang, sellerOrdersWhere(ctx, { keyword: q.keyword }), q),
  });
  route(app, {
    method: 'GET',
    url: '/order/export',
    summary: "The seller's shops' orders of a tab and keyword as CSV (text/csv, one line per order)",
    tags,
    auth: 'seller',
    input: sellerOrderExportQuery,
    handler: async (ctx, q, _req, reply) => sendCsv(reply, 'orders', await exportSellerOrders(ctx, q)),
  });
  route(app, {
    method: 'GET',
    url: '/order/slip',
    summary: "The packing slip of one of the seller's shops' orders (1500018 otherwise)",
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => packingSlip(ctx, q.order_id),
  });
  route(app, {
    method: 'GET',
    url: '/order/counts',
    summary: "The seller's shops' orders per status tab",
    tags,
    auth: 'seller',
    handler: sellerOrderCounts,
  });
  route(app, {
    method: 'GET',
    url: '/order/detail',
    summary: "One of the seller's shops' orders (1500018 otherwise)",
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => sellerOrder(ctx, q.order_id),
  });
  route(app, {
    method: 'POST',
    url: '/order/ship',
    summary: 'Mark shipped with a logistics number (2000005 unless to be shipped)',
    tags,
    auth: 'seller',
    input: shipBody,
    handler: async (ctx, q) => {
      const shipped = await advanceDelivery(ctx, 'ship', q);
      mailAfter(ctx, mailer, (to) => mailShipped(ctx, to, q.order_id));
      return shipped;
    },
  });
  route(app, {
    method: 'POST',
    url: '/order/transit',
    summary: 'Mark in transit (2000005 unless shipped)',
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => advanceDelivery(ctx, 'transit', q),
  });
  route(app, {
    method: 'POST',
    url: '/order/deliver',
    summary: 'Mark delivered; cash on delivery counts as paid (2000005 unless on the way)',
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => advanceDelivery(ctx, 'deliver', q),
  });
}
