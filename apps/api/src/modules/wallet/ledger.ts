// Transitional: the single-entry `post` of before the double-entry ledger (modules/ledger), kept
// only while the demo order history (db/seed/orders.ts) moves over to postJournal. Each call is one
// balanced journal against the platform account its kind came from, the same mapping that
// migration 0013 used for the history of before. Remove once nothing imports it.
import type { Db } from '../../db/client.ts';
import { accountId, type PlatformAccount, postJournal } from '../ledger/ledger.service.ts';

export { accountId };

export interface Movement {
  direction: 'income' | 'expense';
  kind: string;
  amount: number;
  availableDelta: number;
  frozenDelta?: number;
  refType?: string;
  refId?: number;
  memo?: string;
}

const COUNTER: Record<string, PlatformAccount> = {
  payment: 'orders_paid',
  sale: 'orders_paid',
  refund: 'orders_paid',
  card_topup: 'card_received',
  topup: 'bank_received',
  withdrawal: 'payouts_sent',
};

/** @deprecated use postJournal */
export async function post(tx: Db, account: number, m: Movement) {
  const frozen = m.frozenDelta ?? 0;
  const counter = -(m.availableDelta + frozen);
  const [after] = await postJournal(tx, {
    kind: m.kind,
    refType: m.refType,
    refId: m.refId,
    memo: m.memo,
    lines: [
      { account, available: m.availableDelta, frozen, direction: m.direction },
      ...(counter === 0 ? [] : [{ platform: COUNTER[m.kind] ?? ('adjustments' as const), amount: counter }]),
    ],
  });
  return after!;
}
