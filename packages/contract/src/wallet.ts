// Wallet answer shapes shared by the server, the storefront and the admin area. Amounts are minor
// units: `amount` of `currency`, `actual_amount` of the base currency (spec §3).
import { z } from 'zod';
import { cardFields, hasCard, notExpired, zStripeMethod } from './cards.ts';
import { paging, zId, zIsoDate, zMinor } from './common.ts';

/** Spec §4 wallet records: pending (submitted for review), completed, failed; or recalled by the user. */
export const WALLET_REQUEST_STATUSES = ['pending', 'completed', 'failed', 'recalled'] as const;
export type WalletRequestStatus = (typeof WALLET_REQUEST_STATUSES)[number];
export const WALLET_REQUEST_KINDS = ['topup', 'withdrawal'] as const;

export interface WalletRequest {
  id: number;
  kind: (typeof WALLET_REQUEST_KINDS)[number];
  amount: number;
  currency: string;
  actual_amount: number;
  transaction_id: string | null;
  /** Upload path of the payment proof (private). */
  proof: string;
  payment_method: string;
  remark: string;
  /** Where a withdrawal goes: bank details or a virtual-currency address. */
  destination: Record<string, string>;
  status: WalletRequestStatus;
  decision_remark: string;
  decided_at: string | null;
  created_at: string;
}

/** A request as the admin review queue sees it: with who sent it and who decided. */
export interface AdminWalletRequest extends WalletRequest {
  user_id: number;
  user_email: string;
  user_name: string;
  decided_by: number | null;
}

/** One account's balance: available, held for pending withdrawals, and both. */
export interface AccountBalance {
  available: number;
  frozen: number;
  total: number;
}
/** GET get_user_balance: the customer wallet, and the merchant account of a seller. */
export interface Balances extends AccountBalance {
  merchant: AccountBalance | null;
}

export const LEDGER_DIRECTIONS = ['income', 'expense'] as const;
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];
/** One posting on the user's account, newest first (transaction_details). */
export interface LedgerEntry {
  id: number;
  direction: LedgerDirection;
  /** topup, card_topup, withdrawal_hold, withdrawal, withdrawal_release, transfer_out, transfer_in, ... */
  kind: string;
  amount: number;
  /** Available after this posting. */
  balance: number;
  /** Held after this posting. */
  frozen: number;
  ref_type: string;
  ref_id: number | null;
  memo: string;
  created_at: string;
  /** The buyer's orders this posting is about (a payment may pay several shops' orders); empty when none. */
  order_ids: number[];
}

export const adminWalletRequestsQuery = z.object({
  ...paging,
  status: z.enum(WALLET_REQUEST_STATUSES).optional(),
  kind: z.enum(WALLET_REQUEST_KINDS).optional(),
});
export const adminWalletDecideBody = z.object({
  remark: z.string().trim().max(300).default(''),
  /** the bank reference of the transfer made: required to approve a seller's withdrawal */
  reference: z.string().trim().max(100).default(''),
});

/** The smallest offline top-up, in base-currency minor units (100.00; spec §5, §9). */
export const MIN_RECHARGE = 10_000;

/** An amount of money to move: minor units, more than zero. */
export const zAmount = zMinor.refine((v) => v > 0, 'more than zero');
const zCurrencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'a currency code');

/** Top up by bank card: the card itself (sandbox) or a Stripe PaymentMethod id. */
export const cardTopUpBody = z
  .object({
    amount: zAmount,
    currency: zCurrencyCode.default('USD'),
    ...cardFields,
    payment_method: zStripeMethod,
    idempotency_key: z.string().max(100).optional(),
  })
  .refine((v) => v.payment_method || hasCard(v), {
    message: 'card details or a payment method',
    path: ['card_number'],
  })
  .refine(notExpired, {
    message: 'the card has expired',
    path: ['exp_year'],
  });
/** An offline top-up for review: amount in minor units of `currency`, the transfer's id and proof. */
export const rechargeBody = z.object({
  amount: zAmount,
  currency: zCurrencyCode,
  transaction_id: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9._:-]+$/, 'a transaction id'),
  proof: z.string().trim().min(1).max(200),
  payment_method: z.string().trim().min(1).max(60),
  remark: z.string().trim().max(140).optional(),
});
export type RechargeBody = z.output<typeof rechargeBody>;
/** A withdrawal to the profile's bank account or its wallet address for `currency`. */
export const withdrawBody = z.object({
  amount: zAmount,
  method: z.enum(['bank', 'wallet']).default('bank'),
  currency: z.string().trim().toUpperCase().optional(),
});
export type WithdrawBody = z.output<typeof withdrawBody>;
export const walletRequestIdBody = z.object({ id: zId });
export const transferBody = z.object({ amount: zAmount });
export const rechargeListQuery = z.object({
  ...paging,
  kind: z.enum(WALLET_REQUEST_KINDS).optional(),
  status: z.enum(WALLET_REQUEST_STATUSES).optional(),
});
export const ACCOUNT_KINDS = ['customer', 'merchant'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];
/** The ledger, newest first: by direction, days and account. */
export const transactionListQuery = z.object({
  ...paging,
  direction: z.enum(LEDGER_DIRECTIONS).optional(),
  from: zIsoDate.optional(),
  to: zIsoDate.optional(),
  account: z.enum(ACCOUNT_KINDS).optional(),
});
