// Wallet calls (spec §7: get_user_balance, recharge, transfer_balance_to_merchat, histories).
import type { Paged, WalletRequest } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type { WalletRequest };

export interface Balances {
  available: number;
  frozen: number;
  total: number;
  merchant: { available: number; frozen: number; total: number } | null;
}

export interface LedgerEntry {
  id: number;
  direction: 'income' | 'expense';
  kind: string;
  amount: number;
  balance: number;
  created_at: string;
}

export const balanceQuery = (userId: number) =>
  queryOptions({
    queryKey: ['wallet', 'balance', userId],
    queryFn: () => api<Balances>('/customer/info/get_user_balance'),
  });

export const walletCurrenciesQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'currencies'],
    queryFn: () =>
      api<{ code: string; name: string; symbol: string; rate: number }[]>('/customer/index/get_wallets', {
        method: 'POST',
        body: {},
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const fetchRequests = (kind: 'topup' | 'withdrawal', page: number, status = '') =>
  api<Paged<WalletRequest>>('/customer/info/recharge_list', { query: { kind, page, status: status || undefined } });

export const fetchLedger = (direction: '' | 'income' | 'expense', page: number) =>
  api<Paged<LedgerEntry>>('/customer/info/transaction_details', { query: { direction: direction || undefined, page } });
