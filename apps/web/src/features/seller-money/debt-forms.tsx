// Paying what the seller owes the platform (commission on cash-on-delivery orders, refunds the
// balance could not cover): at once from the available balance, after a confirmation, or by an
// offline transfer whose proof an operator checks in the inbox before the debt goes down.
import type { SellerBalance } from '@polymart/contract';
import { sellerDebtPaymentBody } from '@polymart/contract/earnings';
import { convertToBase, parseAmount } from '@polymart/contract/money';
import { MIN_RECHARGE } from '@polymart/contract/wallet';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/form-field.tsx';
import { PrivateImageField, useImageUpload } from '../../components/image-upload.tsx';
import { Problem } from '../../components/problem.tsx';
import { useCurrency, useCurrencyName, usePrice } from '../../lib/currency.ts';
import { type FieldErrors, failedField, failureErrors, failureText, parseForm } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { moneyChanged, payDebtOffline, paymentCurrenciesQuery, settleDebt, uploadProof } from './api.ts';

/** Pays as much of the debt as the available balance covers, once the seller confirms. */
export function SettleDebtButton({ balance }: { balance: SellerBalance }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const price = usePrice();
  const [error, setError] = useState<string>();
  const covered = Math.min(balance.debt, balance.available);
  const settle = useMutation({
    mutationFn: () => settleDebt(),
    onSuccess: async ({ paid }) => {
      setError(undefined);
      showToast(t('seller.money.debtPaid', { amount: price(paid) }), 'success');
      await moneyChanged(client);
    },
    onError: (err) => setError(failureText(err, t)),
  });
  return (
    <div className="money-action">
      <button
        type="button"
        className="btn btn-outline"
        disabled={covered <= 0 || settle.isPending}
        onClick={() => {
          if (window.confirm(t('seller.money.settleConfirm', { amount: price(covered) }))) settle.mutate();
        }}
      >
        {t('seller.money.settle')}
      </button>
      {covered <= 0 && <p className="small muted">{t('seller.money.settleNothing')}</p>}
      <Problem text={error} />
    </div>
  );
}

const SHOWN = ['amount', 'currency', 'transaction_id', 'proof', 'payment_method', 'remark'];

/** An offline payment of the debt with its proof (amount in the currency it was paid in). */
export function DebtPaymentForm({ balance, onDone }: { balance: SellerBalance; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const price = usePrice();
  const currencyName = useCurrencyName();
  const chosen = useCurrency().code;
  const currencies = useQuery(paymentCurrenciesQuery());
  const list = currencies.data ?? [];
  const [currency, setCurrency] = useState<string>();
  const paidIn = currency ?? (list.some((c) => c.code === chosen) ? chosen : (list[0]?.code ?? 'USD'));
  const proof = useImageUpload(uploadProof, { isPrivate: true });
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation({
    mutationFn: payDebtOffline,
    onSuccess: async () => {
      showToast(t('seller.money.paymentSent'), 'success');
      await moneyChanged(client);
      onDone();
    },
    onError: (err) =>
      setErrors(
        failedField(err) === 'amount'
          ? { amount: t('seller.money.paymentTooSmall', { min: price(MIN_RECHARGE) }) }
          : failureErrors(err, t, SHOWN),
      ),
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (send.isPending || proof.uploading) return;
    const form = new FormData(e.currentTarget);
    const text = String(form.get('amount') ?? '').trim();
    const input = {
      amount: parseAmount(text) ?? text,
      currency: paidIn,
      transaction_id: String(form.get('transaction_id') ?? ''),
      proof: proof.path,
      payment_method: String(form.get('payment_method') ?? ''),
      remark: String(form.get('remark') ?? ''),
    };
    const parsed = parseForm(sellerDebtPaymentBody, input, t, { proof: 'seller.money.proofNeeded' });
    if (!parsed.ok) return setErrors(parsed.errors);
    // an offline payment has the top-ups' minimum, counted in the base currency
    const rate = list.find((c) => c.code === paidIn)?.rate;
    if (rate && convertToBase(parsed.data.amount, rate) < MIN_RECHARGE)
      return setErrors({ amount: t('seller.money.paymentTooSmall', { min: price(MIN_RECHARGE) }) });
    setErrors({});
    send.mutate(parsed.data);
  };
  return (
    <form className="card panel form money-form" onSubmit={submit} noValidate aria-labelledby="debt-pay-title">
      <h3 id="debt-pay-title">{t('seller.money.payOfflineTitle')}</h3>
      <p className="small muted">{t('seller.money.payOfflineHint', { amount: price(balance.debt) })}</p>
      <p className="small muted">{t('seller.money.paymentMinimum', { min: price(MIN_RECHARGE) })}</p>
      <SelectField label={t('seller.money.paidIn')} value={paidIn} onChange={(e) => setCurrency(e.target.value)}>
        {list.map((c) => (
          <option key={c.code} value={c.code}>
            {c.code} · {currencyName(c.code, c.name)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('seller.money.amountIn', { currency: paidIn })}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        error={errors.amount}
        required
      />
      <Field
        label={t('seller.money.transferId')}
        name="transaction_id"
        autoComplete="off"
        error={errors.transaction_id}
        required
      />
      <Field
        label={t('seller.money.paymentMethod')}
        name="payment_method"
        placeholder={t('seller.money.paymentMethodHint')}
        error={errors.payment_method}
        required
      />
      <PrivateImageField
        id={`${id}-proof`}
        label={t('seller.money.proof')}
        hint={t('seller.money.proofHint')}
        previewAlt={t('seller.money.proofPreview')}
        uploadingLabel={(percent) => t('profile.uploading', { percent })}
        error={errors.proof}
        upload={proof}
      />
      <Field label={t('seller.money.remark')} name="remark" maxLength={140} error={errors.remark} />
      <Problem text={errors.form} />
      <div className="money-form-actions">
        <button type="submit" className="btn" disabled={send.isPending || proof.uploading}>
          {t('seller.money.payOfflineSubmit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('seller.money.cancel')}
        </button>
      </div>
    </form>
  );
}
