// The operators' approval inbox, under /api/admin.
import { inboxDecideBody, inboxQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { decideInbox, listInbox } from './inbox.service.ts';

export function inboxAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/inbox',
    summary:
      'Requests awaiting a decision (seller applications 100, stock-in 300, withdrawals 400, top-ups 500, bank slips 600, flash-deal enrolments 700), oldest first, with counts per type',
    tags: ['admin'],
    auth: 'admin',
    // each staff member sees the types their role decides (inbox.service.ts)
    input: inboxQuery,
    handler: listInbox,
  });
  route(app, {
    method: 'POST',
    url: '/inbox/decide',
    summary: 'Approve or reject one request, once, with a remark (audited; the applicant gets the notice of its type)',
    tags: ['admin'],
    auth: 'admin',
    // the type's permission is checked by the decision (2000040)
    input: inboxDecideBody,
    handler: decideInbox,
  });
}
