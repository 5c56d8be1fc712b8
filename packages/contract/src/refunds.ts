// Refund and return requests: the requests and the answer shape shared by the server and the web app.
import { z } from 'zod';
import { paging, zBool, zId, zItems, zPhotoPaths, zRemark } from './common.ts';
import type { OrderEvent } from './orders.ts';

/** pending → approved | rejected; rejected → escalated → approved | rejected; open → cancelled. */
export const REFUND_STATUSES = ['pending', 'approved', 'rejected', 'escalated', 'cancelled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface Refund {
  id: number;
  order_id: number;
  shop: { id: number; name: string };
  status: RefundStatus;
  reason: string;
  /** Private upload paths (the buyer, operators and the shop's seller may open them). */
  photos: string[];
  /** What approval gives back, in base minor units, fixed when asked. */
  amount: number;
  seller_remark: string;
  admin_remark: string;
  created_at: string;
  decided_at: string | null;
  items: { order_item_id: number; product_id: number; name: string; image: string; quantity: number; amount: number }[];
  events: OrderEvent[];
}

export const refundListQuery = z.object({ status: z.enum(REFUND_STATUSES).optional(), ...paging });
export const refundDecideBody = z.object({ id: zId, approve: zBool, remark: zRemark.default('') });
/** Items of a paid order and quantities to send back, why, and photos of the user's own uploads. */
export const refundApplyBody = z.object({
  order_id: zId,
  items: zItems,
  reason: z.string().trim().min(1).max(140),
  photos: zPhotoPaths,
});
export type RefundApplyBody = z.output<typeof refundApplyBody>;
export const refundIdBody = z.object({ id: zId });
/** A rejected request goes to an admin, with what the admin should know. */
export const refundEscalateBody = z.object({ id: zId, reason: zRemark.optional() });
