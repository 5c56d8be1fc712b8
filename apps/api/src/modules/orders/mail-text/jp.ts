// Order mails in Japanese (see ./types.ts).
import type { OrderMailText } from './types.ts';

export const text: OrderMailText = {
  placed: {
    subject: 'ご注文を受け付けました',
    intro: 'ご注文ありがとうございます。各ショップがご注文を受け付けました：',
  },
  shipped: {
    subject: 'ご注文 {id} を発送しました',
    intro: '{shop} がご注文 {id} を発送しました。配送業者と追跡番号：{tracking}',
  },
  cancelled: {
    subject: 'ご注文 {id} はキャンセルされました',
    intro: '{shop} でのご注文 {id} はキャンセルされました。',
    unpaid: 'お支払い期限までにお支払いが確認できませんでした。',
    reason: '理由：{reason}',
    refund: '{amount} をウォレットに返金しました。',
  },
  refunded: {
    subject: 'ご注文 {id} の返金',
    intro: '{shop} がご注文 {id} について {amount} を返金しました。ウォレットでご確認いただけます。',
  },
  open: '配送状況はこちら：',
};
