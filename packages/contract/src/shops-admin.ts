// Shops and products in the admin backend (issue 15): lists across the marketplace, a shop's
// detail, suspending and reinstating a shop, hiding and restoring a product, each with a reason
// the seller sees. Shops need permission `sellers`, products `products`.
import { z } from 'zod';
import { paging, zBool, zId } from './common.ts';
import type { CommissionRule } from './earnings.ts';
import { PRODUCT_STATES, type ProductState } from './seller-products.ts';

/** A shop's state as the database keeps it: active (open), suspended by an operator. */
export const SHOP_STATES = ['pending', 'active', 'suspended', 'rejected'] as const;
export type ShopState = (typeof SHOP_STATES)[number];

export const adminShopsQuery = z.object({
  ...paging,
  status: z.enum(SHOP_STATES).optional(),
  /** part of the shop's name or slug, or of its owner's email or name */
  q: z.string().trim().max(100).optional(),
});
export type AdminShopsQuery = z.output<typeof adminShopsQuery>;

export const MODERATION_REASON_MAX = 300;
/** Suspending a shop or hiding a product: the reason is required and shown to the seller. */
export const moderationBody = z.object({ reason: z.string().trim().min(1).max(MODERATION_REASON_MAX) });
/** Reinstating or restoring: a remark for the audit trail, optional. */
export const moderationUndoBody = z.object({ reason: z.string().trim().max(MODERATION_REASON_MAX).optional() });
export const shopIdParams = z.object({ id: zId });

export interface AdminPerson {
  id: number;
  name: string;
  email: string;
}

export interface AdminShopRow {
  id: number;
  name: string;
  slug: string;
  logo: string;
  status: ShopState;
  owner: AdminPerson | null;
  rating: number;
  /** completed orders: their total in minor units of the base currency, and how many */
  sales_total: number;
  sales_count: number;
  /** orders ever paid, and those of them with an approved refund */
  paid_orders: number;
  refunded_orders: number;
  /** refunded ÷ paid in basis points (10000 = all); null before the first paid order */
  refund_rate_bp: number | null;
  product_count: number;
  created_at: string;
}

/** Why, by whom and since when a shop is suspended (or a product hidden). */
export interface ModerationState {
  active: boolean;
  reason: string;
  at: string | null;
  by: AdminPerson | null;
}

export interface AdminShopDetail extends AdminShopRow {
  contact_person: string;
  phone: string;
  email: string;
  address: string;
  suspension: ModerationState;
  /** the approved seller application: its KYC images are private uploads (GET /api/upload/file) */
  application: {
    id: number;
    contact_person: string;
    phone: string;
    email: string;
    address: string;
    id_front: string;
    id_with_holder: string;
    decided_at: string | null;
    created_at: string;
  } | null;
  /** the rule for this shop's sales: its own override, else the global rule (category rules may apply per product) */
  commission: { rule: CommissionRule | null; source: 'shop' | 'global' | 'none' };
  /** orders not yet completed or cancelled: they go on while the shop is suspended */
  open_orders: number;
}

export const adminProductsQuery = z.object({
  ...paging,
  shop_id: zId.optional(),
  status: z.enum(PRODUCT_STATES).optional(),
  category_id: zId.optional(),
  /** part of the name (any language) or the SKU */
  keyword: z.string().trim().max(100).optional(),
  /** true: hidden by an operator only; false: not hidden */
  hidden: zBool.optional(),
});
export type AdminProductsQuery = z.output<typeof adminProductsQuery>;

export interface AdminProductRow {
  id: number;
  name: string;
  sku: string;
  /** the first photo's key (files <key>-200/-400/-800.webp), '' when none */
  image: string;
  status: ProductState;
  price: number;
  stock: number;
  sales: number;
  shop: { id: number; name: string; status: ShopState };
  category: { id: number; name: string };
  hidden: ModerationState;
  /** what buyers see: on sale, not hidden, its shop not suspended */
  on_sale: boolean;
  created_at: string;
}

/** The seller's view of a hidden product or a suspended shop (seller area). */
export interface SellerModeration {
  hidden_at: string | null;
  hidden_reason: string;
  shop_suspended: boolean;
}
