// The buyer's orders (the seller's side is in orders.seller.routes.ts).
import { orderCancelBody, orderIdBody, orderListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { mailAfter, mailCancelled } from './order-mail.ts';
import { buyerOrder, cancelOrder, confirmReceipt, listOrders, orderCounts } from './orders.service.ts';

/** `mailer`: the buyer is mailed their cancellation (issue 17). */
export function orderRoutes(app: FastifyInstance, mailer?: Mailer) {
  const tags = ['orders'];
  route(app, {
    method: 'GET',
    url: '/customer/order/list',
    summary: "The buyer's orders, newest first, by status tab",
    tags,
    auth: 'user',
    input: orderListQuery,
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
    input: orderCancelBody,
    handler: async (ctx, q) => {
      const cancelled = await cancelOrder(ctx, q);
      mailAfter(ctx, mailer, (to) => mailCancelled(ctx, to, q.order_id, 'reason'));
      return cancelled;
    },
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
}
