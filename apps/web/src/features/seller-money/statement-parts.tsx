// The merchant account's statement: its filters (kind, direction, days), the CSV of what they
// select, and one movement with its change and the balances after it (the debt only when there is
// one). Amounts in the seller's chosen currency; the CSV keeps the base currency's decimals.
import { SELLER_LEDGER_KINDS, type SellerLedgerEntry, SYSTEM_MEMOS } from '@polymart/contract/earnings';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipFilter } from '../../components/chip-filter.tsx';
import { DownloadButton } from '../../components/download-button.tsx';
import { Field, SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { usePrice } from '../../lib/currency.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLang } from '../../lib/hooks.ts';
import { downloadStatement, type LedgerFilters } from './api.ts';
import '../../styles/seller-money.css';

const DIRECTIONS = ['income', 'expense'] as const;

/** A kind the list does not know yet (a later kind of movement) shows as the server names it. */
const useKindText = () => {
  const { t } = useTranslation();
  return (kind: string) => t(`seller.money.kind.${kind}`, { defaultValue: kind.replaceAll('_', ' ') });
};

export function StatementFilters({
  filters,
  onChange,
}: {
  filters: LedgerFilters;
  onChange: (next: LedgerFilters) => void;
}) {
  const { t } = useTranslation();
  const kindText = useKindText();
  const [error, setError] = useState<string>();
  // the days apply together, when the seller says so (a half-typed date would refetch at each key)
  const applyDays = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const from = String(form.get('from') ?? '') || undefined;
    const to = String(form.get('to') ?? '') || undefined;
    if (from && to && from > to) return setError(t('seller.money.fromAfterTo'));
    setError(undefined);
    onChange({ ...filters, from, to });
  };
  return (
    <div className="money-filters">
      <ChipFilter
        label={t('seller.money.direction')}
        choices={DIRECTIONS}
        value={filters.direction}
        text={(d) => (d ? t(`seller.money.${d}`) : t('seller.money.all'))}
        onPick={(direction) => onChange({ ...filters, direction })}
      />
      <SelectField
        label={t('seller.money.kindLabel')}
        value={filters.kind ?? ''}
        onChange={(e) => onChange({ ...filters, kind: e.target.value || undefined })}
      >
        <option value="">{t('seller.money.allKinds')}</option>
        {SELLER_LEDGER_KINDS.map((k) => (
          <option key={k} value={k}>
            {kindText(k)}
          </option>
        ))}
      </SelectField>
      <form className="money-days" onSubmit={applyDays} noValidate aria-label={t('seller.money.days')}>
        <Field
          key={`from-${filters.from}`}
          label={t('seller.money.from')}
          name="from"
          type="date"
          defaultValue={filters.from}
        />
        <Field key={`to-${filters.to}`} label={t('seller.money.to')} name="to" type="date" defaultValue={filters.to} />
        <button type="submit" className="btn btn-outline">
          {t('seller.money.applyDays')}
        </button>
      </form>
      <Problem text={error} />
    </div>
  );
}

export function StatementDownload({ filters }: { filters: LedgerFilters }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      label={t('seller.money.csv')}
      done={t('seller.money.csvDone')}
      download={() => downloadStatement(filters)}
    />
  );
}

/** The server's own memos (contract SYSTEM_MEMOS) by their keys; an operator's remark is shown as written. */
const MEMO_KEYS = new Map<string, string>(
  Object.entries(SYSTEM_MEMOS).map(([key, memo]) => [memo, `seller.money.memo.${key}`]),
);

const signed = (price: (n: number) => string, v: number) => `${v > 0 ? '+' : '−'}${price(Math.abs(v))}`;

export function StatementRow({ entry: e }: { entry: SellerLedgerEntry }) {
  const { t } = useTranslation();
  const price = usePrice();
  const lang = useLang();
  const kindText = useKindText();
  const changes = [
    ['available', e.available_delta],
    ['frozen', e.frozen_delta],
    ['debt', e.debt_delta],
  ] as const;
  return (
    <li className="card money-row" data-testid="statement-row">
      <div className="order-card-head">
        <h3>{kindText(e.kind)}</h3>
        <span className={`money-change ${e.direction}`}>
          {signed(price, e.direction === 'income' ? e.amount : -e.amount)}
        </span>
      </div>
      <p className="small muted">
        {formatDateTime(e.created_at, lang)}
        {e.ref_id ? ` · ${t(`seller.money.ref.${e.ref_type}`, { defaultValue: e.ref_type })} ${e.ref_id}` : ''}
        {e.memo ? ` · ${MEMO_KEYS.has(e.memo) ? t(MEMO_KEYS.get(e.memo)!) : e.memo}` : ''}
      </p>
      <dl className="earning-amounts">
        {changes
          .filter(([, v]) => v !== 0)
          .map(([key, v]) => (
            <div key={key}>
              <dt>{t(`seller.money.change.${key}`)}</dt>
              <dd>{signed(price, v)}</dd>
            </div>
          ))}
        <div>
          <dt>{t('seller.money.after.available')}</dt>
          <dd>{price(e.available_after)}</dd>
        </div>
        <div>
          <dt>{t('seller.money.after.frozen')}</dt>
          <dd>{price(e.frozen_after)}</dd>
        </div>
        {(e.debt_after !== 0 || e.debt_delta !== 0) && (
          <div>
            <dt>{t('seller.money.after.debt')}</dt>
            <dd>{price(e.debt_after)}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}
