// One withdrawal or offline debt payment as the seller follows it: amount, where it went, its
// status, the bank reference the operator recorded once paid, their remark when refused, and a
// recall while it is still pending (the amount goes back to the available balance).
import type { SellerPayout } from '@polymart/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { showToast } from '../../lib/toast.ts';
import { moneyChanged, recallPayout } from './api.ts';
import '../../styles/seller-money.css';

function destinationText(d: Record<string, string>): string {
  if (d.method === 'wallet') return `${d.currency ?? ''} ${d.address ?? ''}`.trim();
  return [d.bank_name, d.account_name, d.account_number].filter(Boolean).join(' · ');
}

export function PayoutRow({ payout: p }: { payout: SellerPayout }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const price = usePrice();
  const lang = useLang();
  const recall = useMutation({
    mutationFn: () => recallPayout(p.id),
    onSuccess: async () => {
      showToast(t('seller.money.recalled'), 'success');
      await moneyChanged(client);
    },
  });
  const where = destinationText(p.destination ?? {});
  return (
    <li className="card money-row" data-testid="payout">
      <div className="order-card-head">
        <h3>
          {p.kind === 'withdrawal'
            ? t('seller.money.withdrawalNo', { id: p.id })
            : t('seller.money.paymentNo', { id: p.id })}
        </h3>
        <span className={`status payout-${p.status}`} data-testid="payout-status">
          {t(`seller.money.status.${p.status}`)}
        </span>
      </div>
      <p className="money-row-amount">
        <strong>{price(p.actual_amount)}</strong>
        {p.kind === 'topup' && p.currency !== 'USD' && <span className="small muted"> ({p.currency})</span>}
      </p>
      <p className="small muted">
        {t('seller.money.askedOn', { date: formatDateTime(p.created_at, lang) })}
        {p.decided_at && p.status !== 'pending' && (
          <> · {t('seller.money.decidedOn', { date: formatDateTime(p.decided_at, lang) })}</>
        )}
      </p>
      {where && <p className="small">{t('seller.money.sentTo', { where })}</p>}
      {p.status === 'completed' && p.payout_reference && (
        <p className="small" data-testid="payout-reference">
          {t('seller.money.bankReference', { reference: p.payout_reference })}
        </p>
      )}
      {p.status === 'failed' && p.decision_remark && (
        <p className="small money-remark">{t('seller.money.refusedBecause', { remark: p.decision_remark })}</p>
      )}
      {p.status === 'pending' && (
        <button type="button" className="btn btn-outline" disabled={recall.isPending} onClick={() => recall.mutate()}>
          {t('seller.money.recall')}
        </button>
      )}
    </li>
  );
}
