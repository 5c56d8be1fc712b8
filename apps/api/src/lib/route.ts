// One call declares a route: method, path, schemas, limits and handler (DESIGN §7). Input from the
// path, the query string and the body (form, JSON or multipart) is merged into one object and
// validated with the contract's zod schemas; the handler's return value becomes `data` of the
// success envelope. The same schemas feed the OpenAPI document.
import { ERRORS, type ErrorName } from '@polymart/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { z } from 'zod';
import { authenticate } from '../modules/accounts/sessions.service.ts';
import type { Ctx } from './ctx.ts';
import { withDeadline } from './deadline.ts';
import { AppError } from './errors.ts';
import { dropEmpty, parseInput } from './validate.ts';

type AnyObject = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface RouteSpec<P extends AnyObject, I extends AnyObject, Out> {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  summary: string;
  tags: string[];
  params?: P;
  input?: I;
  /** Requests per minute per client address; routes without it are not limited. */
  rateLimit?: { max: number; timeWindow?: number };
  /** Who may call it: any signed-in user, or only sellers or admins (spec §6). */
  auth?: 'user' | 'seller' | 'admin';
  /** The code bad input answers with, where the spec names one (registration 1100001 ...). */
  invalidCode?: ErrorName;
  handler: (ctx: Ctx, input: z.output<P> & z.output<I>, req: FastifyRequest, reply: FastifyReply) => Promise<Out>;
}

const EMPTY = z.object({});

function jsonSchema(schema: z.ZodType) {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
}

export function route<P extends AnyObject, I extends AnyObject, Out>(app: FastifyInstance, spec: RouteSpec<P, I, Out>) {
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
      ...(spec.params ? { params: jsonSchema(params) } : {}),
      ...(spec.input ? (readsBody ? { body: jsonSchema(input) } : { querystring: jsonSchema(input) }) : {}),
    },
    config: spec.rateLimit ? { rateLimit: { timeWindow: 60_000, ...spec.rateLimit } } : {},
    async handler(req, reply) {
      const ctx = req.ctx;
      if (spec.auth) await requireRole(ctx, spec.auth, req.headers['access-token']);
      const pathValues = parseInput(params, dropEmpty(req.params), spec.invalidCode);
      const merged = { ...dropEmpty(req.query), ...dropEmpty(req.body) };
      const values = parseInput(input, merged, spec.invalidCode);
      const data = await withDeadline(
        ctx.config.requestTimeoutMs,
        spec.handler(ctx, { ...values, ...pathValues } as z.output<P> & z.output<I>, req, reply),
      );
      if ((data as unknown) === reply || reply.sent) return reply;
      return reply.type('application/json; charset=utf-8').send(successBody(data));
    },
  });
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

/** Resolves the session, then checks the role: sellers' and admins' routes refuse the others. */
async function requireRole(ctx: Ctx, need: 'user' | 'seller' | 'admin', header: string | string[] | undefined) {
  const token = typeof header === 'string' ? header : undefined;
  ctx.user = await authenticate(ctx, token);
  ctx.token = token;
  const allowed = need === 'user' || ctx.user.role === 'admin' || ctx.user.role === need;
  if (!allowed) throw new AppError('NO_PERMISSION');
}
