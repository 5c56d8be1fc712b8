// The filters of the operators' order list: state, payment state and method, shop number, the
// order number or the buyer's email, and the days placed. Applied together with one button; the
// page keeps them in its address, so the list, the export and a bookmark say the same.
import { ORDER_STATUSES, PAYMENT_METHODS } from '@polymart/contract/orders';
import { PAYMENT_STATUSES } from '@polymart/contract/orders-admin';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/form-field.tsx';
import type { OrderFilters } from './api.ts';

export function OrderFilterForm({ filters, onApply }: { filters: OrderFilters; onApply: (f: OrderFilters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const set = (key: keyof OrderFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <form className="card admin-filters" onSubmit={submit} aria-label={t('admin.orders.filters')}>
      <Field
        label={t('admin.orders.search')}
        name="q"
        type="search"
        value={draft.q ?? ''}
        onChange={set('q')}
        placeholder={t('admin.orders.searchHint')}
      />
      <SelectField label={t('admin.orders.status')} name="status" value={draft.status ?? ''} onChange={set('status')}>
        <option value="">{t('admin.orders.any')}</option>
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`orders.status.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.orders.paymentStatus')}
        name="payment_status"
        value={draft.payment_status ?? ''}
        onChange={set('payment_status')}
      >
        <option value="">{t('admin.orders.any')}</option>
        {PAYMENT_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`orders.payment.${s}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('admin.orders.paymentMethod')}
        name="payment_method"
        value={draft.payment_method ?? ''}
        onChange={set('payment_method')}
      >
        <option value="">{t('admin.orders.any')}</option>
        {PAYMENT_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`orders.method.${m}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('admin.orders.shopId')}
        name="shop_id"
        inputMode="numeric"
        value={draft.shop_id ?? ''}
        onChange={set('shop_id')}
      />
      <Field label={t('admin.orders.from')} name="from" type="date" value={draft.from ?? ''} onChange={set('from')} />
      <Field label={t('admin.orders.to')} name="to" type="date" value={draft.to ?? ''} onChange={set('to')} />
      <div className="admin-filters-actions">
        <button type="submit" className="btn">
          {t('admin.orders.apply')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={clear}>
          {t('admin.orders.clear')}
        </button>
      </div>
    </form>
  );
}
