// Order calls: purchase history, counts per tab, detail, and the buyer's actions (pay again,
// cancel, confirm receipt). Payments carry an Idempotency-Key so a retried or doubled request
// charges once.
import type { CheckoutAnswer, OrderDetail, OrderSummary, OrderTab, Paged } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { currentCurrency } from '../../lib/currency.ts';
import { type Payment, paymentBody } from '../../lib/payment.ts';
import { KEYS, storage } from '../../lib/storage.ts';

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

/**
 * The language an answer was fetched in: its lines carry the product names of that language, so a
 * change of language fetches the order again (read at render, as the api client sends it).
 */
const answerLang = () => storage.get(KEYS.lang) ?? 'es';

export const orderDetailQuery = (userId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'detail', userId, orderId, answerLang()],
    queryFn: ({ signal }) => api<OrderDetail>('/customer/order/detail', { query: { order_id: orderId }, signal }),
  });

/**
 * Pays an unpaid order again. A declined card (1500019) is not thrown: its answer (the order, still
 * unpaid) is returned with paid false, as the caller shows it in place either way.
 */
export async function payOrder(orderId: number, payment: Payment, key: string): Promise<CheckoutAnswer> {
  try {
    return await api<CheckoutAnswer>('/customer/order/pay', {
      body: { order_id: orderId, ...paymentBody(payment) },
      headers: { 'Idempotency-Key': key, currency: currentCurrency().code },
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
