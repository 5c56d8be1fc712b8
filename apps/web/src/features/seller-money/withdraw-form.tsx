// A withdrawal from the merchant account: the amount typed in the seller's currency (with what may
// be withdrawn now and a "max" that asks for all of it), to the profile's bank account or to its
// wallet address for a currency. Where the money goes is read from the profile and shown; when the
// profile has no such details, the form says so and links to the profile (`profileUrl`: the
// screen knows the storefront's address). The server's refusals come back by code and field.
import type { SellerBalance } from '@polymart/contract';
import { sellerWithdrawBody } from '@polymart/contract/earnings';
import { ERRORS } from '@polymart/contract/errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ApiError } from '../../lib/api.ts';
import { currentCurrency, useCurrency, usePrice } from '../../lib/currency.ts';
import { type FieldErrors, failedField, failureText, parseForm } from '../../lib/form-errors.ts';
import { refreshSession, useSession } from '../../lib/session.ts';
import { showToast } from '../../lib/toast.ts';
import { type Amount, amountOf, baseOf, EMPTY_AMOUNT } from './amount.ts';
import { moneyChanged, requestWithdrawal } from './api.ts';

type Method = 'bank' | 'wallet';

function Destination({ method, currency, profileUrl }: { method: Method; currency: string; profileUrl: string }) {
  const { t } = useTranslation();
  const user = useSession();
  const address = user?.wallet_addresses?.[currency];
  const bank = user?.account_number ? [user.bank_name, user.account_name, user.account_number] : null;
  const missing = method === 'bank' ? !bank : !address;
  return (
    <div className="money-destination" data-testid="withdraw-destination">
      {missing ? (
        <p>
          {t(method === 'bank' ? 'seller.money.noBank' : 'seller.money.noWalletAddress')}{' '}
          <a href={profileUrl}>{t('seller.money.editProfile')}</a>
        </p>
      ) : (
        <p>
          <span className="muted">{t('seller.money.goesTo')}</span>{' '}
          <strong>{method === 'bank' ? bank!.filter(Boolean).join(' · ') : address}</strong>{' '}
          <a href={profileUrl}>{t('seller.money.changeProfile')}</a>
        </p>
      )}
    </div>
  );
}

export function WithdrawForm({
  balance,
  profileUrl,
  onDone,
}: {
  balance: SellerBalance;
  profileUrl: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const price = usePrice();
  const currency = currentCurrency(useCurrency());
  const user = useSession();
  const walletCodes = Object.keys(user?.wallet_addresses ?? {});
  const [amount, setAmount] = useState<Amount>(EMPTY_AMOUNT);
  const [method, setMethod] = useState<Method>('bank');
  const [picked, setPicked] = useState<string>();
  // the profile read again on opening may bring addresses the first render did not have
  const coin = picked && walletCodes.includes(picked) ? picked : (walletCodes[0] ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  // the profile may have changed in the storefront since the seller area opened
  useEffect(() => {
    refreshSession().catch(() => {});
  }, []);
  const refusal = (err: unknown): FieldErrors => {
    const field = failedField(err);
    if (err instanceof ApiError && err.code === ERRORS.INSUFFICIENT_BALANCE.code)
      return { amount: t('seller.money.aboveWithdrawable', { amount: price(balance.withdrawable) }) };
    if (field === 'amount') return { amount: t('seller.money.belowMinimum', { min: price(balance.min_withdrawal) }) };
    if (field === 'method') return { form: t('seller.money.noBank') };
    if (field === 'currency') return { form: t('seller.money.noWalletAddress') };
    return { form: failureText(err, t) };
  };
  const send = useMutation({
    mutationFn: requestWithdrawal,
    onSuccess: async () => {
      showToast(t('seller.money.withdrawSent'), 'success');
      await moneyChanged(client);
      onDone();
    },
    onError: (err) => setErrors(refusal(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const input = { amount: baseOf(amount, currency.rate), method, currency: method === 'wallet' ? coin : undefined };
    const parsed = parseForm(sellerWithdrawBody, input, t);
    if (!parsed.ok) return setErrors(parsed.errors);
    const found = parsed.data.amount;
    if (found < balance.min_withdrawal)
      return setErrors({ amount: t('seller.money.belowMinimum', { min: price(balance.min_withdrawal) }) });
    if (found > balance.withdrawable)
      return setErrors({ amount: t('seller.money.aboveWithdrawable', { amount: price(balance.withdrawable) }) });
    setErrors({});
    send.mutate({ amount: found, method, currency: parsed.data.currency });
  };
  return (
    <form className="card panel form money-form" onSubmit={submit} noValidate aria-labelledby="withdraw-title">
      <h3 id="withdraw-title">{t('seller.money.withdrawTitle')}</h3>
      <p className="small muted">
        {t('seller.money.withdrawable', { amount: price(balance.withdrawable) })} ·{' '}
        {t('seller.money.minimum', { min: price(balance.min_withdrawal) })}
      </p>
      {/* the amount and its "max" on one line, the error under both */}
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t('seller.money.amountIn', { currency: currency.code })}</label>
        <div className="money-amount">
          <input
            id={`${id}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount.text}
            onChange={(e) => setAmount((a) => ({ ...a, text: e.target.value }))}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${id}-amount-err` : undefined}
            required
          />
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => setAmount(amountOf(balance.withdrawable, currency.rate))}
          >
            {t('seller.money.max')}
          </button>
        </div>
        <FieldError id={`${id}-amount-err`} text={errors.amount} />
      </div>
      <SelectField
        label={t('seller.money.method')}
        value={method}
        onChange={(e) => setMethod(e.target.value as Method)}
      >
        <option value="bank">{t('seller.money.methodBank')}</option>
        <option value="wallet">{t('seller.money.methodWallet')}</option>
      </SelectField>
      {method === 'wallet' && walletCodes.length > 0 && (
        <SelectField label={t('seller.money.walletCurrency')} value={coin} onChange={(e) => setPicked(e.target.value)}>
          {walletCodes.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      )}
      <Destination method={method} currency={coin} profileUrl={profileUrl} />
      <Problem text={errors.form} />
      <div className="money-form-actions">
        <button type="submit" className="btn" disabled={send.isPending}>
          {t('seller.money.withdrawSubmit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone}>
          {t('seller.money.cancel')}
        </button>
      </div>
    </form>
  );
}
