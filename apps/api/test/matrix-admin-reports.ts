// Admin routes of the matrix (matrix-admin.ts): the dashboard and the reports.
import type { Entry } from './matrix.ts';

export const ADMIN_REPORTS: Record<string, Entry> = {
  // every staff member sees the dashboard (without the amounts when the role reads no money)
  'GET /api/admin/dashboard': { access: 'admin', permission: 'any staff', owns: 'none' },
  'GET /api/admin/reports/{name}': {
    access: 'admin',
    permission: 'reports',
    owns: 'none',
    input: { name: 'sales-by-day' },
  },
};
