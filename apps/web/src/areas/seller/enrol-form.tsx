// A seller enrols a product of their shop in a flash-deal campaign: the campaign (upcoming or
// running), the product (their products on sale; each variant is a product of its own, with its
// own price, so each is enrolled on its own), the deal price typed in the seller's currency (sent
// in base minor units, below the product's price) and the units offered at it.
import { enrolmentBody } from '@polymart/contract/flash';
import { parseAmount, typedToBase } from '@polymart/contract/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { enrol, enrolmentsChanged, openCampaignsQuery } from '../../features/flash/api.ts';
import { fetchSellerProducts } from '../../features/seller-products/api.ts';
import { currentCurrency, useCurrency, usePrice } from '../../lib/currency.ts';
import { type FieldErrors, failureErrors, parseForm } from '../../lib/form-errors.ts';
import { showToast } from '../../lib/toast.ts';

export function EnrolForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const format = usePrice();
  const currency = currentCurrency(useCurrency());
  const campaigns = useQuery(openCampaignsQuery());
  const products = useQuery({
    queryKey: ['seller-flash', 'products'],
    queryFn: ({ signal }) => fetchSellerProducts({ status: 'active' }, 1, signal, 100),
  });
  const [draft, setDraft] = useState({ campaign_id: '', product_id: '', deal_price: '', quantity: '10' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const send = useMutation({
    mutationFn: enrol,
    onSuccess: async () => {
      showToast(t('flash.enrolled'), 'success');
      await enrolmentsChanged(client);
      onDone();
    },
    onError: (err) => setErrors(failureErrors(err, t)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = draft.deal_price.trim() ? parseAmount(draft.deal_price) : null;
    const body = {
      ...draft,
      deal_price: minor === null ? draft.deal_price : typedToBase(minor, currency.rate),
    };
    const parsed = parseForm(enrolmentBody, body, t);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (parsed.ok) send.mutate(parsed.data);
  };
  const chosen = products.data?.items.find((p) => String(p.id) === draft.product_id);
  return (
    <form className="card panel flash-form" onSubmit={submit} noValidate aria-labelledby="enrol-title">
      <h2 id="enrol-title">{t('flash.enrolTitle')}</h2>
      <p className="small muted">{t('flash.enrolHint')}</p>
      <SelectField
        label={t('flash.campaign')}
        name="campaign_id"
        value={draft.campaign_id}
        required
        error={errors.campaign_id}
        onChange={set('campaign_id')}
      >
        <option value="">{t('flash.choose')}</option>
        {campaigns.data?.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title} ({t(`flash.phase.${c.phase}`)})
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('flash.product')}
        name="product_id"
        value={draft.product_id}
        required
        error={errors.product_id}
        onChange={set('product_id')}
      >
        <option value="">{t('flash.choose')}</option>
        {products.data?.items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name} · {format(p.price)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('flash.dealPriceIn', { currency: currency.code })}
        name="deal_price"
        inputMode="decimal"
        value={draft.deal_price}
        required
        error={errors.deal_price}
        onChange={set('deal_price')}
      />
      {chosen && <p className="small muted">{t('flash.below', { price: format(chosen.price) })}</p>}
      <Field
        label={t('flash.quantity')}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={1}
        value={draft.quantity}
        required
        error={errors.quantity}
        onChange={set('quantity')}
      />
      <Problem text={errors.form} />
      <div className="buy-row">
        <button type="button" className="btn btn-outline" onClick={onDone}>
          {t('common.cancel')}
        </button>
        <button type="submit" className="btn" disabled={send.isPending}>
          {t('flash.enrol')}
        </button>
      </div>
    </form>
  );
}
