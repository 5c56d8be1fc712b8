// Admin routes of the matrix (matrix-admin.ts): orders across shops, refunds, reviews and platform coupons.
// Operators read and cancel every buyer's and shop's orders: that is their job (no adminMay needed
// for admin routes). The cancel and the coupon switch name an order / coupon that does not exist,
// so the matrix's own tries change nothing (admin-orders.test.ts cancels real orders).
import type { Entry } from './matrix.ts';

const ORDERS: Entry['owns'] = ['order of buyer', "order of seller's shop"];

export const ADMIN_ORDERS: Record<string, Entry> = {
  'GET /api/admin/orders': { access: 'admin', permission: 'orders', owns: ORDERS },
  'GET /api/admin/orders/export': { access: 'admin', permission: 'orders', owns: ORDERS },
  'GET /api/admin/orders/{id}': { access: 'admin', permission: 'orders', owns: ORDERS },
  'POST /api/admin/orders/{id}/cancel': {
    access: 'admin',
    permission: 'orders',
    owns: ORDERS,
    input: { id: 999_999_999, reason: 'matrix' },
  },
  'GET /api/admin/reviews': { access: 'admin', permission: 'reviews', owns: "review of seller's product" },
  'POST /api/admin/coupons/{id}/enabled': {
    access: 'admin',
    permission: 'coupons',
    owns: 'none',
    input: { id: 999_999_999, enabled: true },
  },
};
