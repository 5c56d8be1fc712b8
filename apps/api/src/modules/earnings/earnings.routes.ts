// Commission rules under /api/admin; a seller's balance and earnings under /api/seller.
import { commissionRuleBody, sellerEarningsQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { commissionRules, setCommissionRule } from './commission.service.ts';
import { sellerBalance, sellerEarnings } from './earnings.read.ts';

export function commissionAdminRoutes(app: FastifyInstance) {
  const tags = ['admin finance'];
  route(app, {
    method: 'GET',
    url: '/commission',
    summary: 'Commission rules: global, per category, per shop (the most specific wins)',
    tags,
    auth: 'admin',
    permission: 'finance',
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
}

export function earningsSellerRoutes(app: FastifyInstance) {
  const tags = ['seller money'];
  route(app, {
    method: 'GET',
    url: '/balance',
    summary: "The seller's balances: pending (on hold), available, frozen",
    tags,
    auth: 'seller',
    handler: sellerBalance,
  });
  route(app, {
    method: 'GET',
    url: '/earnings',
    summary: 'One earning per completed order of the seller’s shops, newest first',
    tags,
    auth: 'seller',
    input: sellerEarningsQuery,
    handler: sellerEarnings,
  });
}
