// The audit trail, under /api/admin (issue 15).
import { auditQuery, historyQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { auditTrail } from './audit.read.ts';
import { subjectHistory } from './history.read.ts';

export function auditAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/audit',
    summary:
      'Every decision and admin action, newest first, by person (actor_id), target (subject_type, subject_id) and days',
    tags: ['admin staff'],
    auth: 'admin',
    permission: 'audit',
    input: auditQuery,
    handler: auditTrail,
  });
  route(app, {
    method: 'GET',
    url: '/history',
    summary:
      'One user’s, shop’s, product’s or order’s own history, newest first: for whoever may work on that kind of thing',
    tags: ['admin staff'],
    auth: 'admin',
    input: historyQuery,
    handler: subjectHistory,
  });
}
