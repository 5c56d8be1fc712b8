// Refund requests the seller's shops received, under /api/seller.
import { refundDecideBody, refundListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { receivedRefunds, sellerDecide } from './refund-decide.service.ts';

export function refundSellerRoutes(app: FastifyInstance) {
  const tags = ['seller refunds'];
  route(app, {
    method: 'GET',
    url: '/refund/received',
    summary: "Refund requests for the seller's shops",
    tags,
    auth: 'seller',
    input: refundListQuery,
    handler: receivedRefunds,
  });
  route(app, {
    method: 'POST',
    url: '/refund/decide',
    summary: 'Approve (wallet credited, stock back) or reject a pending request, with a remark',
    tags,
    auth: 'seller',
    input: refundDecideBody,
    handler: sellerDecide,
  });
}
