// Builds the caller's context for the `auth` a route declares (lib/ctx.ts). Sellers' routes refuse
// everyone who is not a seller, admins' routes everyone who is not an operator (2000040, spec §6:
// "no permission to access the current page"); an operator is not a seller unless they are one.
import { type AdminPermission, may } from '@polymart/contract';
import type { FastifyRequest } from 'fastify';
import { sellerShopIds } from '../db/ownership.ts';
import { authenticate } from '../modules/accounts/sessions.service.ts';
import { staffRole } from '../modules/staff/staff.service.ts';
import type { AdminCtx, Auth, Ctx, OptionalCtx, SellerCtx, UserCtx } from './ctx.ts';
import { AppError } from './errors.ts';

const tokenOf = (req: FastifyRequest) => {
  const header = req.headers['access-token'];
  return typeof header === 'string' && header ? header : undefined;
};

export async function resolveCaller(
  req: FastifyRequest,
  auth: Auth,
  permission?: AdminPermission,
): Promise<Ctx | OptionalCtx | UserCtx | SellerCtx | AdminCtx> {
  const base = req.ctx;
  if (auth === 'none') return base;
  const token = tokenOf(req);
  if (auth === 'optional') return token ? { ...base, user: await authenticate(base, token) } : base;
  if (!token) throw new AppError('NOT_LOGGED_IN');
  const user = await authenticate(base, token);
  const ctx: UserCtx = { ...base, user, token };
  if (auth === 'user') return ctx;
  if (auth === 'seller') {
    if (user.role !== 'seller') throw new AppError('NO_PERMISSION');
    return { ...ctx, sellerId: user.id, shopIds: await sellerShopIds(base.db, user.id) } satisfies SellerCtx;
  }
  if (user.role !== 'admin') throw new AppError('NO_PERMISSION');
  // read on every request: a changed role holds at once, in every process
  const role = await staffRole(base.db, user.id);
  const admin: AdminCtx = { ...ctx, staff: user, role, can: (p) => may(role, p) };
  if (permission && !admin.can(permission)) throw new AppError('NO_PERMISSION');
  return admin;
}
