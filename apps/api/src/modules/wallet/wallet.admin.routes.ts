// Operators review top-up and withdrawal requests, under /api/admin.
import { adminWalletDecideBody, adminWalletRequestsQuery, idParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { decideRequest, listRequests } from './wallet-admin.service.ts';

export function walletAdminRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/wallet/requests',
    summary: 'Requests to review (pending by default)',
    tags: ['admin'],
    auth: 'admin',
    permission: 'wallet',
    input: adminWalletRequestsQuery,
    handler: listRequests,
  });
  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    route(app, {
      method: 'POST',
      url: `/wallet/requests/:id/${action}`,
      summary: `${approve ? 'Approve' : 'Reject'} a request (once)`,
      tags: ['admin'],
      auth: 'admin',
      permission: 'wallet',
      params: idParams,
      input: adminWalletDecideBody,
      handler: (ctx, q) => decideRequest(ctx, q.id, approve, q.remark, q.reference),
    });
  }
}
