// Refund calls, the buyer's side: ask for items of a paid order back (2000009–2000012 say why
// not), the requests sent with their items and history, cancel an open one, and send a rejected
// one to an admin. Amounts are fixed by the server when asked.
import type { Paged } from '@polymart/contract/common';
import type { OrderItem, OrderSummary } from '@polymart/contract/orders';
import { REFUND_STATUSES, type Refund, type RefundApplyBody, type RefundStatus } from '@polymart/contract/refunds';
import type { QueryClient } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export { REFUND_STATUSES, type Refund, type RefundStatus };

export const fetchSentRefunds = (status: RefundStatus | undefined, page: number, signal?: AbortSignal) =>
  api<Paged<Refund>>('/customer/refund/sent', { query: { status, page }, signal });

/** A request as the contract's refundApplyBody reads it (the form parses it with that first). */
export type RefundInput = RefundApplyBody;

export const applyRefund = (input: RefundInput) =>
  api<Refund>('/customer/refund/apply', {
    body: { ...input, items: JSON.stringify(input.items) },
    quiet: true,
  });

export const cancelRefund = (id: number) => api<Refund>('/customer/refund/cancel', { body: { id }, quiet: true });

export const escalateRefund = (id: number, reason: string) =>
  api<Refund>('/customer/refund/escalate', { body: { id, reason: reason || undefined }, quiet: true });

export const uploadRefundPhoto = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'refund', onProgress).then((u) => u.path);

/**
 * A request changed: the lists of requests. What a refund moves besides (order items, wallet,
 * counts) is refreshed by the order actions' runner (useAction) that every change goes through.
 */
export const refundsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['refunds'] });

/** A rejected request may go to an admin once; after an admin has decided it may not. */
export const canEscalate = (r: Refund) => r.status === 'rejected' && !r.events.some((e) => e.status === 'escalated');

const AFTER_SALES: readonly string[] = ['to_ship', 'shipped', 'in_transit', 'delivered', 'completed'];

/** Units of an item that may still be sent back. */
export const returnable = (i: OrderItem) => i.quantity - i.returned;

/** Whether the order may be asked about at all; the return window is the server's to judge. */
export const refundable = (order: OrderSummary) =>
  order.payment_status === 'paid' && AFTER_SALES.includes(order.status) && order.items.some((i) => returnable(i) > 0);
