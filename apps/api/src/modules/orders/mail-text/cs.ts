// Order mails in Czech (see ./types.ts); vykání, as the interface speaks.
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Vaši objednávku jsme přijali',
    intro: 'Děkujeme za objednávku. Obchody ji už mají:',
  },
  shipped: {
    subject: 'Vaše objednávka {id} je na cestě',
    intro: '{shop} odeslal vaši objednávku {id}. Dopravce a číslo zásilky: {tracking}',
  },
  cancelled: {
    subject: 'Vaše objednávka {id} byla zrušena',
    intro: 'Vaše objednávka {id} u obchodu {shop} byla zrušena.',
    unpaid: 'Nebyla včas zaplacena.',
    reason: 'Důvod: {reason}',
    refund: 'Částka {amount} se vrátila do vaší peněženky.',
  },
  refunded: {
    subject: 'Vrácení peněz za objednávku {id}',
    intro: '{shop} vám vrátil {amount} za objednávku {id}. Peníze najdete ve své peněžence.',
  },
  open: 'Sledujte ji zde:',
};
