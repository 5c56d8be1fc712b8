// Moderation for operators (issue 15 §7, §10): refund requests escalated to the platform
// (GET /api/admin/refunds, POST /api/admin/refunds/decide), every shop's reviews
// (GET /api/admin/reviews, POST /api/admin/review/hide) and the platform's coupons
// (GET/POST /api/admin/coupons, POST /api/admin/coupons/{id}/enabled).
import type { Paged } from '@polymart/contract/common';
import type { Coupon, CouponBody } from '@polymart/contract/coupons';
import type { AdminReview } from '@polymart/contract/orders-admin';
import type { Refund, RefundStatus } from '@polymart/contract/refunds';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { ADMIN_ORDERS } from '../../lib/admin-queries.ts';
import { api } from '../../lib/api.ts';

export const ADMIN_REFUNDS = 'admin-refunds';
export const ADMIN_REVIEWS = 'admin-reviews';
export const ADMIN_COUPONS = 'admin-coupons';
export const PAGE_SIZE = 20;

export const adminRefundsQuery = (status: RefundStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [ADMIN_REFUNDS, status ?? 'all', page],
    queryFn: ({ signal }) =>
      api<Paged<Refund>>('/admin/refunds', { query: { status, page, page_size: PAGE_SIZE }, signal, quiet: true }),
    placeholderData: (previous) => previous,
  });

export const decideAdminRefund = (d: { id: number; approve: boolean; remark: string }) =>
  api<Refund>('/admin/refunds/decide', { body: { ...d }, quiet: true });

/** A decision moves the request and the order's money and history. */
export const refundsDecided = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: [ADMIN_REFUNDS] }),
    client.invalidateQueries({ queryKey: [ADMIN_ORDERS] }),
  ]);

export interface ReviewFilters {
  rating?: string;
  hidden?: string;
  shop_id?: string;
  keyword?: string;
}

export const adminReviewsQuery = (filters: ReviewFilters, page: number) =>
  queryOptions({
    queryKey: [ADMIN_REVIEWS, filters, page],
    queryFn: ({ signal }) =>
      api<Paged<AdminReview>>('/admin/reviews', {
        query: { ...filters, page, page_size: PAGE_SIZE },
        signal,
        quiet: true,
      }),
    placeholderData: (previous) => previous,
  });

export const hideReview = (id: number, hidden: boolean) =>
  api<{ id: number; hidden: boolean }>('/admin/review/hide', { body: { id, hidden }, quiet: true });

export const adminCouponsQuery = (page: number) =>
  queryOptions({
    queryKey: [ADMIN_COUPONS, page],
    queryFn: ({ signal }) =>
      api<Paged<Coupon>>('/admin/coupons', { query: { page, page_size: PAGE_SIZE }, signal, quiet: true }),
    placeholderData: (previous) => previous,
  });

/** Quiet: the form shows a refusal next to the field it names. */
export const createPlatformCoupon = (body: CouponBody) =>
  api<Coupon>('/admin/coupons', {
    body: { ...body, category_ids: body.category_ids.length ? body.category_ids : undefined },
    quiet: true,
  });

export const switchPlatformCoupon = (id: number, on: boolean) =>
  api<Coupon>(`/admin/coupons/${id}/enabled`, { body: { enabled: on }, quiet: true });

export const adminCouponsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [ADMIN_COUPONS] });
