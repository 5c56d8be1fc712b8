// One call declares a route: method, path, who may call it, schemas, limits and handler (DESIGN §7).
// Input from the path, the query string and the body (form, JSON or multipart) is merged into one
// object and validated with the contract's zod schemas; the handler's return value becomes `data`
// of the success envelope. The same schemas feed the OpenAPI document.
//
// `auth` is required and decides the type of the handler's `ctx` (lib/ctx.ts): a seller route
// gets the seller's id and shops, an admin route the operator and a permission check. The caller
// is resolved here, once, before the input is read.
import { type AdminPermission, ERRORS, type ErrorName } from '@polymart/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { sessionUserId } from '../modules/accounts/sessions.service.ts';
import type { Auth, CtxFor } from './ctx.ts';
import { withDeadline } from './deadline.ts';
import { resolveCaller } from './guards.ts';
import { dropEmpty, parseInput } from './validate.ts';

type AnyObject = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface RouteSpec<A extends Auth, P extends AnyObject, I extends AnyObject, Out> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  summary: string;
  tags: string[];
  /** Who may call it (spec §6): everyone, everyone with an optional session, users, sellers, admins. */
  auth: A;
  /** The operator's permission an admin route needs. */
  permission?: A extends 'admin' ? AdminPermission : never;
  params?: P;
  input?: I;
  /** Requests per minute per caller (user id when signed in, else client address). */
  rateLimit?: { max: number; timeWindow?: number };
  /** The code bad input answers with, where the spec names one (registration 1100001 ...). */
  invalidCode?: ErrorName;
  handler: (ctx: CtxFor<A>, input: z.output<P> & z.output<I>, req: FastifyRequest, reply: FastifyReply) => Promise<Out>;
}

const EMPTY = z.object({});

function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

export function route<A extends Auth, P extends AnyObject, I extends AnyObject, Out>(
  app: FastifyInstance,
  spec: RouteSpec<A, P, I, Out>,
) {
  const methods = Array.isArray(spec.method) ? spec.method : [spec.method];
  const params = spec.params ?? EMPTY;
  const input = spec.input ?? EMPTY;
  const readsBody = methods.some((m) => m !== 'GET' && m !== 'HEAD');
  app.route({
    method: spec.method,
    url: spec.url,
    schema: {
      summary: spec.summary,
      tags: spec.tags,
      // read by the authorization matrix test and the docs: who may call each operation
      'x-auth': spec.auth,
      ...(spec.permission ? { 'x-permission': spec.permission } : {}),
      ...(spec.auth === 'none' ? {} : { security: [{ token: [] }] }),
      ...(spec.params ? { params: jsonSchema(params) } : {}),
      ...(spec.input ? (readsBody ? { body: jsonSchema(input) } : { querystring: jsonSchema(input) }) : {}),
    },
    config: spec.rateLimit ? { rateLimit: { timeWindow: 60_000, keyGenerator: limitKey, ...spec.rateLimit } } : {},
    async handler(req, reply) {
      req.handlerStarted = true;
      const ctx = (await resolveCaller(req, spec.auth, spec.permission)) as CtxFor<A>;
      const pathValues = parseInput(params, dropEmpty(req.params), spec.invalidCode);
      const merged = { ...dropEmpty(req.query), ...dropEmpty(req.body) };
      const values = parseInput(input, merged, spec.invalidCode);
      const data = await withDeadline(
        req.ctx.config.requestTimeoutMs,
        spec.handler(ctx, { ...values, ...pathValues } as z.output<P> & z.output<I>, req, reply),
      );
      if ((data as unknown) === reply || reply.sent) return reply;
      return reply.type('application/json; charset=utf-8').send(successBody(data));
    },
  });
}

/**
 * Limits count per signed-in user (all their sessions and addresses together), else per client
 * address: a buyer cannot multiply an allowance by signing in again, nor use up a neighbour's.
 */
export async function limitKey(req: FastifyRequest): Promise<string> {
  const token = req.headers['access-token'];
  const userId = typeof token === 'string' && token ? await sessionUserId(req.ctx.db, token) : undefined;
  return userId ? `user:${userId}` : `ip:${req.ip}`;
}

// Cached answers are shared, immutable objects: their JSON is kept beside them, so a warm read
// costs no serialization. Anything else is serialized as it comes.
const serialized = new WeakMap<object, string>();
const SUCCESS_PREFIX = `{"code":${ERRORS.SUCCESS.code},"message":"${ERRORS.SUCCESS.message}","data":`;

function successBody(data: unknown): string {
  if (data === null || data === undefined) return `${SUCCESS_PREFIX}null}`;
  if (typeof data !== 'object') return `${SUCCESS_PREFIX}${JSON.stringify(data)}}`;
  let json = serialized.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    serialized.set(data, json);
  }
  return `${SUCCESS_PREFIX}${json}}`;
}
