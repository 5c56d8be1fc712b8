// Applies RATE_LIMITS's rules (rate-limit-rules.ts) to the routes as they are registered.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RateLimitRules, RouteLimit } from './rate-limit-rules.ts';
import { limitKey } from './route.ts';

/** `/api/search/:keyword` as the OpenAPI document writes it: `/api/search/{keyword}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * Rewrites each route's limit by the rules as it is registered. Must be installed before the
 * rate-limit plugin, whose own onRoute hook reads the limit once.
 */
export function applyRateLimitRules(app: FastifyInstance, rules: RateLimitRules) {
  const used = new Set<string>();
  app.addHook('onRoute', (opts: RouteOptions) => {
    const path = openApiPath(opts.url ?? '');
    const methods = [opts.method].flat();
    const key = [...methods.map((m) => `${m} ${path}`), path].find((k) => k in rules.routes);
    const config = (opts.config ?? {}) as { rateLimit?: RouteLimit & Record<string, unknown> };
    let limit = config.rateLimit;
    if (key !== undefined) {
      used.add(key);
      const rule = rules.routes[key]!;
      // a route without a limit of its own counts per caller like the others (lib/route.ts's key)
      limit = rule === false ? undefined : { ...(limit ?? { timeWindow: 60_000, keyGenerator: limitKey }), ...rule };
    } else if (limit && rules.scale !== 1) {
      limit = { ...limit, max: Math.max(1, Math.round(limit.max * rules.scale)) };
    }
    opts.config = { ...config, rateLimit: limit };
    if (!limit) delete (opts.config as { rateLimit?: unknown }).rateLimit;
    if (limit && opts.schema)
      (opts.schema as Record<string, unknown>)['x-rate-limit'] = {
        max: limit.max,
        window_s: Math.round((limit.timeWindow ?? 60_000) / 1000),
      };
  });
  app.addHook('onReady', async () => {
    const unknown = Object.keys(rules.routes).filter((k) => !used.has(k));
    if (unknown.length) throw new Error(`RATE_LIMITS names routes that do not exist: ${unknown.join(', ')}`);
  });
}
