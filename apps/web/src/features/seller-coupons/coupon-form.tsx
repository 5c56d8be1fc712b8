// Issuing a coupon. Amounts are typed in the seller's chosen currency and sent in base minor units:
// the smallest base amount that shows as exactly the typed one again (truncating would turn a
// minimum of 20.00 EUR into 19.99 EUR on the list); a percentage is typed as such ("12.5") and
// sent in basis points. Dates are whole days in the seller's time zone: from the start of the first
// to the end of the last. The contract's schema checks it before it goes, the server's refusals
// (a code in use) come back next to their field.
import { COUPON_KINDS, type Coupon, type CouponBody, couponBody } from '@polymart/contract';
import { parseAmount, typedToBase } from '@polymart/contract/money';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { currentCurrency, useCurrency } from '../../lib/currency.ts';
import { type FieldErrors, failedField, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';
import { createCoupon, sellerCouponsChanged } from './api.ts';
import '../../styles/coupons.css';

const today = () => new Date().toLocaleDateString('sv'); // YYYY-MM-DD in local time
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toLocaleDateString('sv');

const EMPTY = {
  code: '',
  kind: 'fixed' as (typeof COUPON_KINDS)[number],
  value: '',
  max_discount: '',
  min_spend: '',
  starts: today(),
  ends: inDays(30),
  total_limit: '100',
  per_user_limit: '1',
};
type Draft = typeof EMPTY;

const SHOWN = [
  'code',
  'kind',
  'value',
  'max_discount',
  'min_spend',
  'starts_at',
  'ends_at',
  'total_limit',
  'per_user_limit',
];

/** A day as the instant it starts (or ends) where the seller is; the text itself when it is no day. */
function dayEdge(day: string, end: boolean): string {
  const at = new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`);
  return Number.isNaN(at.getTime()) ? day : at.toISOString();
}

export function CouponForm({
  onDone,
  create: send = createCoupon,
  changed = sellerCouponsChanged,
}: {
  onDone: () => void;
  /** Where it is issued: the seller's shop (default) or, in the admin area, the platform. */
  create?: (body: CouponBody) => Promise<Coupon>;
  changed?: (client: QueryClient) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const currency = currentCurrency(useCurrency());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  /** Typed money to base minor units; the text as it is when it is no amount, so the schema names it. */
  const money = (text: string) => {
    if (!text.trim()) return '';
    const minor = parseAmount(text);
    return minor === null ? text : typedToBase(minor, currency.rate);
  };
  const create = useMutation({
    mutationFn: send,
    onSuccess: async (made) => {
      showToast(t('seller.coupons.created', { code: made.code }), 'success');
      setDraft(EMPTY);
      await changed(client);
      onDone();
    },
    onError: (err) => {
      const field = failedField(err);
      const own = field === 'code' ? t('seller.coupons.codeTaken') : undefined;
      setErrors(own ? { code: own } : failureErrors(err, t, SHOWN));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const percent = draft.kind === 'percent';
    const input = {
      code: draft.code,
      kind: draft.kind,
      // a percentage with two decimals is basis points: 12.5 → 1250
      value: percent ? (parseAmount(draft.value) ?? draft.value) : money(draft.value),
      max_discount: percent ? money(draft.max_discount) : '',
      min_spend: money(draft.min_spend),
      starts_at: dayEdge(draft.starts, false),
      ends_at: dayEdge(draft.ends, true),
      total_limit: draft.total_limit,
      per_user_limit: draft.per_user_limit,
    };
    const parsed = parseForm(couponBody, input, t);
    const found: FieldErrors = parsed.ok ? {} : parsed.errors;
    if (percent && typeof input.value === 'number' && input.value > 10_000)
      found.value = t('seller.coupons.percentMax');
    if (draft.ends < draft.starts) found.ends_at = t('seller.coupons.endsAfter');
    setErrors(found);
    if (!parsed.ok || Object.keys(found).length) return;
    create.mutate(parsed.data);
  };
  const unit = draft.kind === 'percent' ? '%' : currency.code;
  return (
    <form className="card panel form coupon-form" onSubmit={submit} noValidate aria-labelledby="coupon-new">
      <h2 id="coupon-new">{t('seller.coupons.new')}</h2>
      <Field
        label={t('seller.coupons.code')}
        name="code"
        value={draft.code}
        onChange={set('code')}
        error={errors.code}
        autoCapitalize="characters"
        maxLength={32}
        required
      />
      <p className="small muted">{t('seller.coupons.codeHint')}</p>
      <fieldset className="coupon-kind">
        <legend>{t('seller.coupons.kind')}</legend>
        {COUPON_KINDS.map((kind) => (
          <label key={kind} className="field-inline">
            <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={set('kind')} />
            {t(`seller.coupons.kinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <Field
        label={t('seller.coupons.value', { unit })}
        name="value"
        inputMode="decimal"
        value={draft.value}
        onChange={set('value')}
        error={errors.value}
        required
      />
      {draft.kind === 'percent' && (
        <Field
          label={t('seller.coupons.maxDiscount', { unit: currency.code })}
          name="max_discount"
          inputMode="decimal"
          value={draft.max_discount}
          onChange={set('max_discount')}
          error={errors.max_discount}
        />
      )}
      <Field
        label={t('seller.coupons.minSpendIn', { unit: currency.code })}
        name="min_spend"
        inputMode="decimal"
        value={draft.min_spend}
        onChange={set('min_spend')}
        error={errors.min_spend}
      />
      <div className="coupon-dates">
        <Field
          label={t('seller.coupons.starts')}
          name="starts_at"
          type="date"
          value={draft.starts}
          onChange={set('starts')}
          error={errors.starts_at}
          required
        />
        <Field
          label={t('seller.coupons.ends')}
          name="ends_at"
          type="date"
          value={draft.ends}
          onChange={set('ends')}
          error={errors.ends_at}
          required
        />
      </div>
      <div className="coupon-dates">
        <Field
          label={t('seller.coupons.totalLimit')}
          name="total_limit"
          type="number"
          min={1}
          inputMode="numeric"
          value={draft.total_limit}
          onChange={set('total_limit')}
          error={errors.total_limit}
          required
        />
        <Field
          label={t('seller.coupons.perUserLimit')}
          name="per_user_limit"
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          value={draft.per_user_limit}
          onChange={set('per_user_limit')}
          error={errors.per_user_limit}
        />
      </div>
      <Problem text={errors.form} />
      <div className="buy-row">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('seller.coupons.cancel')}
        </button>
        <button type="submit" className="btn" disabled={create.isPending}>
          {t('seller.coupons.create')}
        </button>
      </div>
    </form>
  );
}
