// Order calls: purchase history, counts per tab, detail, and the buyer's actions (pay again,
// cancel, confirm receipt). Payments carry an Idempotency-Key so a retried or doubled request
// charges once.
import type { CheckoutAnswer, OrderDetail, OrderSummary, OrderTab, Paged, PaymentMethod } from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CardValues } from '../../components/card-inputs.tsx';
import { ApiError, api } from '../../lib/api.ts';
import { refreshSession } from '../../lib/session.ts';

export const orderCountsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['orders', 'counts', userId],
    queryFn: ({ signal }) => api<Record<OrderTab, number>>('/customer/order/counts', { signal }),
  });

export const fetchOrders = (tab: OrderTab, page: number, signal?: AbortSignal) =>
  api<Paged<OrderSummary>>('/customer/order/list', {
    query: { status: tab === 'all' ? undefined : tab, page },
    signal,
  });

export const orderDetailQuery = (userId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', userId, orderId],
    queryFn: ({ signal }) => api<OrderDetail>('/customer/order/detail', { query: { order_id: orderId }, signal }),
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

export type CardFields = CardValues;

export interface Payment {
  method: PaymentMethod;
  card?: CardFields;
}

export const paymentBody = (p: Payment) => ({
  payment_method: p.method,
  ...(p.method === 'card' && p.card ? { ...p.card, card_number: p.card.card_number.replace(/\s+/g, '') } : {}),
});

/**
 * Pays an unpaid order again. A declined card (1500019) is not thrown: its answer (the order, still
 * unpaid) is returned with paid false, as the caller shows it in place either way.
 */
export async function payOrder(orderId: number, payment: Payment, key: string): Promise<CheckoutAnswer> {
  try {
    return await api<CheckoutAnswer>('/customer/order/pay', {
      body: { order_id: orderId, ...paymentBody(payment) },
      headers: { 'Idempotency-Key': key },
      quiet: true,
    });
  } catch (err) {
    if (err instanceof ApiError && err.code === 1500019 && err.data) return err.data as CheckoutAnswer;
    throw err;
  }
}

export const cancelOrder = (orderId: number, reason: string) =>
  api<OrderDetail>('/customer/order/cancel', { body: { order_id: orderId, cancel_remark: reason }, quiet: true });

export const confirmReceipt = (orderId: number) =>
  api<OrderDetail>('/customer/order/confirm', { body: { order_id: orderId }, quiet: true });

/** After any order change: lists, counts, details, the wallet balance and the user's counts. */
export async function ordersChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: ['orders'] }),
    client.invalidateQueries({ queryKey: ['wallet'] }),
    refreshSession().catch(() => {}),
  ]);
}

/** The text of a failure shown in place: the code's translation, else the server's words. */
export function failureText(err: unknown, t: (key: string, opts?: Record<string, unknown>) => string): string {
  if (err instanceof ApiError && err.code) return t(`errors.${err.code}`, { defaultValue: err.message });
  return t('generic.request_error');
}
