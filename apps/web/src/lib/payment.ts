// How an order is paid, as the checkout and "pay again" send it (spec §1: wallet, bank card or
// cash on delivery), and the Idempotency-Key that makes a retried payment charge once.
import type { PaymentMethod } from '@polymart/contract/orders';

/** The bank-card inputs as typed (the contract's cardFields parse them). */
export interface CardInputValues {
  card_number: string;
  exp_month: string;
  exp_year: string;
  cvc: string;
}

export interface Payment {
  method: PaymentMethod;
  card?: CardInputValues;
}

export const paymentBody = (p: Payment) => ({
  payment_method: p.method,
  ...(p.method === 'card' && p.card ? { ...p.card, card_number: p.card.card_number.replace(/\s+/g, '') } : {}),
});

/** A v4 UUID; randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
