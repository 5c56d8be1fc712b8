// Admin routes of the matrix (matrix-admin.ts): shops and products: suspend, hide.
// Operators read every seller's shop and products by design. Suspending and hiding name a shop /
// product that does not exist, so the matrix's own tries change nothing (admin-shops.test.ts
// suspends and hides real ones).
import type { Entry } from './matrix.ts';

const SHOP: Entry['owns'] = "product of seller's shop";
const MISSING = { id: 999_999_999, reason: 'matrix' };

export const ADMIN_SHOPS: Record<string, Entry> = {
  'GET /api/admin/shops': { access: 'admin', permission: 'sellers', owns: SHOP },
  'GET /api/admin/shops/{id}': { access: 'admin', permission: 'sellers', owns: SHOP },
  'POST /api/admin/shops/{id}/suspend': { access: 'admin', permission: 'sellers', owns: SHOP, input: MISSING },
  'POST /api/admin/shops/{id}/reinstate': { access: 'admin', permission: 'sellers', owns: SHOP, input: MISSING },
  'GET /api/admin/products': { access: 'admin', permission: 'products', owns: SHOP },
  'POST /api/admin/products/{id}/hide': { access: 'admin', permission: 'products', owns: SHOP, input: MISSING },
  'POST /api/admin/products/{id}/restore': { access: 'admin', permission: 'products', owns: SHOP, input: MISSING },
};
