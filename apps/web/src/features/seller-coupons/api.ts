// The coupons of the seller's shop (/api/seller/coupons): list, issue, switch off and on, delete
// while nobody has collected or used one. Amounts are base-currency minor units on the wire.
import type { Coupon, CouponBody, Paged } from '@polymart/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const SELLER_COUPONS = 'seller-coupons';

export const fetchSellerCoupons = (page: number, signal?: AbortSignal) =>
  api<Paged<Coupon>>('/seller/coupons', { query: { page, page_size: 20 }, signal });

/** Quiet: the form shows a refusal next to the field it names. */
export const createCoupon = (body: CouponBody) =>
  api<Coupon>('/seller/coupons', {
    body: { ...body, category_ids: body.category_ids.length ? body.category_ids : undefined },
    quiet: true,
  });

export const switchCoupon = (id: number, on: boolean) =>
  api<Coupon>(`/seller/coupons/${id}/${on ? 'enable' : 'disable'}`, { method: 'POST', quiet: true });

export const deleteCoupon = (id: number) =>
  api<{ id: number; deleted: true }>(`/seller/coupons/${id}/delete`, { method: 'POST', quiet: true });

export const sellerCouponsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_COUPONS] });

export type CouponState = 'off' | 'scheduled' | 'expired' | 'used_up' | 'running';

/** What a buyer would find: switched off, not started, over, all used, or running. */
export function couponState(c: Coupon, now = Date.now()): CouponState {
  if (!c.enabled) return 'off';
  if (now < Date.parse(c.starts_at)) return 'scheduled';
  if (now >= Date.parse(c.ends_at)) return 'expired';
  if (c.used_count >= c.total_limit) return 'used_up';
  return 'running';
}
