// Wallet (spec §2 /pages/mine/wallet): balances in the buyer's currency, offline top-up with a
// proof image, card top-up, withdrawal, recall of a pending request, transfer to the merchant
// account, and the histories with endless scrolling.

import type { Paged } from '@polymart/contract/common';
import { convertToBase, parseAmount } from '@polymart/contract/money';
import {
  cardTopUpBody,
  MIN_RECHARGE,
  rechargeBody,
  transferBody,
  WALLET_REQUEST_STATUSES,
  type WalletRequestStatus,
  withdrawBody,
} from '@polymart/contract/wallet';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { CardInputs } from '../../../components/card-inputs.tsx';
import { Field } from '../../../components/form-field.tsx';
import { LoadMore } from '../../../components/load-more.tsx';
import { EmptyState } from '../../../components/states.tsx';
import { useBankTransfer } from '../../../features/orders/bank-transfer-api.ts';
import { BankFacts } from '../../../features/orders/bank-transfer-panel.tsx';
import { fetchLedger, fetchRequests, type LedgerEntry, walletCurrenciesQuery } from '../../../features/wallet/api.ts';
import { LedgerRow } from '../../../features/wallet/ledger-row.tsx';
import { api, uploadFile } from '../../../lib/api.ts';
import { balanceQuery } from '../../../lib/balance.ts';
import { useCurrencyName, usePrice } from '../../../lib/currency.ts';
import { type FieldErrors, type FormSchema, failedField, failureErrors, parseForm } from '../../../lib/form-errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLang, useTitle } from '../../../lib/hooks.ts';
import { nextPage } from '../../../lib/paged.ts';
import { paths } from '../../../lib/paths.ts';
import { refreshSession, useSession } from '../../../lib/session.ts';
import { showToast } from '../../../lib/toast.ts';

type Tab = 'topup' | 'withdrawal' | 'ledger';

function useWalletRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ['wallet'] }), refreshSession().catch(() => {})]);
}

/**
 * A wallet form's problems: what the contract's schema finds before sending, then what the server
 * refuses, next to the field it names (`shown`) or for the whole form. A typed amount the form or
 * the server refuses is said as `amountRule` (the minimum in money), not as "check this field".
 */
function useFormErrors(shown: readonly string[], amountRule?: string) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = <T,>(schema: FormSchema<T>, input: Record<string, unknown>) => {
    const parsed = parseForm(schema, input, t);
    const found = parsed.ok ? {} : parsed.errors;
    if (found.amount && amountRule && input.amount !== '') found.amount = amountRule;
    setErrors(found);
    return parsed.ok;
  };
  const fail = (err: unknown) =>
    setErrors(amountRule && failedField(err) === 'amount' ? { amount: amountRule } : failureErrors(err, t, shown));
  return { errors, check, fail };
}

function FormProblem({ text }: { text?: string }) {
  return text ? (
    <p role="alert" className="field-error">
      {text}
    </p>
  ) : null;
}

/**
 * An amount typed in a currency ("150.00") as that currency's minor units; text that is no amount
 * stays text, so the schema says the field is wrong rather than missing.
 */
const typed = (form: FormData, name: string) => {
  const text = String(form.get(name) ?? '').trim();
  return parseAmount(text) ?? text;
};

