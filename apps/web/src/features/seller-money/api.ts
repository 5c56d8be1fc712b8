// The seller's money, in base minor units: balances (GET /api/seller/balance), the earning of each
// completed order (GET /api/seller/earnings, newest first), the merchant account's statement
// (GET /api/seller/ledger and its CSV), withdrawals and offline debt payments (GET
// /api/seller/withdrawals), and what the seller does with them.
import type {
  EarningState,
  Paged,
  SellerBalance,
  SellerEarning,
  SellerLedgerEntry,
  SellerPayout,
} from '@polymart/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export const SELLER_MONEY = 'seller-money';

export const sellerBalanceQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_MONEY, 'balance', sellerId],
    queryFn: ({ signal }) => api<SellerBalance>('/seller/balance', { signal }),
  });

export const fetchEarnings = (page: number, state?: EarningState, signal?: AbortSignal) =>
  api<Paged<SellerEarning>>('/seller/earnings', { query: { page, page_size: 20, state }, signal });

/**
 * The next day an earning on hold becomes available: the list is newest first by completion, and
 * holds may differ per earning, so the soonest is looked for among the pending ones (a hundred
 * cover any real hold; beyond that the date may be a later one, never a wrong past one).
 */
export const nextReleaseQuery = (sellerId: number) =>
  queryOptions({
    queryKey: [SELLER_MONEY, 'next-release', sellerId],
    queryFn: async ({ signal }) => {
      const pending = await api<Paged<SellerEarning>>('/seller/earnings', {
        query: { page: 1, page_size: 100, state: 'pending' },
        signal,
      });
      const dates = pending.items.map((e) => e.available_at).sort();
      return dates[0] ?? null;
    },
  });

const DAY_MS = 86_400_000;

/** The hold as the server applied it to an earning (its setting is the server's, not ours to know). */
export const holdDays = (e: SellerEarning) =>
  Math.max(0, Math.round((Date.parse(e.available_at) - Date.parse(e.completed_at)) / DAY_MS));

/** The statement's filters, as the URL and the API take them. */
export type LedgerFilters = {
  kind?: string;
  direction?: 'income' | 'expense';
  from?: string;
  to?: string;
};

export const fetchLedger = (f: LedgerFilters, page: number, signal?: AbortSignal) =>
  api<Paged<SellerLedgerEntry>>('/seller/ledger', { query: { ...f, page, page_size: 20 }, signal });

/** The statement's CSV with the same filters (token in a header: lib/download.ts). */
export async function downloadStatement(f: LedgerFilters): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v) params.set(k, v);
  await downloadFile(`/api/seller/ledger/export?${params}`, 'statement.csv');
}

export type PayoutKind = SellerPayout['kind'];

export const fetchPayouts = (kind: PayoutKind, page: number, signal?: AbortSignal) =>
  api<Paged<SellerPayout>>('/seller/withdrawals', { query: { kind, page, page_size: 20 }, signal });

export const requestWithdrawal = (body: { amount: number; method: 'bank' | 'wallet'; currency?: string }) =>
  api<SellerPayout>('/seller/withdraw', { body, quiet: true });

export const settleDebt = (amount?: number) =>
  api<{ paid: number }>('/seller/debt/settle', { body: amount ? { amount } : {}, quiet: true });

export type DebtPaymentBody = {
  amount: number;
  currency: string;
  transaction_id: string;
  proof: string;
  payment_method: string;
  remark?: string;
};
export const payDebtOffline = (body: DebtPaymentBody) =>
  api<SellerPayout>('/seller/debt/payment', { body, quiet: true });

/** A pending withdrawal or payment taken back (the wallet's recall serves both accounts). */
export const recallPayout = (id: number) => api('/customer/info/recall', { body: { id } });

/** The proof of an offline payment is a private upload. */
export const uploadProof = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'proof', onProgress).then((u) => u.path);

/** The currencies a payment to the platform may be made in (the wallet currencies). */
export const paymentCurrenciesQuery = () =>
  queryOptions({
    queryKey: [SELLER_MONEY, 'payment-currencies'],
    queryFn: () =>
      api<{ code: string; name: string; rate: number }[]>('/customer/index/get_wallets', { method: 'POST', body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Anything that moved money: balances, earnings, statement and requests are read again. */
export const moneyChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_MONEY] });
