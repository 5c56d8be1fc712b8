// Order mails in Traditional Chinese (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: '您的訂單已送出',
    intro: '感謝您的訂購，商店已收到您的訂單：',
  },
  shipped: {
    subject: '您的訂單 {id} 已出貨',
    intro: '{shop} 已寄出您的訂單 {id}。物流業者及追蹤編號：{tracking}',
  },
  cancelled: {
    subject: '您的訂單 {id} 已取消',
    intro: '您在 {shop} 的訂單 {id} 已取消。',
    unpaid: '訂單未在期限內付款。',
    reason: '原因：{reason}',
    refund: '{amount} 已退回您的錢包。',
  },
  refunded: {
    subject: '訂單 {id} 已退款',
    intro: '{shop} 已為您的訂單 {id} 退款 {amount}，款項已存入您的錢包。',
  },
  open: '點此查看訂單進度：',
};
