// Paying an order by bank transfer, on the buyer's order page: the operator's bank details, the
// exact amount in the currency chosen at checkout, the reference to write on the transfer, and the
// transfer slip (sent, replaced while it waits, sent again after a rejection) with its state.
import type { BankDetails, BankTransfer } from '@polymart/contract/bank-transfer';
import { bankSlipBody } from '@polymart/contract/bank-transfer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '../../components/facts.tsx';
import { Field } from '../../components/form-field.tsx';
import { PrivateImageField, useImageUpload } from '../../components/image-upload.tsx';
import { PrivateImage } from '../../components/private-image.tsx';
import { Problem } from '../../components/problem.tsx';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { formatAmount } from '../../lib/numbers.ts';
import { useSession } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { ordersChanged } from '../../lib/use-action.ts';
import { bankTransferQuery, sendBankSlip, uploadSlip } from './bank-transfer-api.ts';
import '../../styles/bank-transfer.css';

/** The account to transfer to, as a definition list (IBANs wrap on a phone rather than overflow). */
export function BankFacts({ bank, extra = [] }: { bank: BankDetails; extra?: [string, React.ReactNode][] }) {
  const { t } = useTranslation();
  const rows: [string, React.ReactNode][] = [
    ...extra,
    [t('bankTransfer.bankName'), bank.bank_name],
    [t('bankTransfer.holder'), bank.account_holder],
    [t('bankTransfer.account'), bank.account_number],
    [t('bankTransfer.swift'), bank.swift],
  ];
  return <Facts rows={rows} className="bank-facts" />;
}

function SlipState({ transfer }: { transfer: BankTransfer }) {
  const { t } = useTranslation();
  const slip = transfer.slip;
  if (!slip) return null;
  const said =
    slip.status === 'approved'
      ? t(slip.outcome === 'wallet' ? 'bankTransfer.state.wallet' : 'bankTransfer.state.approved')
      : t(`bankTransfer.state.${slip.status}`);
  return (
    <div className="bank-slip-state" data-testid="bank-slip-state">
      <p role="status">
        <strong>{said}</strong>
      </p>
      {slip.status === 'rejected' && slip.decision_remark && (
        <p>
          {t('bankTransfer.reason')}: {slip.decision_remark}
        </p>
      )}
      <div className="bank-slip-preview">
        <PrivateImage path={slip.proof} alt={t('bankTransfer.yourSlip')} />
        {slip.transaction_id && <span className="small muted">{slip.transaction_id}</span>}
      </div>
    </div>
  );
}

const SHOWN = ['proof', 'transaction_id', 'remark'];

function SlipForm({ transfer }: { transfer: BankTransfer }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const proof = useImageUpload(uploadSlip, { isPrivate: true });
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: sendBankSlip,
    onSuccess: async () => {
      showToast(t('bankTransfer.sent'), 'success');
      setErrors({});
      await ordersChanged(client);
    },
    onError: (err) => setErrors(failureErrors(err, t, SHOWN)),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (send.isPending || proof.uploading) return;
    const form = new FormData(e.currentTarget);
    const input = {
      payment_id: transfer.payment_id,
      proof: proof.path,
      transaction_id: String(form.get('transaction_id') ?? ''),
      remark: String(form.get('remark') ?? ''),
    };
    const parsed = parseForm(bankSlipBody, input, t, { proof: 'bankTransfer.slipNeeded' });
    if (!parsed.ok) return setErrors(parsed.errors);
    send.mutate(parsed.data);
  };
  const waiting = transfer.slip?.status === 'pending';
  return (
    <form className="form bank-slip-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(waiting ? 'bankTransfer.replace' : 'bankTransfer.slip')}</h3>
      <PrivateImageField
        id={`${id}-proof`}
        label={t('bankTransfer.slipImage')}
        hint={t('bankTransfer.slipHint')}
        previewAlt={t('bankTransfer.slipPreview')}
        uploadingLabel={(percent) => t('profile.uploading', { percent })}
        error={errors.proof}
        upload={proof}
      />
      <Field
        label={t('bankTransfer.transactionId')}
        name="transaction_id"
        autoComplete="off"
        maxLength={64}
        error={errors.transaction_id}
      />
      <Field label={t('bankTransfer.remark')} name="remark" maxLength={140} error={errors.remark} />
      <Problem text={errors.form} />
      <button type="submit" className="btn" disabled={send.isPending || proof.uploading}>
        {t(waiting ? 'bankTransfer.sendAgain' : 'bankTransfer.send')}
      </button>
    </form>
  );
}

export function BankTransferPanel({ orderId }: { orderId: number }) {
  const { t, i18n } = useTranslation();
  const user = useSession();
  const transfer = useQuery({ ...bankTransferQuery(user?.id ?? 0, orderId), enabled: Boolean(user) });
  const data = transfer.data;
  if (!data) return null;
  const amount = `${formatAmount(data.currency_amount, i18n.language)} ${data.currency}`;
  return (
    <section className="card panel" aria-labelledby="bank-transfer" data-testid="bank-transfer">
      <h2 id="bank-transfer">{t('bankTransfer.title')}</h2>
      {data.can_upload && <p className="small">{t('bankTransfer.intro')}</p>}
      <BankFacts
        bank={data.bank}
        extra={[
          [t('bankTransfer.amount'), <strong key="amount">{amount}</strong>],
          [
            t('bankTransfer.reference'),
            <span key="ref" className="bank-reference" data-testid="bank-reference">
              {data.reference}
            </span>,
          ],
        ]}
      />
      <SlipState transfer={data} />
      {data.can_upload && <SlipForm transfer={data} />}
    </section>
  );
}
