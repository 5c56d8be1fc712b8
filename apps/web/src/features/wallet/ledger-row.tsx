// One posting of the wallet history (issue 17, fault 2): what it was in the buyer's language, never
// the ledger's own word (`refund`, `payment`), and the orders it was about, each a link to the order.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrice } from '../../lib/currency.ts';
import { formatDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import type { LedgerEntry } from './api.ts';

/** The ledger's kinds a buyer's wallet can carry; anything newer reads as "other" rather than raw. */
const KIND_KEYS: Record<string, string> = {
  topup: 'wallet.kindTopup',
  card_topup: 'wallet.kindCardTopup',
  withdrawal_hold: 'wallet.kindWithdrawalHold',
  withdrawal: 'wallet.kindWithdrawal',
  withdrawal_release: 'wallet.kindWithdrawalRelease',
  transfer_out: 'wallet.kindTransferOut',
  transfer_in: 'wallet.kindTransferIn',
  payment: 'wallet.kindPayment',
  card_payment: 'wallet.kindPayment',
  refund: 'wallet.kindRefund',
  affiliate_credit: 'wallet.kindAffiliateCredit',
  affiliate_reversal: 'wallet.kindAffiliateReversal',
};

export const ledgerKindKey = (kind: string) => KIND_KEYS[kind] ?? 'wallet.kindOther';

export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation();
  const format = usePrice();
  const orders = entry.order_ids ?? [];
  return (
    <p data-testid="ledger-row">
      <strong>{t(ledgerKindKey(entry.kind))}</strong> ·{' '}
      <span className={entry.direction === 'income' ? 'income' : 'expense'}>
        {entry.direction === 'income' ? '+' : '−'}
        {format(Number(entry.amount))}
      </span>
      {orders.map((id) => (
        <span key={id}>
          {' · '}
          <Link to={paths.order(id)}>{t('wallet.orderRef', { id })}</Link>
        </span>
      ))}
      <br />
      <span className="muted small">
        {formatDate(entry.created_at, i18n.language)} · {format(Number(entry.balance))}
      </span>
    </p>
  );
}
