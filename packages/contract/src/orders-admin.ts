// Operators' view of orders across shops, reviews and platform coupons (issue 15, admin backend):
// the filters, the answers and the operator's cancellation with a reason.
import { z } from 'zod';
import { paging, zBool, zId, zIsoDate, zRemark } from './common.ts';
import type { ActorRole, OrderDetail, OrderStatus, PaymentMethod, PaymentStatus } from './orders.ts';
import { ORDER_STATUSES, PAYMENT_METHODS } from './orders.ts';
import type { RefundStatus } from './refunds.ts';

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'due', 'refunded'] as const;

const filterShape = {
  status: z.enum(ORDER_STATUSES).optional(),
  payment_status: z.enum(PAYMENT_STATUSES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  shop_id: zId.optional(),
  /** the order number ("123" or "#123") or a part of the buyer's email */
  q: z.string().trim().max(100).optional(),
  /** placed on or after this day (UTC) */
  from: zIsoDate.optional(),
  /** placed on or before this day (UTC) */
  to: zIsoDate.optional(),
};
const fromBeforeTo = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const fromBeforeToError = { message: 'from after to', path: ['to'] };

/** The filters of the list and of the CSV export (the export honours every one). */
export const adminOrderFilters = z.object(filterShape).refine(fromBeforeTo, fromBeforeToError);
export type AdminOrderFilters = z.output<typeof adminOrderFilters>;

export const adminOrderListQuery = z.object({ ...filterShape, ...paging }).refine(fromBeforeTo, fromBeforeToError);
export type AdminOrderListQuery = z.output<typeof adminOrderListQuery>;

export const adminOrderCancelBody = z.object({ reason: zRemark.min(1) });

/** One line of the operators' order list. */
export interface AdminOrderRow {
  id: number;
  created_at: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  /** base-currency minor units */
  total: number;
  shop: { id: number; name: string };
  buyer: { id: number; email: string; name: string };
  /** units ordered */
  quantity: number;
}

export interface AdminOrderEvent {
  status: string;
  actor_role: ActorRole;
  actor: { id: number; name: string; email: string } | null;
  note: string;
  created_at: string;
}

/** An order as an operator reads it: the buyer's detail plus who bought, the payment and refunds. */
export interface AdminOrderDetail extends Omit<OrderDetail, 'events'> {
  buyer: { id: number; email: string; name: string };
  payment: { id: number; method: string; status: string; amount: number; paid_at: string | null } | null;
  refunded: number;
  cancelled_at: string | null;
  events: AdminOrderEvent[];
  refunds: { id: number; status: RefundStatus; amount: number; reason: string; created_at: string }[];
  /** an operator may still cancel it (not shipped, not closed, no open refund request) */
  cancellable: boolean;
}

export const adminReviewListQuery = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  hidden: zBool.optional(),
  shop_id: zId.optional(),
  /** a part of the product's name */
  keyword: z.string().trim().max(100).optional(),
  ...paging,
});

export interface AdminReview {
  id: number;
  product: { id: number; name: string };
  shop: { id: number; name: string };
  author: { id: number; name: string; email: string };
  rating: number;
  remark: string;
  photos: string[];
  reply: string | null;
  hidden: boolean;
  created_at: string;
}

export const couponEnabledBody = z.object({ enabled: zBool });
