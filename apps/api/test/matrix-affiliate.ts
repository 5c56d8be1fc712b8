// The authorization matrix's entries for issue 16's affiliate routes (matrix.ts spreads them in).
// The figures and earnings are the caller's own, found by the session alone ('own account');
// affiliate.test.ts proves another user's id changes nothing.
import type { Entry } from './matrix.ts';

export const AFFILIATE_MATRIX: Record<string, Entry> = {
  'GET /api/customer/affiliate': { access: 'user', owns: 'own account' },
  'GET /api/customer/affiliate/earnings': { access: 'user', owns: 'own account' },
  'POST /api/customer/affiliate/click': { access: 'optional', owns: 'none', input: { code: 'ABCDEF1234' } },
  'GET /api/admin/finance/affiliate': { access: 'admin', owns: 'none', permission: 'money_read' },
  'POST /api/admin/finance/affiliate': {
    access: 'admin',
    owns: 'none',
    permission: 'finance',
    input: { enabled: true },
  },
};
