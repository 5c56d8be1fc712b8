// Order mails in German (see ./types.ts); "Sie", as the interface speaks.
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Ihre Bestellung ist eingegangen',
    intro: 'Vielen Dank für Ihre Bestellung. Die Shops haben sie erhalten:',
  },
  shipped: {
    subject: 'Ihre Bestellung {id} ist unterwegs',
    intro: '{shop} hat Ihre Bestellung {id} verschickt. Versanddienst und Sendungsnummer: {tracking}',
  },
  cancelled: {
    subject: 'Ihre Bestellung {id} wurde storniert',
    intro: 'Ihre Bestellung {id} bei {shop} wurde storniert.',
    unpaid: 'Sie wurde nicht rechtzeitig bezahlt.',
    reason: 'Grund: {reason}',
    refund: '{amount} wurden Ihrem Guthaben wieder gutgeschrieben.',
  },
  refunded: {
    subject: 'Erstattung zu Ihrer Bestellung {id}',
    intro: '{shop} hat Ihnen {amount} für Ihre Bestellung {id} erstattet. Der Betrag liegt in Ihrem Guthaben.',
  },
  open: 'Hier können Sie sie verfolgen:',
};
