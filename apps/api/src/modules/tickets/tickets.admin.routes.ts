// Support tickets under /api/admin (permission `support`): list, read, assign, reply, set state.
import {
  adminTicketAssignBody,
  adminTicketListQuery,
  adminTicketReplyBody,
  adminTicketStateBody,
  ticketIdParams,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { adminTicket, adminTickets, assignTicket, replyAsSupport, setTicketState } from './tickets.admin.service.ts';

export function ticketAdminRoutes(app: FastifyInstance, mailer: Mailer) {
  const tags = ['admin support tickets'];
  route(app, {
    method: 'GET',
    url: '/tickets',
    summary:
      'Tickets by state, category, assigned to the caller or to nobody, and part of the subject or customer email; latest activity first',
    tags,
    auth: 'admin',
    permission: 'support',
    input: adminTicketListQuery,
    handler: adminTickets,
  });
  route(app, {
    method: 'GET',
    url: '/tickets/:id',
    summary: 'One ticket: messages, the customer and their latest orders, and the staff who may take it',
    tags,
    auth: 'admin',
    permission: 'support',
    params: ticketIdParams,
    handler: (ctx, q) => adminTicket(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/tickets/:id/assign',
    summary: 'Assign to a staff member holding `support` (the caller by default) or to nobody (`none`); audited',
    tags,
    auth: 'admin',
    permission: 'support',
    params: ticketIdParams,
    input: adminTicketAssignBody,
    handler: (ctx, q) => assignTicket(ctx, q.id, q),
  });
  route(app, {
    method: 'POST',
    url: '/tickets/:id/reply',
    summary:
      'Answer the customer (state `waiting` unless another is given; closed tickets answer 2000060); the customer is told (notice 1500 and mail); audited',
    tags,
    auth: 'admin',
    permission: 'support',
    params: ticketIdParams,
    input: adminTicketReplyBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => replyAsSupport(ctx, mailer, q.id, q),
  });
  route(app, {
    method: 'POST',
    url: '/tickets/:id/state',
    summary: 'Set the state: open, waiting (for the customer), solved, closed; audited',
    tags,
    auth: 'admin',
    permission: 'support',
    params: ticketIdParams,
    input: adminTicketStateBody,
    handler: (ctx, q) => setTicketState(ctx, q.id, q.state),
  });
}
