// Commission rules and sellers' earnings (issue 14). Money in base minor units; a rate in basis
// points (1 % = 100).
import { z } from 'zod';
import { paging, zBool, zId } from './common.ts';

export const COMMISSION_SCOPES = ['global', 'category', 'shop'] as const;
export type CommissionScope = (typeof COMMISSION_SCOPES)[number];

export interface CommissionRule {
  scope: CommissionScope;
  /** the category or shop; 0 for the global rule */
  target_id: number;
  rate_bp: number;
  /** per unit sold, minor units */
  fixed: number;
  updated_at: string;
}

/** Sets one rule, or removes it with `remove`. */
export const commissionRuleBody = z.object({
  scope: z.enum(COMMISSION_SCOPES),
  target_id: zId.optional(),
  rate_bp: z.coerce.number().int().min(0).max(10_000).optional(),
  fixed: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
  remove: zBool.optional(),
});
export type CommissionRuleBody = z.infer<typeof commissionRuleBody>;

export interface SellerBalance {
  /** earnings of completed orders still on hold */
  pending: number;
  /** in the merchant account, free to withdraw */
  available: number;
  /** withdrawals asked for, awaiting payment */
  frozen: number;
}

export const EARNING_STATES = ['pending', 'available', 'withdrawn', 'reversed'] as const;
export type EarningState = (typeof EARNING_STATES)[number];

export interface SellerEarning {
  order_id: number;
  shop_id: number;
  /** paid by the buyer and not refunded before completion */
  gross: number;
  commission: number;
  /** gross − commission, credited at completion */
  net: number;
  /** taken back from the seller by refunds after completion */
  refunded: number;
  /** the commission's share of those refunds, given back by the platform */
  commission_returned: number;
  state: EarningState;
  completed_at: string;
  available_at: string;
}

export const sellerEarningsQuery = z.object(paging);
