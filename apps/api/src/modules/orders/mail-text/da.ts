// Order mails in Danish (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Vi har modtaget din ordre',
    intro: 'Tak for din ordre. Butikkerne har fået den:',
  },
  shipped: {
    subject: 'Din ordre {id} er på vej',
    intro: '{shop} har afsendt din ordre {id}. Fragtfirma og trackingnummer: {tracking}',
  },
  cancelled: {
    subject: 'Din ordre {id} er annulleret',
    intro: 'Din ordre {id} hos {shop} er blevet annulleret.',
    unpaid: 'Den blev ikke betalt i tide.',
    reason: 'Årsag: {reason}',
    refund: '{amount} er sat tilbage i din tegnebog.',
  },
  refunded: {
    subject: 'Refusion for din ordre {id}',
    intro: '{shop} har refunderet {amount} for din ordre {id}. Pengene står i din tegnebog.',
  },
  open: 'Følg den her:',
};
