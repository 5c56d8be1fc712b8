// Order mails in Polish (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Otrzymaliśmy Twoje zamówienie',
    intro: 'Dziękujemy za zamówienie. Sklepy już je otrzymały:',
  },
  shipped: {
    subject: 'Twoje zamówienie {id} jest w drodze',
    intro: '{shop} wysłał Twoje zamówienie {id}. Przewoźnik i numer przesyłki: {tracking}',
  },
  cancelled: {
    subject: 'Twoje zamówienie {id} zostało anulowane',
    intro: 'Twoje zamówienie {id} w sklepie {shop} zostało anulowane.',
    unpaid: 'Nie zostało opłacone na czas.',
    reason: 'Powód: {reason}',
    refund: 'Kwota {amount} wróciła do Twojego portfela.',
  },
  refunded: {
    subject: 'Zwrot pieniędzy za zamówienie {id}',
    intro: '{shop} zwrócił Ci {amount} za zamówienie {id}. Pieniądze są już w Twoim portfelu.',
  },
  open: 'Śledź je tutaj:',
};
