// Order mails in Italian (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Abbiamo ricevuto il tuo ordine',
    intro: 'Grazie per il tuo ordine. I negozi lo hanno già ricevuto:',
  },
  shipped: {
    subject: 'Il tuo ordine {id} è in viaggio',
    intro: '{shop} ha spedito il tuo ordine {id}. Corriere e numero di tracciamento: {tracking}',
  },
  cancelled: {
    subject: 'Il tuo ordine {id} è stato annullato',
    intro: 'Il tuo ordine {id} presso {shop} è stato annullato.',
    unpaid: 'Non è stato pagato in tempo.',
    reason: 'Motivo: {reason}',
    refund: '{amount} sono tornati nel tuo portafoglio.',
  },
  refunded: {
    subject: 'Rimborso per il tuo ordine {id}',
    intro: '{shop} ti ha rimborsato {amount} per il tuo ordine {id}. L’importo è nel tuo portafoglio.',
  },
  open: 'Seguilo qui:',
};
