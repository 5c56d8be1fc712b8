// The admin routes of the authorization matrix (matrix.ts), with the staff permission each needs:
// matrix.test.ts checks it against the route's `x-permission`, roles.test.ts that every role without
// it is refused (2000040). Each area of the admin backend keeps its entries in a file of its own.
import type { Entry } from './matrix.ts';
import { ADMIN_CATALOG } from './matrix-admin-catalog.ts';
import { ADMIN_CONTENT } from './matrix-admin-content.ts';
import { ADMIN_ORDERS } from './matrix-admin-orders.ts';
import { ADMIN_PEOPLE } from './matrix-admin-people.ts';
import { ADMIN_REPORTS } from './matrix-admin-reports.ts';
import { ADMIN_SHOPS } from './matrix-admin-shops.ts';

export const ADMIN_MATRIX: Record<string, Entry> = {
  // operators see and decide every shop's and user's requests: that is their job
  'GET /api/admin/wallet/requests': { access: 'admin', permission: 'wallet', owns: 'wallet request' },
  'POST /api/admin/wallet/requests/{id}/approve': { access: 'admin', permission: 'wallet', owns: 'wallet request' },
  'POST /api/admin/wallet/requests/{id}/reject': { access: 'admin', permission: 'wallet', owns: 'wallet request' },
  'GET /api/admin/refunds': { access: 'admin', permission: 'refunds', owns: "refund of seller's shop" },
  'POST /api/admin/refunds/decide': { access: 'admin', permission: 'refunds', owns: "refund of seller's shop" },
  'POST /api/admin/review/hide': { access: 'admin', permission: 'reviews', owns: "review of seller's product" },
  'POST /api/admin/coupons': { access: 'admin', permission: 'coupons', owns: 'none' },
  'GET /api/admin/coupons': { access: 'admin', permission: 'coupons', owns: 'none' },
  'GET /api/admin/commission': { access: 'admin', permission: 'money_read', owns: 'none' },
  'GET /api/admin/payouts/export': { access: 'admin', permission: 'wallet', owns: 'none' },
  'GET /api/admin/finance/debts': { access: 'admin', permission: 'finance', owns: 'none' },
  'GET /api/admin/me': { access: 'admin', permission: 'any staff', owns: 'none' },
  'GET /api/admin/audit': { access: 'admin', permission: 'audit', owns: 'none' },
  'GET /api/admin/staff': { access: 'admin', permission: 'staff', owns: 'none' },
  'POST /api/admin/staff': {
    access: 'admin',
    permission: 'staff',
    owns: 'none',
    input: { email: 'matrix-staff@example.com', role: 'support' },
  },
  'GET /api/admin/finance': { access: 'admin', permission: 'money_read', owns: 'none' },
  'POST /api/admin/commission': {
    access: 'admin',
    permission: 'finance',
    owns: 'none',
    input: { scope: 'global', rate_bp: 1000 },
  },
  'GET /api/admin/inbox': { access: 'admin', permission: 'any staff', owns: 'wallet request' },
  'POST /api/admin/inbox/decide': { access: 'admin', permission: 'any staff', owns: 'wallet request' },
  'GET /api/admin/history': {
    access: 'admin',
    permission: 'any staff',
    owns: 'none',
    input: { subject_type: 'user', subject_id: 1 },
  },
  ...ADMIN_PEOPLE,
  ...ADMIN_SHOPS,
  ...ADMIN_CATALOG,
  ...ADMIN_ORDERS,
  ...ADMIN_CONTENT,
  ...ADMIN_REPORTS,
};
