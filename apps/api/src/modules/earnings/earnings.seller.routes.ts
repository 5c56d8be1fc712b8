// A seller's balance and earnings, under /api/seller.
import { sellerEarningsQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { sellerBalance, sellerEarnings } from './earnings.read.ts';

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
