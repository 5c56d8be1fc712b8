// A seller's money, under /api/seller: balances, earnings per order, the merchant account's
// history (and CSV), withdrawals and the debt.
import {
  sellerDebtPaymentBody,
  sellerDebtSettleBody,
  sellerEarningsQuery,
  sellerLedgerQuery,
  sellerPayoutsQuery,
  sellerWithdrawBody,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { sendCsv } from '../../lib/csv.ts';
import { route } from '../../lib/route.ts';
import { sellerLedger, sellerLedgerCsv } from './earnings.ledger.ts';
import { sellerBalance, sellerEarnings } from './earnings.read.ts';
import { requestDebtPayment, requestPayout, sellerPayouts, settleDebt } from './payouts.service.ts';

export function earningsSellerRoutes(app: FastifyInstance) {
  const tags = ['seller money'];
  route(app, {
    method: 'GET',
    url: '/balance',
    summary:
      "The seller's balances: pending (on hold), available, frozen, debt; what may be withdrawn; cash on delivery",
    tags,
    auth: 'seller',
    handler: sellerBalance,
  });
  route(app, {
    method: 'GET',
    url: '/earnings',
    summary: 'One earning per completed order of the seller’s shops, newest first, by state',
    tags,
    auth: 'seller',
    input: sellerEarningsQuery,
    handler: sellerEarnings,
  });
  route(app, {
    method: 'GET',
    url: '/ledger',
    summary: 'The merchant account’s movements, newest first, by kind, direction and days',
    tags,
    auth: 'seller',
    input: sellerLedgerQuery,
    handler: sellerLedger,
  });
  route(app, {
    method: 'GET',
    url: '/ledger/export',
    summary: 'The same movements as CSV (text/csv), oldest first',
    tags,
    auth: 'seller',
    input: sellerLedgerQuery,
    handler: async (ctx, q, _req, reply) => sendCsv(reply, 'statement', await sellerLedgerCsv(ctx, q)),
  });
  route(app, {
    method: 'POST',
    url: '/withdraw',
    summary: 'A withdrawal of the available balance (less the debt) to the profile’s bank account or wallet address',
    tags,
    auth: 'seller',
    input: sellerWithdrawBody,
    handler: requestPayout,
  });
  route(app, {
    method: 'GET',
    url: '/withdrawals',
    summary: 'The seller’s withdrawals and offline debt payments, newest first',
    tags,
    auth: 'seller',
    input: sellerPayoutsQuery,
    handler: sellerPayouts,
  });
  route(app, {
    method: 'POST',
    url: '/debt/settle',
    summary: 'Pays the debt from the available balance (all it can cover, or `amount`)',
    tags,
    auth: 'seller',
    input: sellerDebtSettleBody,
    handler: (ctx, q) => settleDebt(ctx, q.amount),
  });
  route(app, {
    method: 'POST',
    url: '/debt/payment',
    summary: 'An offline payment of the debt with its proof, for an operator to confirm (inbox 500)',
    tags,
    auth: 'seller',
    input: sellerDebtPaymentBody,
    rateLimit: { max: 30 },
    handler: requestDebtPayment,
  });
}
