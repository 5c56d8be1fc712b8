// Order mails in Korean (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: '주문이 접수되었습니다',
    intro: '주문해 주셔서 감사합니다. 각 상점에서 주문을 받았습니다:',
  },
  shipped: {
    subject: '주문 {id}이(가) 배송 중입니다',
    intro: '{shop}에서 주문 {id}을(를) 발송했습니다. 택배사 및 운송장 번호: {tracking}',
  },
  cancelled: {
    subject: '주문 {id}이(가) 취소되었습니다',
    intro: '{shop}에서 주문하신 {id}번 주문이 취소되었습니다.',
    unpaid: '결제 기한 내에 결제되지 않았습니다.',
    reason: '사유: {reason}',
    refund: '{amount}이(가) 지갑으로 환불되었습니다.',
  },
  refunded: {
    subject: '주문 {id} 환불 안내',
    intro: '{shop}에서 주문 {id}에 대해 {amount}을(를) 환불했습니다. 지갑에서 확인하실 수 있습니다.',
  },
  open: '여기에서 확인하세요:',
};
