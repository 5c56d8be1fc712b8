import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { countryDetail, listCountries } from './geo.service.ts';

const input = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'an ISO 3166 country code')
    .transform((v) => v.toUpperCase())
    .optional(),
  q: z.string().trim().max(60).optional(),
});

export function geoRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/citys',
    summary: 'Countries; or, with country, its states and its cities (q filters by first letters)',
    tags: ['addresses'],
    auth: 'none',
    input,
    handler: async (ctx, q) =>
      q.country ? countryDetail(ctx.lang, q.country, q.q) : { countries: listCountries(ctx.lang) },
  });
}
