// Order mails in Turkish (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Siparişinizi aldık',
    intro: 'Siparişiniz için teşekkür ederiz. Mağazalar siparişinizi aldı:',
  },
  shipped: {
    subject: '{id} numaralı siparişiniz yolda',
    intro: '{shop}, {id} numaralı siparişinizi kargoya verdi. Kargo firması ve takip numarası: {tracking}',
  },
  cancelled: {
    subject: '{id} numaralı siparişiniz iptal edildi',
    intro: '{shop} mağazasından verdiğiniz {id} numaralı sipariş iptal edildi.',
    unpaid: 'Ödemesi zamanında yapılmadı.',
    reason: 'Neden: {reason}',
    refund: '{amount} cüzdanınıza geri yüklendi.',
  },
  refunded: {
    subject: '{id} numaralı siparişiniz için iade',
    intro: '{shop}, {id} numaralı siparişiniz için {amount} iade etti. Tutar cüzdanınızda.',
  },
  open: 'Buradan takip edin:',
};
