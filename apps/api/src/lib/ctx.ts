// What a service needs from the caller (DESIGN §7), one type per kind of caller. A route declares
// who may call it and lib/route.ts builds the matching context before the handler runs, so a
// handler never sees a caller it did not ask for and nothing is filled in later by mutation:
//   auth 'none'      Ctx          no caller (a token, if sent, is not even read)
//   auth 'optional'  OptionalCtx  the caller when a valid token came, else none
//   auth 'user'      UserCtx      any signed-in user
//   auth 'seller'    SellerCtx    a seller, with their shops resolved once
//   auth 'admin'     AdminCtx     an operator, with the permission check
import type { AdminPermission, LangCode, StaffRole } from '@polymart/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Cache } from './cache.ts';

export interface Ctx {
  db: Db;
  lang: LangCode;
  currency: string;
  cache: Cache;
  config: Config;
  log: FastifyBaseLogger;
  /** Absolute base url of images (spec §7: relative image paths get a base url prefix). */
  staticBase: string;
  /** Public origin of the storefront ('' when links stay relative: lib/public-url.ts). */
  origin: string;
  /** Where the seller area lives (the seller link's base). */
  sellerBase: string;
  /** The client's address (login throttling counts per address). */
  ip: string;
}

export type Role = 'customer' | 'seller' | 'admin';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}

export interface OptionalCtx extends Ctx {
  user?: SessionUser;
}

export interface UserCtx extends Ctx {
  user: SessionUser;
  /** The caller's session token (logout revokes it; a password change keeps only it). */
  token: string;
}

export interface SellerCtx extends UserCtx {
  /** The seller's user id: seller reads put it in their WHERE through db/ownership.ts. */
  sellerId: number;
  /** The seller's shops, resolved once per request. */
  shopIds: number[];
}

export interface AdminCtx extends UserCtx {
  /** The operator acting; decisions and the audit trail name them. */
  staff: SessionUser;
  /** Their staff role (contract staff.ts); null for an operator taken out of the staff. */
  role: StaffRole | null;
  /** Whether the operator's role holds a permission. */
  can(permission: AdminPermission): boolean;
}

export type Auth = 'none' | 'optional' | 'user' | 'seller' | 'admin';

export type CtxFor<A extends Auth> = A extends 'user'
  ? UserCtx
  : A extends 'seller'
    ? SellerCtx
    : A extends 'admin'
      ? AdminCtx
      : A extends 'optional'
        ? OptionalCtx
        : Ctx;
