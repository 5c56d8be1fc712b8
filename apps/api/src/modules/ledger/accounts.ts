// The platform's own accounts (rows of platform_accounts, migration 0013). A posting's amount is
// what it adds to the account's balance, and a user's balance is what the platform owes them; so
// money coming in through a channel makes that channel's account negative (−balance is what came
// in), money sent out makes payouts_sent positive, and orders_paid holds what buyers paid for
// orders not yet settled to a seller or refunded. Later kinds of money (commission revenue,
// sellers' earnings on hold, cash held by sellers) are new rows here and in the table.
export const PLATFORM_ACCOUNTS = [
  'card_received',
  'bank_received',
  'cod_cash',
  'orders_paid',
  'payouts_sent',
  'adjustments',
  'commission_revenue',
  'earnings_pending',
] as const;

export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];

/** A user's account: a customer's wallet or a seller's merchant account (wallet_accounts). */
export type AccountKind = 'customer' | 'merchant';
