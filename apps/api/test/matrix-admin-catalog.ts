// Admin routes of the matrix (matrix-admin.ts): the category tree, brands, currencies and languages.
import type { Entry } from './matrix.ts';

const catalog = (input?: Record<string, unknown>): Entry => ({
  access: 'admin',
  permission: 'catalog',
  owns: 'none',
  ...(input ? { input } : {}),
});
const settings = (input?: Record<string, unknown>): Entry => ({
  access: 'admin',
  permission: 'settings',
  owns: 'none',
  ...(input ? { input } : {}),
});

export const ADMIN_CATALOG: Record<string, Entry> = {
  'GET /api/admin/categories': catalog(),
  'POST /api/admin/categories': catalog({ names: JSON.stringify({ en: 'Matrix category' }) }),
  'POST /api/admin/categories/{id}/move': catalog({ parent_id: 0, position: 0 }),
  'POST /api/admin/categories/{id}/delete': catalog(),
  'GET /api/admin/brands': catalog(),
  'POST /api/admin/brands': catalog({ names: JSON.stringify({ en: 'Matrix brand' }) }),
  'GET /api/admin/currencies': settings(),
  'POST /api/admin/currencies': settings({ code: 'EUR', rate: 92 }),
  'GET /api/admin/languages': settings(),
  'POST /api/admin/languages': settings({ code: 'de', enabled: true }),
};