function TopUpForm() {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useWalletRefresh();
  const currencies = useQuery(walletCurrenciesQuery());
  const [proof, setProof] = useState<string>();
  const [progress, setProgress] = useState<number | null>(null);
  const format = usePrice();
  const { errors, check, fail } = useFormErrors(
    ['amount', 'transaction_id', 'payment_method', 'proof', 'remark'],
    t('wallet.belowMin', { min: format(MIN_RECHARGE) }),
  );
  // the operator's account (site settings), where the buyer sends the money before sending proof
  const bank = useBankTransfer().settings;
  const currencyName = useCurrencyName();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const body = {
      amount: typed(form, 'amount'),
      currency: String(form.get('currency') ?? ''),
      transaction_id: String(form.get('transaction_id') ?? ''),
      proof: proof ?? '',
      payment_method: String(form.get('payment_method') ?? ''),
      remark: String(form.get('remark') ?? ''),
    };
    if (!check(rechargeBody, body)) return;
    try {
      await api('/customer/info/recharge', { body, quiet: true });
      showToast(t('wallet.sent'), 'success');
      formEl.reset();
      setProof(undefined);
      await refresh();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <form className="form card form-card" onSubmit={submit} noValidate>
      <h2>{t('wallet.topupTitle')}</h2>
      {bank?.account_number && (
        <div data-testid="topup-bank">
          <p>{t('wallet.payInto')}</p>
          <BankFacts bank={bank} />
        </div>
      )}
      <Field
        label={t('wallet.amount')}
        name="amount"
        inputMode="decimal"
        required
        aria-describedby={`${id}-min`}
        error={errors.amount}
      />
      <p id={`${id}-min`} className="muted small">
        {t('wallet.minHint', { min: format(MIN_RECHARGE) })}
      </p>
      <div className="field">
        <label htmlFor={`${id}-cur`}>{t('wallet.currency')}</label>
        <select id={`${id}-cur`} name="currency" defaultValue="USD">
          {(currencies.data ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {currencyName(c.code, c.name)}
            </option>
          ))}
        </select>
      </div>
      <Field label={t('wallet.transactionId')} name="transaction_id" required error={errors.transaction_id} />
      <Field label={t('wallet.paymentMethod')} name="payment_method" required error={errors.payment_method} />
      <div className="field">
        <label htmlFor={`${id}-proof`}>{t('wallet.proof')}</label>
        <input
          id={`${id}-proof`}
          type="file"
          accept="image/*"
          aria-invalid={errors.proof ? true : undefined}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setProgress(0);
            try {
              setProof((await uploadFile(file, 'proof', setProgress)).path);
            } catch {
              setProof(undefined);
            } finally {
              setProgress(null);
            }
          }}
        />
        {progress !== null && (
          <progress max={100} value={progress} aria-label={t('profile.uploading', { percent: progress })} />
        )}
        {proof && <p className="muted small">✓ {t('wallet.done')}</p>}
        {errors.proof && <p className="field-error">{errors.proof}</p>}
      </div>
      <Field label={t('wallet.remark')} name="remark" maxLength={140} error={errors.remark} />
      <FormProblem text={errors.form} />
      <button type="submit" className="btn" disabled={!proof}>
        {t('wallet.submitTopup')}
      </button>
    </form>
  );
}

function CardForm() {
  const { t } = useTranslation();
  const refresh = useWalletRefresh();
  const { errors, check, fail } = useFormErrors(['amount', 'card_number', 'exp_month', 'exp_year', 'cvc']);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const body = {
      amount: typed(form, 'amount'),
      currency: 'USD',
      card_number: String(form.get('card_number') ?? ''),
      exp_month: String(form.get('exp_month') ?? ''),
      exp_year: String(form.get('exp_year') ?? ''),
      cvc: String(form.get('cvc') ?? ''),
    };
    if (!check(cardTopUpBody, body)) return;
    try {
      await api('/bank/recharge', { body, quiet: true });
      showToast(t('wallet.credited'), 'success');
      formEl.reset();
      await refresh();
    } catch (err) {
      fail(err);
    }
  };
  return (
    <form className="form card form-card" onSubmit={submit} noValidate>
      <h2>{t('wallet.cardTitle')}</h2>
      <Field label={`${t('wallet.amount')} (USD)`} name="amount" inputMode="decimal" required error={errors.amount} />
      <CardInputs errors={errors} />
      <FormProblem text={errors.form} />
      <button type="submit" className="btn">
        {t('wallet.payByCard')}
      </button>
    </form>
  );
}

