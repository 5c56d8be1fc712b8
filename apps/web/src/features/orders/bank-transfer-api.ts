// Bank transfer at checkout: whether it is offered in the buyer's currency (site settings), an
// order's transfer (bank details, amount, reference, slip) and sending the slip. The transfer is
// keyed under ['orders', ...] so that every order change reads it again.
import {
  type BankSlipBody,
  type BankTransfer,
  type BankTransferSettings,
  bankTransferOffered,
} from '@polymart/contract/bank-transfer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';
import { useCurrency } from '../../lib/currency.ts';
import { useLang } from '../../lib/hooks.ts';

export const bankSettingsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['bank-transfer-settings', lang],
    queryFn: ({ signal }) =>
      api<{ bank_transfer?: BankTransferSettings }>('/customer/index/store', {
        query: { type: 'website_config' },
        signal,
      }).then((c) => c.bank_transfer ?? null),
    staleTime: 5 * 60_000,
  });

/** The operator's bank details, and whether checkout offers a transfer in the buyer's currency (not while loading). */
export function useBankTransfer(): { settings: BankTransferSettings | null; offered: boolean } {
  const settings = useQuery(bankSettingsQuery(useLang())).data ?? null;
  return { settings, offered: bankTransferOffered(settings, useCurrency().code) };
}

export const bankTransferQuery = (userId: number, orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'bank-transfer', userId, orderId],
    queryFn: ({ signal }) =>
      api<BankTransfer>('/checkout/bank-transfer', { query: { order_id: orderId }, signal, quiet: true }),
  });

export const sendBankSlip = (body: BankSlipBody) =>
  api<BankTransfer>('/checkout/bank-slip', { body: { ...body }, quiet: true });

/** The slip is a private upload (only its owner and operators can open it). */
export const uploadSlip = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'proof', onProgress).then((u) => u.path);
