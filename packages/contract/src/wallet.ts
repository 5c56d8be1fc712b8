// Wallet answer shapes shared by the server, the storefront and the admin area. Amounts are minor
// units: `amount` of `currency`, `actual_amount` of the base currency (spec §3).

export interface WalletRequest {
  id: number;
  kind: 'topup' | 'withdrawal';
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
  status: 'pending' | 'completed' | 'failed' | 'recalled';
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
