// The shop's delivery methods: each of the platform's methods on or off, with the shop's fee, the
// order amount from which delivery is free, and the days it takes. Amounts are typed in the seller's
// chosen currency and kept in base minor units (money.ts).
import type { ShopDeliveryInput, ShopDeliveryMethod } from '@polymart/contract/shop-settings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
import { type Amount, amountOf, baseOf } from './money.ts';

export interface DeliveryRow {
  code: string;
  enabled: boolean;
  fee: Amount;
  free_from: Amount;
  min_days: string;
  max_days: string;
}

export const deliveryRows = (methods: ShopDeliveryMethod[], rate: number): DeliveryRow[] =>
  methods.map((m) => ({
    code: m.code,
    enabled: m.enabled,
    fee: amountOf(m.fee, rate),
    free_from: amountOf(m.free_from, rate),
    min_days: String(m.min_days),
    max_days: String(m.max_days),
  }));

/** The rows shown again in another currency, each amount as the base value it stands for now. */
export const reshow = (rows: DeliveryRow[], from: number, to: number): DeliveryRow[] =>
  rows.map((r) => {
    const again = (a: Amount) => {
      const base = baseOf(a, from);
      return base === null || Number.isFinite(base) ? amountOf(base, to) : a;
    };
    return { ...r, fee: again(r.fee), free_from: again(r.free_from) };
  });

/** The list as the contract reads it; an amount that is not one stays NaN for the schema to refuse. */
export const deliveryInput = (rows: DeliveryRow[], rate: number): ShopDeliveryInput[] =>
  rows.map((r) => ({
    code: r.code,
    enabled: r.enabled,
    fee: baseOf(r.fee, rate) ?? Number.NaN,
    free_from: baseOf(r.free_from, rate),
    min_days: r.min_days.trim() === '' ? Number.NaN : Number(r.min_days),
    max_days: r.max_days.trim() === '' ? Number.NaN : Number(r.max_days),
  }));

export function DeliverySection({
  rows,
  currency,
  onChange,
  error,
}: {
  rows: DeliveryRow[];
  currency: { code: string; symbol: string };
  onChange: (rows: DeliveryRow[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const set = (i: number, patch: Partial<DeliveryRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className="card panel shop-section" aria-describedby={error ? `${id}-err` : `${id}-hint`}>
      <legend>
        <h2>{t('seller.shop.delivery')}</h2>
      </legend>
      <p id={`${id}-hint`} className="small muted">
        {t('seller.shop.deliveryHint', { currency: `${currency.code} ${currency.symbol}` })}
      </p>
      {rows.map((r, i) => {
        const name = t(`checkout.method.${r.code}`, { defaultValue: r.code });
        const rid = `${id}-${r.code}`;
        return (
          <div key={r.code} className="delivery-row">
            <div className="field check">
              <input
                id={`${rid}-on`}
                type="checkbox"
                checked={r.enabled}
                onChange={(e) => set(i, { enabled: e.target.checked })}
              />
              <label htmlFor={`${rid}-on`}>{t('seller.shop.offer', { method: name })}</label>
            </div>
            <div className="delivery-grid">
              <div className="field">
                <label htmlFor={`${rid}-fee`}>{t('seller.shop.fee', { currency: currency.symbol })}</label>
                <input
                  id={`${rid}-fee`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={r.fee.text}
                  disabled={!r.enabled}
                  aria-invalid={error ? true : undefined}
                  onChange={(e) => set(i, { fee: { ...r.fee, text: e.target.value } })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${rid}-free`}>{t('seller.shop.freeFrom', { currency: currency.symbol })}</label>
                <input
                  id={`${rid}-free`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={t('seller.shop.never')}
                  value={r.free_from.text}
                  disabled={!r.enabled}
                  onChange={(e) => set(i, { free_from: { ...r.free_from, text: e.target.value } })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${rid}-min`}>{t('seller.shop.minDays')}</label>
                <input
                  id={`${rid}-min`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={90}
                  value={r.min_days}
                  disabled={!r.enabled}
                  onChange={(e) => set(i, { min_days: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`${rid}-max`}>{t('seller.shop.maxDays')}</label>
                <input
                  id={`${rid}-max`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={90}
                  value={r.max_days}
                  disabled={!r.enabled}
                  onChange={(e) => set(i, { max_days: e.target.value })}
                />
              </div>
            </div>
          </div>
        );
      })}
      <FieldError id={`${id}-err`} text={error} />
    </fieldset>
  );
}
