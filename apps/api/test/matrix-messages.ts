// The authorization matrix's entries for issue 16's messages routes (matrix.ts spreads them in).
// Conversations are a new owned resource the matrix's labels do not know: they stand here as 'own
// account' (the session names the side) and messages.test.ts proves every refusal with the other
// buyer's and the other seller's conversation ids.
import type { Entry } from './matrix.ts';

const own: Entry = { access: 'user', owns: 'own account' };
const seller: Entry = { access: 'seller', owns: 'own account' };
const support: Entry = { access: 'admin', owns: 'none', permission: 'support' };

export const MESSAGES_MATRIX: Record<string, Entry> = {
  'GET /api/customer/conversations': own,
  'GET /api/customer/conversations/stream': own,
  'GET /api/customer/conversations/{id}': own,
  'POST /api/customer/conversations': { ...own, input: { shop_id: 1 } },
  'POST /api/customer/conversations/{id}/messages': { ...own, input: { text: 'Matrix question' } },
  'POST /api/customer/conversations/{id}/read': own,
  'POST /api/customer/conversations/{id}/block': own,
  'POST /api/customer/conversations/{id}/unblock': own,
  'GET /api/seller/conversations': seller,
  'GET /api/seller/conversations/stream': seller,
  'GET /api/seller/conversations/{id}': seller,
  'POST /api/seller/conversations/{id}/messages': { ...seller, input: { text: 'Matrix answer' } },
  'POST /api/seller/conversations/{id}/read': seller,
  'POST /api/seller/conversations/{id}/report': { ...seller, input: { reason: 'Matrix report' } },
  'GET /api/admin/conversations': support,
  'GET /api/admin/conversations/{id}': support,
  'POST /api/admin/conversations/{id}/handled': support,
};