function WithdrawForm({ hasMerchant }: { hasMerchant: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const refresh = useWalletRefresh();
  const withdrawal = useFormErrors(['amount']);
  const transfer = useFormErrors(['amount']);
  const currencies = useQuery(walletCurrenciesQuery());
  // the server needs payout details from the profile: said with where to add them
  const [noPayout, setNoPayout] = useState(false);
  const act = async (
    e: FormEvent<HTMLFormElement>,
    path: string,
    form: ReturnType<typeof useFormErrors>,
    schema: FormSchema<unknown>,
    extra: Record<string, string>,
  ) => {
    e.preventDefault();
    const formEl = e.currentTarget;
    // typed in USD, sent in base minor units
    const usd = currencies.data?.find((c) => c.code === 'USD');
    const amount = typed(new FormData(formEl), 'amount');
    const base = typeof amount !== 'number' ? amount : usd ? convertToBase(amount, usd.rate) : '';
    const body = { amount: base, ...extra };
    setNoPayout(false);
    if (!form.check(schema, body)) return;
    try {
      await api(path, { body, quiet: true });
      showToast(t('wallet.done'), 'success');
      formEl.reset();
      await refresh();
    } catch (err) {
      if (path === '/customer/info/withdraw' && ['method', 'currency'].includes(failedField(err) ?? ''))
        setNoPayout(true);
      else form.fail(err);
    }
  };
  const [method, setMethod] = useState('bank');
  return (
    <>
      <form
        className="form card form-card"
        noValidate
        onSubmit={(e) =>
          void act(e, '/customer/info/withdraw', withdrawal, withdrawBody, {
            method,
            currency: String(new FormData(e.currentTarget).get('currency') ?? ''),
          })
        }
      >
        <h2>{t('wallet.withdrawTitle')}</h2>
        <Field
          label={`${t('wallet.amount')} (USD)`}
          name="amount"
          inputMode="decimal"
          required
          error={withdrawal.errors.amount}
        />
        <div className="field">
          <label htmlFor={`${id}-method`}>{t('wallet.method')}</label>
          <select id={`${id}-method`} value={method} onChange={(e) => setMethod(e.target.value)}>
            <option value="bank">{t('wallet.methodBank')}</option>
            <option value="wallet">{t('wallet.methodWallet')}</option>
          </select>
        </div>
        {method === 'wallet' && (
          <div className="field">
            <label htmlFor={`${id}-wcur`}>{t('wallet.currency')}</label>
            <select id={`${id}-wcur`} name="currency">
              {(currencies.data ?? []).map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code}
                </option>
              ))}
            </select>
          </div>
        )}
        <FormProblem text={withdrawal.errors.form} />
        {noPayout && (
          <p role="alert" className="field-error">
            {t(method === 'bank' ? 'wallet.noBankDetails' : 'wallet.noWalletAddress')}{' '}
            <Link to={paths.profile}>{t('wallet.addPayoutDetails')}</Link>
          </p>
        )}
        <button type="submit" className="btn">
          {t('wallet.submitWithdraw')}
        </button>
      </form>
      {hasMerchant && (
        <form
          className="form card form-card"
          noValidate
          onSubmit={(e) => void act(e, '/customer/info/transfer_balance_to_merchat', transfer, transferBody, {})}
        >
          <h2>{t('wallet.transferTitle')}</h2>
          <Field
            label={`${t('wallet.amount')} (USD)`}
            name="amount"
            inputMode="decimal"
            required
            error={transfer.errors.amount}
          />
          <FormProblem text={transfer.errors.form} />
          <button type="submit" className="btn">
            {t('wallet.transfer')}
          </button>
        </form>
      )}
    </>
  );
}

const STATUS_KEYS: Record<WalletRequestStatus, string> = {
  pending: 'wallet.statusPending',
  completed: 'wallet.statusCompleted',
  failed: 'wallet.statusFailed',
  recalled: 'wallet.statusRecalled',
};

