// The authorization matrix's entries for issue 16's flash routes (matrix.ts spreads them in).
// Enrolments have no Owned label of their own: flash-campaigns.test.ts proves with the other
// seller's product and enrolment ids that neither can be enrolled, read nor withdrawn.
import type { Entry } from './matrix.ts';

const promotions: Entry = { access: 'admin', permission: 'promotions', owns: 'none' };

export const FLASH_MATRIX: Record<string, Entry> = {
  'GET /api/admin/campaigns': promotions,
  'GET /api/admin/campaigns/{campaign_id}': promotions,
  'POST /api/admin/campaigns': {
    ...promotions,
    input: { titles: { en: 'Matrix sale' }, starts_at: '2030-01-01T00:00:00Z', ends_at: '2030-01-02T00:00:00Z' },
  },
  'GET /api/seller/flash/campaigns': { access: 'seller', owns: 'none' },
  'GET /api/seller/flash/enrolments': { access: 'seller', owns: 'own account' },
  'POST /api/seller/flash/enrolments': {
    access: 'seller',
    owns: "product of seller's shop",
    input: { campaign_id: 1, deal_price: 1, quantity: 1 },
  },
  'POST /api/seller/flash/enrolments/{enrolment_id}/withdraw': { access: 'seller', owns: 'own account' },
};
