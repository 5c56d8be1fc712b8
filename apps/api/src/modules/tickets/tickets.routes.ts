// Support tickets, the customer's side (sellers too: they are customers), under /api/customer.
import { ticketIdParams, ticketListQuery, ticketOpenBody, ticketReplyBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { listTickets, openTicket, readTicket, replyToTicket } from './tickets.service.ts';

/** Opening tickets per user per hour: enough for a real problem, not for flooding support. */
const OPENS_PER_HOUR = 10;

export function ticketRoutes(app: FastifyInstance, mailer: Mailer) {
  const tags = ['support tickets'];
  route(app, {
    method: 'POST',
    url: '/customer/tickets',
    summary: `Open a ticket: subject (≤150), message (≤5000), category, optional order of the caller's (bought or sold), up to 4 private \`ticket\` uploads; ${OPENS_PER_HOUR} an hour per user (2000042)`,
    tags,
    auth: 'user',
    input: ticketOpenBody,
    rateLimit: { max: OPENS_PER_HOUR, timeWindow: 3_600_000 },
    handler: openTicket,
  });
  route(app, {
    method: 'GET',
    url: '/customer/tickets',
    summary: "The caller's tickets, latest activity first, `unread` when support answered since they last looked",
    tags,
    auth: 'user',
    input: ticketListQuery,
    handler: listTickets,
  });
  route(app, {
    method: 'GET',
    url: '/customer/tickets/:id',
    summary:
      "One of the caller's tickets with its messages in order (marks support's answers read); others' are 2000019",
    tags,
    auth: 'user',
    params: ticketIdParams,
    handler: (ctx, q) => readTicket(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/tickets/:id/reply',
    summary:
      'Reply (message and up to 4 `ticket` uploads): a waiting or solved ticket opens again, a closed one answers 2000060; the assigned staff member is told (notice 1600 and mail)',
    tags,
    auth: 'user',
    params: ticketIdParams,
    input: ticketReplyBody,
    rateLimit: { max: 30 },
    handler: (ctx, q) => replyToTicket(ctx, mailer, q.id, q),
  });
}
