// Escalated refund requests, decided last by an operator, under /api/admin.
import { refundDecideBody, refundListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { adminDecide, allRefunds } from './refund-decide.service.ts';

export function refundAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/refunds',
    summary: 'Refund requests (escalated ones to decide)',
    tags: ['admin'],
    auth: 'admin',
    permission: 'refunds',
    input: refundListQuery,
    handler: allRefunds,
  });
  route(app, {
    method: 'POST',
    url: '/refunds/decide',
    summary: 'Decide an escalated request, last',
    tags: ['admin'],
    auth: 'admin',
    permission: 'refunds',
    input: refundDecideBody,
    handler: adminDecide,
  });
}
