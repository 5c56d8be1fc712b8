import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { route } from '../../lib/route.ts';

export function healthRoutes(app: FastifyInstance, database: Database) {
  route(app, {
    method: 'GET',
    url: '/health',
    summary: 'Liveness and database reachability',
    tags: ['system'],
    handler: async (ctx) => {
      await ctx.db.execute(sql`SELECT 1`);
      return { status: 'ok', engine: database.engine, uptime_s: Math.round(process.uptime()) };
    },
  });
}
