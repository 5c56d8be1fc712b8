// Bank transfer at checkout (the spec's "Turkish net bank" option): the operator's bank details,
// which currencies it is offered in (site settings, website_config key `bank_transfer`), what the
// buyer must send with which reference, and the transfer slips an operator confirms in the inbox.
import { z } from 'zod';
import { zId, zRemark } from './common.ts';

/** The operator's account the buyer transfers to. */
export interface BankDetails {
  bank_name: string;
  account_holder: string;
  /** IBAN or account number. */
  account_number: string;
  /** SWIFT/BIC, '' where the bank has none. */
  swift: string;
}

/** website_config.bank_transfer: the details, and the buyer currencies it is offered for. */
export interface BankTransferSettings extends BankDetails {
  currencies: string[];
}

/** Whether checkout offers bank transfer to a buyer paying in `currency`. */
export function bankTransferOffered(settings: BankTransferSettings | null | undefined, currency: string): boolean {
  return Boolean(settings?.account_number && settings.currencies?.includes(currency.toUpperCase()));
}

/** The reference the buyer writes on the transfer, so the operator can match it: PM-000123. */
export function bankReference(paymentId: number): string {
  return `PM-${String(paymentId).padStart(6, '0')}`;
}

export const BANK_SLIP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BankSlipStatus = (typeof BANK_SLIP_STATUSES)[number];

export interface BankSlip {
  id: number;
  status: BankSlipStatus;
  /** Private upload path (purpose proof). */
  proof: string;
  transaction_id: string;
  remark: string;
  /** Approved: the orders were paid, or they had closed and the amount went to the wallet. */
  outcome: 'paid' | 'wallet' | null;
  decision_remark: string;
  created_at: string;
  decided_at: string | null;
}

/** A payment by bank transfer as its buyer sees it (GET /api/checkout/bank-transfer). */
export interface BankTransfer {
  payment_id: number;
  reference: string;
  /** Base-currency minor units. */
  amount: number;
  /** What to send: minor units of `currency`, converted at the rate of the day the orders were placed. */
  currency: string;
  currency_amount: number;
  bank: BankDetails;
  order_ids: number[];
  /** When the orders are cancelled if no slip was confirmed by then (null once they are not unpaid). */
  expires_at: string | null;
  /** The latest slip, or null before the first upload. */
  slip: BankSlip | null;
  /** A slip may be uploaded now: the orders still wait for payment and no slip was approved. */
  can_upload: boolean;
}

export const bankTransferQuery = z.object({ order_id: zId });

/** The transfer slip of a payment by bank transfer; replaces the one still waiting, if any. */
export const bankSlipBody = z.object({
  payment_id: zId,
  proof: z.string().trim().min(1).max(200),
  transaction_id: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9._:/ -]*$/, 'a transaction id')
    .optional(),
  remark: zRemark.optional(),
});
export type BankSlipBody = z.output<typeof bankSlipBody>;
