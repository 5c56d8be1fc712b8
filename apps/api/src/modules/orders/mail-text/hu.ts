// Order mails in Hungarian (see ./types.ts); magázás, as the interface speaks.
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Megkaptuk a rendelését',
    intro: 'Köszönjük a rendelését. Az üzletek már megkapták:',
  },
  shipped: {
    subject: 'Úton van a rendelése ({id})',
    intro: 'A(z) {shop} feladta a rendelését ({id}). Futárszolgálat és csomagszám: {tracking}',
  },
  cancelled: {
    subject: 'Törölték a rendelését ({id})',
    intro: 'Törölték a rendelését ({id}), amelyet a(z) {shop} üzletnél adott le.',
    unpaid: 'Nem fizette ki időben.',
    reason: 'Indok: {reason}',
    refund: '{amount} visszakerült a pénztárcájába.',
  },
  refunded: {
    subject: 'Visszatérítés a rendeléséhez ({id})',
    intro: 'A(z) {shop} visszatérített {amount} összeget a rendeléséért ({id}). Az összeg a pénztárcájában van.',
  },
  open: 'Itt követheti:',
};
