// The affiliate programme's paths (issue 16): the customer's own figures and earnings, the public
// click counter of share links, and the operators' view and switch (admin area).
import { affiliateClickBody, affiliateEarningsQuery, affiliateQuery, affiliateSwitchBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { affiliateAdmin, switchAffiliate } from './affiliate.admin.ts';
import { affiliateEarnings, affiliateOverview, recordClick } from './affiliate.service.ts';

export function affiliateRoutes(app: FastifyInstance) {
  const tags = ['affiliate'];
  route(app, {
    method: 'GET',
    url: '/customer/affiliate',
    summary:
      "The caller's invitation code, share links (null while the programme is paused), clicks, registrations, orders, earnings pending and paid, all time and per day (days=7|30)",
    tags,
    auth: 'user',
    input: affiliateQuery,
    handler: (ctx, q) => affiliateOverview(ctx, q.days),
  });
  route(app, {
    method: 'GET',
    url: '/customer/affiliate/earnings',
    summary: "The caller's shares of referred customers' orders, newest first (order masked, buyer's initial only)",
    tags,
    auth: 'user',
    input: affiliateEarningsQuery,
    handler: affiliateEarnings,
  });
  route(app, {
    method: 'POST',
    url: '/customer/affiliate/click',
    summary:
      "Counts a visit through a share link: once per visitor, code and UTC day; never the owner's own (answers counted)",
    tags,
    auth: 'optional',
    input: affiliateClickBody,
    rateLimit: { max: 30 },
    handler: (ctx, q) => recordClick(ctx, q.code),
  });
}

export function affiliateAdminRoutes(app: FastifyInstance) {
  const tags = ['admin finance'];
  route(app, {
    method: 'GET',
    url: '/finance/affiliate',
    summary: 'The affiliate programme: on or off, its terms, referrals, shares paid, pending, reversed and unrecovered',
    tags,
    auth: 'admin',
    permission: 'money_read',
    handler: affiliateAdmin,
  });
  route(app, {
    method: 'POST',
    url: '/finance/affiliate',
    summary: 'Turns the affiliate programme on or off (audited as setting.update, key affiliate_enabled)',
    tags,
    auth: 'admin',
    permission: 'finance',
    input: affiliateSwitchBody,
    handler: (ctx, q) => switchAffiliate(ctx, q.enabled),
  });
}
