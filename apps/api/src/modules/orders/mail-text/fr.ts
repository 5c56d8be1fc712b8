// Order mails in French (see ./types.ts); "vous", as the interface speaks.
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Votre commande est enregistrée',
    intro: 'Merci pour votre commande. Les boutiques l’ont bien reçue :',
  },
  shipped: {
    subject: 'Votre commande {id} est en route',
    intro: '{shop} a expédié votre commande {id}. Transporteur et numéro de suivi : {tracking}',
  },
  cancelled: {
    subject: 'Votre commande {id} est annulée',
    intro: 'Votre commande {id} chez {shop} a été annulée.',
    unpaid: 'Elle n’a pas été réglée à temps.',
    reason: 'Motif : {reason}',
    refund: '{amount} ont été recrédités sur votre portefeuille.',
  },
  refunded: {
    subject: 'Remboursement de votre commande {id}',
    intro: '{shop} vous a remboursé {amount} pour votre commande {id}. La somme est sur votre portefeuille.',
  },
  open: 'Suivez-la ici :',
};
