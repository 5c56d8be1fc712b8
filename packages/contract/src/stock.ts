// Stock-in applications (spec §4 notice type 300) and a seller's recorded stock decreases.
import { z } from 'zod';
import { paging, zId, zIsoDate } from './common.ts';

export const STOCK_IN_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type StockInStatus = (typeof STOCK_IN_STATUSES)[number];

export const stockInBody = z.object({
  product_id: zId,
  quantity: z.coerce.number().int().min(1).max(100_000),
  note: z.string().trim().max(140).default(''),
  waybill: z.string().trim().max(64).default(''),
  expected_at: zIsoDate.optional(),
});
export type StockInBody = z.output<typeof stockInBody>;

export const stockInListQuery = z.object({
  ...paging,
  status: z.enum(STOCK_IN_STATUSES).optional(),
  product_id: zId.optional(),
});

/** Lowering stock needs a reason (damaged, lost, counted wrong ...); raising it needs a stock-in. */
export const stockLowerBody = z.object({
  product_id: zId,
  quantity: z.coerce.number().int().min(1).max(100_000),
  reason: z.string().trim().min(3).max(140),
});

export interface StockInRequest {
  id: number;
  shop_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  note: string;
  waybill: string;
  expected_at: string | null;
  status: StockInStatus;
  decision_remark: string;
  decided_at: string | null;
  created_at: string;
}

/** The history of one product's stock (or all the seller's products) outside orders. */
export const stockAdjustmentsQuery = z.object({
  ...paging,
  product_id: zId.optional(),
});

/** A recorded change of stock: a decrease with the seller's reason, or an approved stock-in. */
export interface StockAdjustment {
  id: number;
  product_id: number;
  product_name: string;
  /** units added (positive) or taken away (negative) */
  delta: number;
  reason: string;
  /** 'stock_in' for an approved stock-in (ref_id is the request), '' for a seller's decrease */
  ref_type: string;
  ref_id: number | null;
  stock_after: number;
  created_at: string;
}
