// Order mails in Kazakh (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Тапсырысыңыз қабылданды',
    intro: 'Тапсырысыңыз үшін рақмет. Дүкендер оны алды:',
  },
  shipped: {
    subject: '{id} тапсырысыңыз жолда',
    intro: '{shop} {id} тапсырысыңызды жөнелтті. Тасымалдаушы және бақылау нөмірі: {tracking}',
  },
  cancelled: {
    subject: '{id} тапсырысыңыздан бас тартылды',
    intro: '{shop} дүкеніндегі {id} тапсырысыңыздан бас тартылды.',
    unpaid: 'Ол уақытында төленбеді.',
    reason: 'Себебі: {reason}',
    refund: '{amount} әмияныңызға қайтарылды.',
  },
  refunded: {
    subject: '{id} тапсырысы бойынша ақша қайтарылды',
    intro: '{shop} {id} тапсырысыңыз үшін {amount} қайтарды. Ақша әмияныңызда.',
  },
  open: 'Мына жерден бақылаңыз:',
};
