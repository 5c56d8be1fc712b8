// Order mails in Thai (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'เราได้รับคำสั่งซื้อของคุณแล้ว',
    intro: 'ขอบคุณสำหรับคำสั่งซื้อ ร้านค้าได้รับคำสั่งซื้อของคุณแล้ว:',
  },
  shipped: {
    subject: 'คำสั่งซื้อ {id} ของคุณกำลังจัดส่ง',
    intro: '{shop} ได้จัดส่งคำสั่งซื้อ {id} ของคุณแล้ว ขนส่งและเลขพัสดุ: {tracking}',
  },
  cancelled: {
    subject: 'คำสั่งซื้อ {id} ของคุณถูกยกเลิก',
    intro: 'คำสั่งซื้อ {id} ของคุณจากร้าน {shop} ถูกยกเลิกแล้ว',
    unpaid: 'ไม่ได้ชำระเงินภายในเวลาที่กำหนด',
    reason: 'เหตุผล: {reason}',
    refund: 'คืนเงิน {amount} เข้ากระเป๋าเงินของคุณแล้ว',
  },
  refunded: {
    subject: 'คืนเงินสำหรับคำสั่งซื้อ {id}',
    intro: '{shop} ได้คืนเงิน {amount} สำหรับคำสั่งซื้อ {id} ของคุณ เงินอยู่ในกระเป๋าเงินของคุณแล้ว',
  },
  open: 'ติดตามได้ที่นี่:',
};
