// Admin routes of the matrix (matrix-admin.ts): users: search, detail, ban.
import type { Entry } from './matrix.ts';

/**
 * Ban and unban are tried on an id that does not exist: the matrix's callers are real accounts it
 * goes on using, and a ban would end their sessions (admin-users.test.ts bans for real).
 */
const NOBODY = { id: 999_999_999, reason: 'matrix' };

export const ADMIN_PEOPLE: Record<string, Entry> = {
  'GET /api/admin/users': { access: 'admin', permission: 'users', owns: 'none' },
  'GET /api/admin/users/{id}': { access: 'admin', permission: 'users', owns: 'none' },
  'POST /api/admin/users/{id}/ban': { access: 'admin', permission: 'users', owns: 'none', input: NOBODY },
  'POST /api/admin/users/{id}/unban': { access: 'admin', permission: 'users', owns: 'none', input: NOBODY },
};
