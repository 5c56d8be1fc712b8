import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/route.ts';

export function healthRoutes(app: FastifyInstance, database: Database) {
  // Liveness: the process answers. Cheap enough for a load balancer to call often.
  route(app, {
    method: 'GET',
    url: '/health',
    summary: 'Liveness: the process is up',
    tags: ['system'],
    auth: 'none',
    handler: async () => ({ status: 'ok', uptime_s: Math.round(process.uptime()) }),
  });
  // Readiness: the database answers too.
  route(app, {
    method: 'GET',
    url: '/health/ready',
    summary: 'Readiness: the database is reachable',
    tags: ['system'],
    auth: 'none',
    handler: async (ctx) => {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ready', engine: database.engine };
    },
  });
}
