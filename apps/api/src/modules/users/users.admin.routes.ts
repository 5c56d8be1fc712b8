// People under /api/admin (issue 15): search, one person's page, ban and unban (permission `users`).
import { adminUsersQuery, banBody, unbanBody, userIdParams } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { banUser, unbanUser } from './users.admin.service.ts';
import { listUsers, userDetail } from './users.read.ts';

export function usersAdminRoutes(app: FastifyInstance) {
  const tags = ['admin users'];
  route(app, {
    method: 'GET',
    url: '/users',
    summary:
      'People by part of their email, name or phone (`q`), role and ban state, newest first, with their order count and wallet balance',
    tags,
    auth: 'admin',
    permission: 'users',
    input: adminUsersQuery,
    handler: listUsers,
  });
  route(app, {
    method: 'GET',
    url: '/users/:id',
    summary:
      'One person: profile, staff role, ban (reason, who, when), latest orders, wallet and its movements, notices, live sessions (never a token)',
    tags,
    auth: 'admin',
    permission: 'users',
    params: userIdParams,
    handler: (ctx, q) => userDetail(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/users/:id/ban',
    summary:
      'Bans the account with a reason: its sessions end at once and signing in answers 2000051; not one’s own nor an owner’s (2000052); audited',
    tags,
    auth: 'admin',
    permission: 'users',
    params: userIdParams,
    input: banBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => banUser(ctx, q.id, q.reason),
  });
  route(app, {
    method: 'POST',
    url: '/users/:id/unban',
    summary: 'Lifts the ban (reason optional); the person signs in again; audited',
    tags,
    auth: 'admin',
    permission: 'users',
    params: userIdParams,
    input: unbanBody,
    rateLimit: { max: 60 },
    handler: (ctx, q) => unbanUser(ctx, q.id, q.reason),
  });
}
