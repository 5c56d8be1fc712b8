// Order mails in Simplified Chinese (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: '您的订单已提交',
    intro: '感谢您的订购，店铺已收到您的订单：',
  },
  shipped: {
    subject: '您的订单 {id} 已发货',
    intro: '{shop} 已发出您的订单 {id}。物流公司及运单号：{tracking}',
  },
  cancelled: {
    subject: '您的订单 {id} 已取消',
    intro: '您在 {shop} 的订单 {id} 已取消。',
    unpaid: '订单未在规定时间内付款。',
    reason: '原因：{reason}',
    refund: '{amount} 已退回您的钱包。',
  },
  refunded: {
    subject: '订单 {id} 已退款',
    intro: '{shop} 已为您的订单 {id} 退款 {amount}，款项已存入您的钱包。',
  },
  open: '点击查看订单进度：',
};
