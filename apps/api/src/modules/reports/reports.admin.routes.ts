// The dashboard and the reports, under /api/admin (issue 15). The dashboard is for every staff
// member (it leaves the amounts out for a role that reads no money); the reports need 'reports'.
import { reportParams, reportQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { adminDashboard } from './dashboard.read.ts';
import { report, sendReportCsv } from './reports.read.ts';

export function reportsAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/dashboard',
    summary:
      'Today, 7 and 30 days: sales, orders, sign-ups, new shops (and the 30 days one by one); requests waiting per inbox type; the month’s top shops, products and categories; searches that found nothing. Amounts only for a role that reads money',
    tags: ['admin reports'],
    auth: 'admin',
    handler: adminDashboard,
  });
  route(app, {
    method: 'GET',
    url: '/reports/:name',
    summary:
      'A report of a period of UTC days (from/to, default the last 30, at most 367): columns, rows and totals, or the same rows as CSV with format=csv',
    tags: ['admin reports'],
    auth: 'admin',
    permission: 'reports',
    params: reportParams,
    input: reportQuery,
    handler: async (ctx, q, _req, reply) => {
      const answer = await report(ctx, q.name, q);
      return q.format === 'csv' ? sendReportCsv(reply, answer) : answer;
    },
  });
}
