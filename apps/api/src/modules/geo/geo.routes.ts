import { placesBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { countryDetail, listCountries } from './geo.service.ts';

export function geoRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/citys',
    summary: 'Countries; or, with country, its states and its cities (q filters by first letters)',
    tags: ['addresses'],
    auth: 'none',
    input: placesBody,
    handler: async (ctx, q) =>
      q.country ? countryDetail(ctx.lang, q.country, q.q) : { countries: listCountries(ctx.lang) },
  });
}
