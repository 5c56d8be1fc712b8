// Reported conversations for operators with the `support` permission, under /api/admin (issue 16).
import { handleReportBody, idParams, reportedConversationsQuery, threadQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { handleReport, reportedConversations, reportedThread } from './messages.admin.service.ts';

const tags = ['admin messages'];

export function messageAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/conversations',
    summary: 'Conversations sellers reported: open reports, or handled ones with `handled`',
    tags,
    auth: 'admin',
    permission: 'support',
    input: reportedConversationsQuery,
    handler: reportedConversations,
  });
  route(app, {
    method: 'GET',
    url: '/conversations/:id',
    summary: 'A reported conversation, its reports and a page of its messages (others answer 2000068)',
    tags,
    auth: 'admin',
    permission: 'support',
    params: idParams,
    input: threadQuery,
    handler: (ctx, q) => reportedThread(ctx, q.id, q),
  });
  route(app, {
    method: 'POST',
    url: '/conversations/:id/handled',
    summary: "Mark the conversation's open report handled, with a note (audited)",
    tags,
    auth: 'admin',
    permission: 'support',
    params: idParams,
    input: handleReportBody,
    handler: (ctx, input) => handleReport(ctx, input.id, input.note),
  });
}
