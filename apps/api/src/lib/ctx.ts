// What a service needs from the caller: the database, the caller's language and currency, the
// cache, the config. Services take it first (DESIGN §7).
import type { LangCode } from '@polymart/contract';
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
  /** Origin of this request as the client sees it (links such as seller_url). */
  origin: string;
  /** The signed-in user, on routes that need one (lib/route.ts resolves it). */
  user?: SessionUser;
  /** The caller's raw session token, when the route resolved a user. */
  token?: string;
}

export type Role = 'customer' | 'seller' | 'admin';

export interface SessionUser {
  id: number;
  email: string;
  name: string;
  role: Role;
}
