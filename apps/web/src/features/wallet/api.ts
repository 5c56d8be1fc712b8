// Wallet calls (spec §7: get_user_balance, recharge, transfer_balance_to_merchat, histories).
import type { Paged } from '@polymart/contract/common';
import type { LedgerEntry, WalletRequest } from '@polymart/contract/wallet';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type { LedgerEntry, WalletRequest };

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
