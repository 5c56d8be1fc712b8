// Order mails in English (see ./types.ts): the source the other languages are checked against.
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Your order is placed',
    intro: 'Thank you for your order. The shops have it now:',
  },
  shipped: {
    subject: 'Your order {id} is on its way',
    intro: '{shop} has shipped your order {id}. Carrier and tracking number: {tracking}',
  },
  cancelled: {
    subject: 'Your order {id} is cancelled',
    intro: 'Your order {id} from {shop} is cancelled.',
    unpaid: 'It was not paid in time.',
    reason: 'Reason: {reason}',
    refund: '{amount} is back in your wallet.',
  },
  refunded: {
    subject: 'Money back for your order {id}',
    intro: '{shop} has refunded {amount} for your order {id}. The money is in your wallet.',
  },
  open: 'Follow it here:',
};
