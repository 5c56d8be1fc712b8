// The authorization matrix's entries for issue 16's tickets routes (matrix.ts spreads them in).
// A ticket is the caller's own (found by id AND the caller), so its paths are 'own account'; the
// other user's ticket ids, orders and photos are tried in tickets.test.ts.
import type { Entry } from './matrix.ts';

const OPEN = { subject: 'Matrix ticket', message: 'Matrix message', category: 'order' };
const admin = (input?: Record<string, unknown>): Entry => ({
  access: 'admin',
  owns: 'none',
  permission: 'support',
  ...(input ? { input } : {}),
});

export const TICKETS_MATRIX: Record<string, Entry> = {
  // an order_id of the other side's buyer (or shop) is refused with 2000019
  'POST /api/customer/tickets': { access: 'user', owns: 'order of buyer', input: OPEN },
  'GET /api/customer/tickets': { access: 'user', owns: 'own account' },
  'GET /api/customer/tickets/{id}': { access: 'user', owns: 'own account' },
  'POST /api/customer/tickets/{id}/reply': { access: 'user', owns: 'own account', input: { message: 'Matrix reply' } },
  'GET /api/admin/tickets': admin(),
  'GET /api/admin/tickets/{id}': admin(),
  'POST /api/admin/tickets/{id}/assign': admin(),
  'POST /api/admin/tickets/{id}/reply': admin({ message: 'Matrix answer' }),
  'POST /api/admin/tickets/{id}/state': admin({ state: 'open' }),
};
