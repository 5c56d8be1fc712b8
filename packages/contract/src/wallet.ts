// Wallet answer shapes shared by the server, the storefront and the admin area. Amounts are minor
// units: `amount` of `currency`, `actual_amount` of the base currency (spec §3).
import { z } from 'zod';
import { paging } from './common.ts';

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

export const adminWalletRequestsQuery = z.object({
  ...paging,
  status: z.enum(WALLET_REQUEST_STATUSES).optional(),
  kind: z.enum(WALLET_REQUEST_KINDS).optional(),
});
export const adminWalletDecideBody = z.object({ remark: z.string().trim().max(300).default('') });
