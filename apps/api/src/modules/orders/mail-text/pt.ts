// Order mails in Portuguese (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Recebemos o seu pedido',
    intro: 'Obrigado pelo seu pedido. As lojas já o receberam:',
  },
  shipped: {
    subject: 'O seu pedido {id} está a caminho',
    intro: '{shop} enviou o seu pedido {id}. Transportadora e código de rastreio: {tracking}',
  },
  cancelled: {
    subject: 'O seu pedido {id} foi cancelado',
    intro: 'O seu pedido {id} na loja {shop} foi cancelado.',
    unpaid: 'O pagamento não foi feito a tempo.',
    reason: 'Motivo: {reason}',
    refund: '{amount} voltaram para a sua carteira.',
  },
  refunded: {
    subject: 'Reembolso do seu pedido {id}',
    intro: '{shop} reembolsou {amount} referentes ao seu pedido {id}. O dinheiro já está na sua carteira.',
  },
  open: 'Acompanhe aqui:',
};
