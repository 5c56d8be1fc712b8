// Flash-deal campaigns in the admin area, under /api/admin (permission `promotions`). Enrolments are
// decided in the approval inbox (type 700, inbox.admin.routes.ts).
import { campaignBody, campaignIdParams, campaignListQuery } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { getCampaign, listCampaigns, saveCampaign } from './campaigns.service.ts';

export function promotionsAdminRoutes(app: FastifyInstance) {
  const tags = ['admin promotions'];
  route(app, {
    method: 'GET',
    url: '/campaigns',
    summary: 'Flash-deal campaigns, latest end first, with their enrolment counts and units sold',
    tags,
    auth: 'admin',
    permission: 'promotions',
    input: campaignListQuery,
    handler: listCampaigns,
  });
  route(app, {
    method: 'GET',
    url: '/campaigns/:campaign_id',
    summary: 'One flash-deal campaign with its titles in every language',
    tags,
    auth: 'admin',
    permission: 'promotions',
    params: campaignIdParams,
    handler: (ctx, q) => getCampaign(ctx, q.campaign_id),
  });
  route(app, {
    method: 'POST',
    url: '/campaigns',
    summary:
      'Create (no id: English title, starts_at and ends_at required) or change a flash-deal campaign (audited; the storefront cache is cleared)',
    tags,
    auth: 'admin',
    permission: 'promotions',
    input: campaignBody,
    handler: saveCampaign,
  });
}
