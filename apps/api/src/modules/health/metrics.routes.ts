// GET /api/metrics: this process's Prometheus metrics for a scraper holding METRICS_TOKEN (as
// `Authorization: Bearer <token>`). Without a token configured it refuses everyone: metrics name
// routes, volumes and errors, which are not public. Refusals answer the envelope like any other.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors.ts';
import type { Metrics } from '../../lib/metrics.ts';
import { route } from '../../lib/route.ts';

function tokenMatches(expected: string | undefined, header: string | undefined): boolean {
  const bearer = typeof header === 'string' ? /^Bearer +(\S+)$/i.exec(header) : null;
  if (!expected || !bearer) return false;
  const given = Buffer.from(bearer[1]!);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function metricsRoutes(app: FastifyInstance, metrics: Metrics | undefined) {
  route(app, {
    method: 'GET',
    url: '/metrics',
    summary: 'Prometheus metrics of this process (header Authorization: Bearer METRICS_TOKEN)',
    tags: ['system'],
    auth: 'none',
    // a scraper calls a few times a minute; this only slows down guessing the token
    rateLimit: { max: 120 },
    handler: async (ctx, _input, req, reply) => {
      if (!metrics || !tokenMatches(ctx.config.metricsToken, req.headers.authorization)) return fail('NO_PERMISSION');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  });
}
