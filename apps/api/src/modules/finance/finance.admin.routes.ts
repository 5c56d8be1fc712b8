// The operators' finance view, under /api/admin (the finance permission, like commission rules).
import { financeQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { financeReport } from './finance.read.ts';

export function financeAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/finance',
    summary:
      'Finance of a period of UTC days (from/to, default the last 30): sales, commission, payouts per day and in total, balances at its end, the ledger check',
    tags: ['admin finance'],
    auth: 'admin',
    permission: 'money_read',
    input: financeQuery,
    handler: financeReport,
  });
}
