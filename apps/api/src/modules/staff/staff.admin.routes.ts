// Staff and their roles, under /api/admin (issue 15).
import { staffBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { changeStaff, listStaff, staffSelf } from './staff.service.ts';

export function staffAdminRoutes(app: FastifyInstance, mailer: Mailer) {
  const tags = ['admin staff'];
  route(app, {
    method: 'GET',
    url: '/me',
    summary: 'The signed-in operator’s role and the permissions it gives (the admin area shows what they may use)',
    tags,
    auth: 'admin',
    handler: staffSelf,
  });
  route(app, {
    method: 'GET',
    url: '/staff',
    summary: 'The staff and their roles, owners first',
    tags,
    auth: 'admin',
    permission: 'staff',
    handler: listStaff,
  });
  route(app, {
    method: 'POST',
    url: '/staff',
    summary:
      'Invites an email with a role (a new one gets an account and the code to set its password), changes the role, or removes (`remove`); the last owner stays (audited)',
    tags,
    auth: 'admin',
    permission: 'staff',
    input: staffBody,
    rateLimit: { max: 30 },
    handler: (ctx, q) => changeStaff(ctx, mailer, q),
  });
}
