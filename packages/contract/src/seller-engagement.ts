// The seller's orders search and export, the packing slip, the reviews of their products and the
// switches of their coupons: request schemas and answers shared by the API and the seller area.

import { z } from 'zod';
import type { Address } from './account.ts';
import { zBool, zId } from './common.ts';
import { orderListQuery, zOrderTab } from './orders-input.ts';

/** Order number, recipient, buyer, tracking number or product name; a leading # is ignored. */
export const zOrderKeyword = z.string().trim().max(100).optional();
export const sellerOrderListQuery = orderListQuery.extend({ keyword: zOrderKeyword });
/** The export takes the list's filters, not its paging: every matching order. */
export const sellerOrderExportQuery = z.object({ status: zOrderTab.optional(), keyword: zOrderKeyword });

/** What a packing slip prints: who sends, to whom, and what is in the parcel (no prices). */
export interface PackingSlip {
  order_id: number;
  date: string;
  shop: { name: string; contact_person: string; phone: string; email: string; address: string };
  /** the order's copy of the recipient's address (no email on paper) */
  address: Omit<Address, 'id' | 'is_default' | 'email'>;
  delivery_method: string;
  log_sn: string;
  remark: string;
  items: { id: number; name: string; sku: string; quantity: number }[];
}

export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const sellerReviewsQuery = z.object({
  unreplied: zBool.optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});

/** A review of one of the seller's products, as the seller's list shows it. */
export interface SellerReview {
  id: number;
  product: { id: number; name: string; image: string };
  rating: number;
  remark: string;
  photos: string[];
  /** The buyer's display name (first name only: the seller has no need of more). */
  author: string;
  created_at: string;
  reply: string | null;
  replied_at: string | null;
}

export const couponIdParams = z.object({ coupon_id: zId });
