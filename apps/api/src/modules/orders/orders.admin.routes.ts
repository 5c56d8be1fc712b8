// Every shop's orders for operators, under /api/admin (issue 15 §6): the list with filters, the same
// filters as CSV, one order's detail, and cancelling an unshipped one with a reason.
import { adminOrderCancelBody, adminOrderFilters, adminOrderListQuery, idParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { mailAfter, mailCancelled } from './order-mail.ts';
import { adminOrderDetail, adminOrders, exportAdminOrders } from './orders-admin.read.ts';
import { adminCancelOrder } from './orders-admin.service.ts';

/** `mailer`: the buyer is mailed an operator's cancellation (issue 17). */
export function orderAdminRoutes(app: FastifyInstance, mailer?: Mailer) {
  const tags = ['admin orders'];
  route(app, {
    method: 'GET',
    url: '/orders',
    summary: 'Every shop’s orders by status, payment status and method, shop, order number or buyer email, days placed',
    tags,
    auth: 'admin',
    permission: 'orders',
    input: adminOrderListQuery,
    handler: (ctx, q) => adminOrders(ctx.db, q),
  });
  route(app, {
    method: 'GET',
    url: '/orders/export',
    summary: 'The orders of the same filters as CSV (text/csv, one line per order, at most 10,000)',
    tags,
    auth: 'admin',
    permission: 'orders',
    input: adminOrderFilters,
    handler: async (ctx, q, _req, reply) => sendCsv(reply, 'orders', await exportAdminOrders(ctx.db, q)),
  });
  route(app, {
    method: 'GET',
    url: '/orders/:id',
    summary: 'One order: lines, buyer, shop, payment, address, timeline with who acted, refunds (1500018 otherwise)',
    tags,
    auth: 'admin',
    permission: 'orders',
    params: idParams,
    handler: (ctx, q) => adminOrderDetail(ctx.db, ctx.lang, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/orders/:id/cancel',
    summary:
      'Cancel an unshipped order with a reason: stock back, the paid amount back to the wallet (2000033 shipped, 2000032 closed or already cancelled; audited)',
    tags,
    auth: 'admin',
    permission: 'orders',
    params: idParams,
    input: adminOrderCancelBody,
    rateLimit: { max: 60 },
    handler: async (ctx, q) => {
      const cancelled = await adminCancelOrder(ctx, q.id, q.reason);
      mailAfter(ctx, mailer, (to) => mailCancelled(ctx, to, q.id, 'reason'));
      return cancelled;
    },
  });
}
