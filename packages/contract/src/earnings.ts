// Commission rules and sellers' earnings (issue 14). Money in base minor units; a rate in basis
// points (1 % = 100).
import { z } from 'zod';
import { paging, zBool, zId, zIsoDate } from './common.ts';
import { rechargeBody, withdrawBody } from './wallet.ts';

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
  /** in the merchant account */
  available: number;
  /** withdrawals asked for, awaiting payment */
  frozen: number;
  /** owed to the platform: commission on cash orders, refunds the balance could not cover */
  debt: number;
  /** since when anything is owed; null without a debt */
  debt_since: string | null;
  /** what a withdrawal may ask for now: available less the debt */
  withdrawable: number;
  /** the smallest withdrawal (SELLER_MIN_WITHDRAWAL) */
  min_withdrawal: number;
  /** cash on delivery stops while more than `limit` is owed for longer than `days` */
  cod: { blocked: boolean; limit: number; days: number };
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
  /** paid in cash on delivery: the seller's courier kept the net, the commission became a debt */
  cash: boolean;
  /** the part paid out by withdrawals (or kept as cash) */
  withdrawn: number;
  completed_at: string;
  available_at: string;
}

export const sellerEarningsQuery = z.object({ ...paging, state: z.enum(EARNING_STATES).optional() });

/** A withdrawal from the merchant account, in base minor units, to the profile's bank account or wallet address. */
export const sellerWithdrawBody = withdrawBody;
/** Pays the debt from the available balance: all that it can cover, or `amount`. */
export const sellerDebtSettleBody = z.object({ amount: z.coerce.number().int().positive().max(1e12).optional() });
/**
 * An offline payment of the debt (a bank transfer with its proof), decided in the inbox as a top-up
 * (500): at least a top-up's minimum (MIN_RECHARGE) or, when less is owed, the debt (1.00 at least).
 */
export const sellerDebtPaymentBody = rechargeBody;

export const SELLER_LEDGER_KINDS = [
  'earning_available',
  'cod_settlement',
  'refund',
  'withdrawal_hold',
  'withdrawal',
  'withdrawal_release',
  'debt_payment',
  'topup',
  'transfer',
] as const;
export const sellerLedgerQuery = z
  .object({
    ...paging,
    kind: z.enum(SELLER_LEDGER_KINDS).optional(),
    direction: z.enum(['income', 'expense']).optional(),
    from: zIsoDate.optional(),
    to: zIsoDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] });
export type SellerLedgerQuery = z.output<typeof sellerLedgerQuery>;

/** One movement of the merchant account as its owner sees it; *_delta are changes, *_after balances after. */
export interface SellerLedgerEntry {
  id: number;
  kind: string;
  direction: 'income' | 'expense';
  amount: number;
  available_delta: number;
  frozen_delta: number;
  /** what the debt grew by (negative: paid) */
  debt_delta: number;
  available_after: number;
  frozen_after: number;
  debt_after: number;
  ref_type: string;
  ref_id: number | null;
  memo: string;
  created_at: string;
}

/** A seller's withdrawal or offline debt payment, as they follow it. */
export interface SellerPayout {
  id: number;
  kind: 'withdrawal' | 'topup';
  amount: number;
  currency: string;
  actual_amount: number;
  destination: Record<string, string>;
  status: 'pending' | 'completed' | 'failed' | 'recalled';
  payout_reference: string;
  decision_remark: string;
  created_at: string;
  decided_at: string | null;
}
export const sellerPayoutsQuery = z.object({
  ...paging,
  kind: z.enum(['withdrawal', 'topup']).optional(),
  status: z.enum(['pending', 'completed', 'failed', 'recalled']).optional(),
});

/** Approved payouts for a bank's bulk-payment upload (CSV), by the day they were approved. */
export const payoutExportQuery = z
  .object({ from: zIsoDate.optional(), to: zIsoDate.optional(), account: z.enum(['customer', 'merchant']).optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from after to', path: ['to'] });

/** A seller who owes the platform, for operators (GET /api/admin/finance/debts). */
export interface SellerDebt {
  user_id: number;
  name: string;
  email: string;
  shops: { id: number; name: string }[];
  debt: number;
  debt_since: string;
  /** what the merchant account could pay at once */
  available: number;
  /** the shops take no cash-on-delivery orders until it is settled */
  cod_blocked: boolean;
}
export const sellerDebtsQuery = z.object(paging);

/**
 * The memos the server writes on a seller's statement, in English; the web app says them in the
 * seller's language by these keys (an operator's remark is shown as written).
 */
export const SYSTEM_MEMOS = {
  codKept: 'cash collected on delivery: the earning kept by the seller, the rest owed',
  debtNetted: 'debt netted from the earning',
  paidFromBalance: 'paid from the available balance',
} as const;
