// Order mails in Spanish (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Hemos recibido tu pedido',
    intro: 'Gracias por tu pedido. Las tiendas ya lo tienen:',
  },
  shipped: {
    subject: 'Tu pedido {id} está en camino',
    intro: '{shop} ha enviado tu pedido {id}. Transportista y número de seguimiento: {tracking}',
  },
  cancelled: {
    subject: 'Tu pedido {id} se ha cancelado',
    intro: 'Se ha cancelado tu pedido {id} de {shop}.',
    unpaid: 'No se pagó a tiempo.',
    reason: 'Motivo: {reason}',
    refund: 'Ya tienes {amount} de vuelta en tu monedero.',
  },
  refunded: {
    subject: 'Reembolso de tu pedido {id}',
    intro: '{shop} te ha reembolsado {amount} por tu pedido {id}. El dinero ya está en tu monedero.',
  },
  open: 'Síguelo aquí:',
};