function History({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const lang = useLang();
  const format = usePrice();
  const refresh = useWalletRefresh();
  const [direction, setDirection] = useState<'' | 'income' | 'expense'>('');
  const [status, setStatus] = useState<'' | keyof typeof STATUS_KEYS>('');
  const query = useInfiniteQuery({
    queryKey: ['wallet', 'history', tab, direction, status],
    queryFn: ({ pageParam }): Promise<Paged<Record<string, unknown>>> =>
      tab === 'ledger'
        ? (fetchLedger(direction, pageParam) as unknown as Promise<Paged<Record<string, unknown>>>)
        : (fetchRequests(tab, pageParam, status) as unknown as Promise<Paged<Record<string, unknown>>>),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPage(last),
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section>
      {tab !== 'ledger' && (
        <ul className="chips">
          {(['', ...WALLET_REQUEST_STATUSES] as const).map((s) => (
            <li key={s}>
              <button type="button" className="chip" aria-pressed={status === s} onClick={() => setStatus(s)}>
                {s ? t(STATUS_KEYS[s]) : t('wallet.all')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {tab === 'ledger' && (
        <ul className="chips">
          {(['', 'income', 'expense'] as const).map((d) => (
            <li key={d}>
              <button type="button" className="chip" aria-pressed={direction === d} onClick={() => setDirection(d)}>
                {d ? t(`wallet.${d}`) : t('wallet.all')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {query.data && items.length === 0 ? (
        <EmptyState title={t('wallet.empty')} />
      ) : (
        <ul className="notice-list">
          {items.map((row) => (
            <li key={String(row.id)} className="card panel history-row">
              {tab === 'ledger' ? (
                <LedgerRow entry={row as unknown as LedgerEntry} />
              ) : (
                <>
                  <p>
                    <strong>{format(Number(row.actual_amount))}</strong> ·{' '}
                    {t(STATUS_KEYS[row.status as keyof typeof STATUS_KEYS])}
                    <br />
                    <span className="muted small">
                      {formatDate(String(row.created_at), lang)}{' '}
                      {row.transaction_id ? `· ${String(row.transaction_id)}` : ''}
                      {row.decision_remark ? ` · ${String(row.decision_remark)}` : ''}
                    </span>
                  </p>
                  {row.status === 'pending' && (
                    <button
                      type="button"
                      className="btn btn-ghost"
                      onClick={async () => {
                        await api('/customer/info/recall', { body: { id: Number(row.id) } });
                        await refresh();
                      }}
                    >
                      {t('wallet.recall')}
                    </button>
                  )}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
      />
    </section>
  );
}

export default function Wallet() {
  const { t } = useTranslation();
  const user = useSession();
  const format = usePrice();
  const [tab, setTab] = useState<Tab>('topup');
  useTitle(t('wallet.title'));
  const balance = useQuery({ ...balanceQuery(user?.id ?? 0), enabled: Boolean(user) });
  if (!user) return <Navigate to={paths.login} replace />;
  const b = balance.data;
  return (
    <div className="page wallet">
      <h1>{t('wallet.title')}</h1>
      <ul className="stats" aria-live="polite">
        <li className="card stat">
          <strong data-testid="available">{b ? format(b.available) : '…'}</strong>
          <span>{t('wallet.available')}</span>
        </li>
        <li className="card stat">
          <strong>{b ? format(b.frozen) : '…'}</strong>
          <span>{t('wallet.frozen')}</span>
        </li>
        <li className="card stat">
          <strong>{b ? format(b.total) : '…'}</strong>
          <span>{t('wallet.total')}</span>
        </li>
      </ul>
      {b?.merchant && (
        <p className="card panel">
          {t('wallet.merchant')}: <strong>{format(b.merchant.available)}</strong>
        </p>
      )}
      <div className="wallet-forms">
        <TopUpForm />
        <CardForm />
        <WithdrawForm hasMerchant={Boolean(b?.merchant)} />
      </div>
      <div className="chips" role="tablist" aria-label={t('wallet.title')}>
        {(
          [
            ['topup', 'wallet.topups'],
            ['withdrawal', 'wallet.withdrawals'],
            ['ledger', 'wallet.transactions'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            className="chip"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
          >
            {t(label)}
          </button>
        ))}
      </div>
      <History key={tab} tab={tab} />
    </div>
  );
}
