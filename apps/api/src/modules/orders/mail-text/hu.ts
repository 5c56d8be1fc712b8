// Order mails in Hungarian (see ./types.ts); magázás, as the interface speaks.
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Megkaptuk a rendelését',
    intro: 'Köszönjük a rendelését. Az üzletek már megkapták:',
  },
  shipped: {
    subject: 'A(z) {id} számú rendelése úton van',
    intro: 'A(z) {shop} feladta a(z) {id} számú rendelését. Futárszolgálat és csomagszám: {tracking}',
  },
  cancelled: {
    subject: 'A(z) {id} számú rendelését törölték',
    intro: 'A(z) {shop} üzletnél leadott {id} számú rendelését törölték.',
    unpaid: 'Nem fizette ki időben.',
    reason: 'Indok: {reason}',
    refund: 'A(z) {amount} összeg visszakerült a pénztárcájába.',
  },
  refunded: {
    subject: 'Visszatérítés a(z) {id} számú rendeléséhez',
    intro: 'A(z) {shop} visszatérített {amount} összeget a(z) {id} számú rendeléséért. Az összeg a pénztárcájában van.',
  },
  open: 'Itt követheti:',
};
