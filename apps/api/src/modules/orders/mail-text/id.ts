// Order mails in Indonesian (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'Pesanan Anda sudah kami terima',
    intro: 'Terima kasih atas pesanan Anda. Toko sudah menerimanya:',
  },
  shipped: {
    subject: 'Pesanan {id} Anda sedang dikirim',
    intro: '{shop} telah mengirim pesanan {id} Anda. Kurir dan nomor resi: {tracking}',
  },
  cancelled: {
    subject: 'Pesanan {id} Anda dibatalkan',
    intro: 'Pesanan {id} Anda dari {shop} telah dibatalkan.',
    unpaid: 'Pesanan tidak dibayar tepat waktu.',
    reason: 'Alasan: {reason}',
    refund: '{amount} sudah dikembalikan ke dompet Anda.',
  },
  refunded: {
    subject: 'Pengembalian dana untuk pesanan {id}',
    intro: '{shop} telah mengembalikan {amount} untuk pesanan {id} Anda. Dananya sudah ada di dompet Anda.',
  },
  open: 'Lacak di sini:',
};
