// The buyer's orders and the seller's fulfilment paths.
import { orderIdBody, paging, zOrderTab, zRemark } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { advanceDelivery, sellerOrder, sellerOrders } from './fulfilment.service.ts';
import { buyerOrder, cancelOrder, confirmReceipt, listOrders, orderCounts } from './orders.service.ts';

const listInput = z.object({ status: zOrderTab.optional(), ...paging });

export function orderRoutes(app: FastifyInstance) {
  const tags = ['orders'];
  route(app, {
    method: 'GET',
    url: '/customer/order/list',
    summary: "The buyer's orders, newest first, by status tab",
    tags,
    auth: 'user',
    input: listInput,
    handler: listOrders,
  });
  route(app, {
    method: 'GET',
    url: '/customer/order/counts',
    summary: 'Orders per status tab',
    tags,
    auth: 'user',
    handler: orderCounts,
  });
  route(app, {
    method: 'GET',
    url: '/customer/order/detail',
    summary: 'One order with items, address and timeline (1500018 unknown or foreign)',
    tags,
    auth: 'user',
    input: orderIdBody,
    handler: (ctx, q) => buyerOrder(ctx, q.order_id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/order/cancel',
    summary: 'Cancel: stock returns, a paid amount returns to the wallet (2000033 shipped, 2000032 closed)',
    tags,
    auth: 'user',
    input: orderIdBody.extend({ cancel_remark: zRemark.optional() }),
    handler: cancelOrder,
  });
  route(app, {
    method: 'POST',
    url: '/customer/order/confirm',
    summary: 'Confirm receipt: the order completes (2000006 when not shipped)',
    tags,
    auth: 'user',
    input: orderIdBody,
    handler: (ctx, q) => confirmReceipt(ctx, q.order_id),
  });
  sellerOrderRoutes(app);
}

function sellerOrderRoutes(app: FastifyInstance) {
  const tags = ['seller orders'];
  route(app, {
    method: 'GET',
    url: '/seller/order/list',
    summary: "The seller's shops' orders by status tab",
    tags,
    auth: 'seller',
    input: listInput,
    handler: sellerOrders,
  });
  route(app, {
    method: 'GET',
    url: '/seller/order/detail',
    summary: "One of the seller's shops' orders (1500018 otherwise)",
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => sellerOrder(ctx, q.order_id),
  });
  route(app, {
    method: 'POST',
    url: '/seller/order/ship',
    summary: 'Mark shipped with a logistics number (2000005 unless to be shipped)',
    tags,
    auth: 'seller',
    input: orderIdBody.extend({
      log_sn: z.string().trim().min(1).max(64),
      arrival_method: z.string().trim().max(64).optional(),
    }),
    handler: (ctx, q) => advanceDelivery(ctx, 'ship', q),
  });
  route(app, {
    method: 'POST',
    url: '/seller/order/transit',
    summary: 'Mark in transit (2000005 unless shipped)',
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => advanceDelivery(ctx, 'transit', q),
  });
  route(app, {
    method: 'POST',
    url: '/seller/order/deliver',
    summary: 'Mark delivered; cash on delivery counts as paid (2000005 unless on the way)',
    tags,
    auth: 'seller',
    input: orderIdBody,
    handler: (ctx, q) => advanceDelivery(ctx, 'deliver', q),
  });
}
