// One currency: its symbol and its rate per US dollar typed with two decimals (stored ×100, spec
// §9), whether buyers may choose it and pay top-ups in it, and making it the default. The base
// currency's rate stays 1.00; the default stays enabled.

import type { AdminCurrency } from '@polymart/contract/currencies-admin';
import { formatMinor, parseAmount } from '@polymart/contract/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox.tsx';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { ApiError } from '../../lib/api.ts';
import { type FieldErrors, failureErrors } from '../../lib/form-errors.ts';
import { currencyListQuery, saveCurrency } from './api.ts';

export function CurrencyRow({ currency: c }: { currency: AdminCurrency }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [symbol, setSymbol] = useState(c.symbol);
  const [rate, setRate] = useState(formatMinor(c.rate, ''));
  const [enabled, setEnabled] = useState(c.enabled);
  const [wallet, setWallet] = useState(c.wallet);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState('');
  const save = useMutation({
    mutationFn: saveCurrency,
    onSuccess: ({ items }) => {
      client.setQueryData(currencyListQuery().queryKey, { items });
      setDone(t('admin.currencies.saved'));
    },
    onError: (err) => {
      const field = err instanceof ApiError ? (err.data as { field?: string } | null)?.field : undefined;
      if (field === 'enabled') setErrors({ form: t('admin.currencies.defaultOn') });
      else if (field === 'rate') setErrors({ rate: t('admin.currencies.badRate') });
      else setErrors(failureErrors(err, t, ['symbol']));
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setDone('');
    const parsed = parseAmount(rate);
    if (!parsed) {
      setErrors({ rate: t('admin.currencies.badRate') });
      return;
    }
    if (!symbol.trim()) {
      setErrors({ symbol: t('errors.1000009') });
      return;
    }
    if (c.is_default && !enabled) {
      setErrors({ form: t('admin.currencies.defaultOn') });
      return;
    }
    setErrors({});
    save.mutate({ code: c.code, symbol: symbol.trim(), ...(c.base ? {} : { rate: parsed }), enabled, wallet });
  };
  const headingId = `currency-${c.code}`;
  return (
    <li className="card" data-testid={headingId}>
      <form className="currency-row" onSubmit={submit} noValidate aria-labelledby={headingId}>
        <div>
          <h3 id={headingId}>
            {c.code} · {c.name}
          </h3>
          {c.is_default && <p className="small default-mark">{t('admin.currencies.isDefault')}</p>}
          {c.base && <p className="small muted">{t('admin.currencies.base')}</p>}
        </div>
        <div className="currency-fields">
          <Field
            label={t('admin.currencies.symbol')}
            name="symbol"
            value={symbol}
            maxLength={8}
            autoComplete="off"
            error={errors.symbol}
            onChange={(e) => setSymbol(e.target.value)}
          />
          <Field
            label={t('admin.currencies.rate')}
            name="rate"
            inputMode="decimal"
            value={rate}
            readOnly={c.base}
            autoComplete="off"
            error={errors.rate}
            onChange={(e) => setRate(e.target.value)}
          />
        </div>
        <div className="currency-flags">
          <Checkbox label={t('admin.currencies.enabled')} checked={enabled} onChange={setEnabled} />
          <Checkbox label={t('admin.currencies.wallet')} checked={wallet} onChange={setWallet} />
          <button type="submit" className="btn" disabled={save.isPending}>
            {t('admin.currencies.save')}
          </button>
          {!c.is_default && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={save.isPending || !c.enabled}
              onClick={() => {
                setDone('');
                setErrors({});
                save.mutate({ code: c.code, is_default: true });
              }}
            >
              {t('admin.currencies.makeDefault')}
            </button>
          )}
        </div>
        <Problem text={errors.form} />
        <p className="small" role="status">
          {done}
        </p>
      </form>
    </li>
  );
}
