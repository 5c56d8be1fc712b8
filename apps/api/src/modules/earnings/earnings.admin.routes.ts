// Operators' side of sellers' money, under /api/admin: commission rules and sellers' debts (the
// finance permission to change, money_read to read), the payouts file for the bank (wallet).
import { commissionRuleBody, payoutExportQuery, sellerDebtsQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.ts';
import { route } from '../../lib/route.ts';
import { commissionRules, setCommissionRule } from './commission.service.ts';
import { sellerDebts } from './debts.read.ts';
import { payoutsCsv } from './payouts.export.ts';

export function commissionAdminRoutes(app: FastifyInstance) {
  const tags = ['admin finance'];
  route(app, {
    method: 'GET',
    url: '/commission',
    summary: 'Commission rules: global, per category, per shop (the most specific wins)',
    tags,
    auth: 'admin',
    permission: 'money_read',
    handler: commissionRules,
  });
  route(app, {
    method: 'POST',
    url: '/commission',
    summary: 'Sets or removes one commission rule (audited); answers the rules',
    tags,
    auth: 'admin',
    permission: 'finance',
    input: commissionRuleBody,
    rateLimit: { max: 30 },
    handler: setCommissionRule,
  });
  route(app, {
    method: 'GET',
    url: '/payouts/export',
    summary: 'Approved withdrawals as CSV for a bank’s bulk-payment upload (text/csv), by the day approved',
    tags,
    auth: 'admin',
    permission: 'wallet',
    input: payoutExportQuery,
    handler: async (ctx, q, _req, reply) => sendCsv(reply, 'payouts', await payoutsCsv(ctx, q)),
  });
  route(app, {
    method: 'GET',
    url: '/finance/debts',
    summary:
      'Sellers who owe the platform, the largest debt first, with since when and whether cash on delivery is stopped',
    tags,
    auth: 'admin',
    permission: 'finance',
    input: sellerDebtsQuery,
    handler: sellerDebts,
  });
}
