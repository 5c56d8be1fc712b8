// What an operator reads before confirming a bank transfer at checkout (inbox type 600): the amount
// the buyer was asked to send in their currency, the reference to find on the bank statement, the
// orders it pays (and whether they still wait: if not, confirming credits the buyer's wallet), the
// buyer's transaction number and note, and the slip image.
import type { BankDetails } from '@polymart/contract/bank-transfer';
import { DEFAULT_CURRENCY } from '@polymart/contract/locales';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/numbers.ts';
import { Facts, minor, text } from './facts.tsx';
import { PrivateFigure } from './private-figure.tsx';

export function BankSlipDetail({ detail }: { detail: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const orders = Array.isArray(detail.order_ids) ? detail.order_ids.map((id) => `#${id}`).join(', ') : '';
  const bank = (detail.bank ?? {}) as Partial<BankDetails>;
  const waiting = minor(detail.orders_waiting);
  const pending = detail.outcome === null || detail.outcome === undefined;
  return (
    <>
      <Facts
        rows={[
          [t('bankTransfer.reference'), <strong key="ref">{text(detail.reference)}</strong>],
          [
            t('bankTransfer.amount'),
            `${formatAmount(minor(detail.currency_amount), i18n.language)} ${text(detail.currency)}`,
          ],
          [t('bankTransfer.admin.base'), `${formatAmount(minor(detail.amount), i18n.language)} ${DEFAULT_CURRENCY}`],
          [t('bankTransfer.admin.orders'), orders],
          [t('bankTransfer.admin.to'), [bank.bank_name, bank.account_number].filter(Boolean).join(' · ')],
          [t('admin.txn'), text(detail.transaction_id)],
          [t('admin.inbox.customerRemark'), text(detail.remark)],
          [
            t('bankTransfer.admin.outcome'),
            detail.outcome === 'wallet'
              ? t('bankTransfer.admin.toWallet')
              : detail.outcome === 'paid'
                ? t('bankTransfer.admin.paid')
                : '',
          ],
        ]}
      />
      {pending && waiting === 0 && <p className="small expense">{t('bankTransfer.admin.closed')}</p>}
      {text(detail.proof) && (
        <div className="private-figures">
          <PrivateFigure path={text(detail.proof)} label={t('bankTransfer.slipImage')} />
        </div>
      )}
    </>
  );
}
