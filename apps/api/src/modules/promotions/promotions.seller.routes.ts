// A seller's enrolments in flash-deal campaigns, under /api/seller.
import { enrolmentBody, enrolmentIdParams, enrolmentListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { enrol, myEnrolments, openCampaigns, withdrawEnrolment } from './enrolments.service.ts';

export function promotionsSellerRoutes(app: FastifyInstance) {
  const tags = ['seller flash deals'];
  route(app, {
    method: 'GET',
    url: '/flash/campaigns',
    summary: 'Flash-deal campaigns open for enrolment (switched on, upcoming or running)',
    tags,
    auth: 'seller',
    handler: openCampaigns,
  });
  route(app, {
    method: 'GET',
    url: '/flash/enrolments',
    summary: "The seller's shops' enrolments with their states and units sold",
    tags,
    auth: 'seller',
    input: enrolmentListQuery,
    handler: myEnrolments,
  });
  route(app, {
    method: 'POST',
    url: '/flash/enrolments',
    summary:
      'Enrol a product of your shop on sale with a deal price below its price and a quantity (2000070 campaign not open, 2000071 price not below, 2000073 enrolled already)',
    tags,
    auth: 'seller',
    input: enrolmentBody,
    handler: enrol,
  });
  route(app, {
    method: 'POST',
    url: '/flash/enrolments/:enrolment_id/withdraw',
    summary: 'Withdraw a pending enrolment of your shop (2000074 once decided; 2000019 for another seller’s)',
    tags,
    auth: 'seller',
    params: enrolmentIdParams,
    handler: (ctx, q) => withdrawEnrolment(ctx, q.enrolment_id),
  });
}
