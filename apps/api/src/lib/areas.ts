// The API's three areas (DESIGN §2): the store under /api, the seller area under /api/seller and
// the admin area under /api/admin. Each area is registered with its guard: at start-up every route
// is checked against the callers its area admits, so a seller or admin path cannot be declared
// open by mistake, and a store path cannot ask for a seller or an operator.
import type { FastifyInstance } from 'fastify';
import type { Auth } from './ctx.ts';

export type Area = 'store' | 'seller' | 'admin';

const PREFIX: Record<Area, string> = { store: '/api', seller: '/api/seller', admin: '/api/admin' };
const ADMITS: Record<Area, readonly Auth[]> = {
  store: ['none', 'optional', 'user'],
  seller: ['seller'],
  admin: ['admin'],
};
/** The seller area's doors: exchanging a one-time code for a session needs no session yet. */
const SELLER_ENTRIES = ['/api/seller/session/exchange'];

export async function registerArea(app: FastifyInstance, area: Area, register: (api: FastifyInstance) => void) {
  await app.register(
    async (api) => {
      api.addHook('onRoute', (opts) => {
        const auth = (opts.schema as { 'x-auth'?: Auth } | undefined)?.['x-auth'];
        if (!auth) return; // framework routes (documentation, HEAD twins) declare none
        const foreign = area === 'store' && /^\/api\/(seller|admin)(\/|$)/.test(opts.url);
        const admitted =
          !foreign && (ADMITS[area].includes(auth) || (area === 'seller' && SELLER_ENTRIES.includes(opts.url)));
        if (!admitted)
          throw new Error(`${opts.method} ${opts.url}: auth '${auth}' does not belong in the ${area} area`);
      });
      register(api);
    },
    { prefix: PREFIX[area] },
  );
}
