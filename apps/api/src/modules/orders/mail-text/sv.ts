// Order mails in Swedish (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Vi har tagit emot din beställning',
    intro: 'Tack för din beställning. Butikerna har fått den:',
  },
  shipped: {
    subject: 'Din beställning {id} är på väg',
    intro: '{shop} har skickat din beställning {id}. Transportör och spårningsnummer: {tracking}',
  },
  cancelled: {
    subject: 'Din beställning {id} är avbruten',
    intro: 'Din beställning {id} hos {shop} har avbrutits.',
    unpaid: 'Den betalades inte i tid.',
    reason: 'Orsak: {reason}',
    refund: '{amount} har förts tillbaka till din plånbok.',
  },
  refunded: {
    subject: 'Återbetalning för din beställning {id}',
    intro: '{shop} har återbetalat {amount} för din beställning {id}. Pengarna finns i din plånbok.',
  },
  open: 'Följ den här:',
};
