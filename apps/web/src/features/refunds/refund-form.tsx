// "Request a refund" on a paid order that is to be shipped, on its way, delivered or completed:
// choose items and quantities (at most what was bought less what came back already), say why,
// add photos if useful. The server decides the rest and says why not (2000009 closed or past the
// return window, 2000010 a request is open, 2000011 too many, 2000012), shown in place.
import type { OrderDetail, OrderItem } from '@polymart/contract/orders';
import { refundApplyBody } from '@polymart/contract/refunds';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Checkbox } from '../../components/checkbox.tsx';
import { MAX_PHOTOS, PhotoPicker, usePhotos } from '../../components/photo-picker.tsx';
import { Problem } from '../../components/problem.tsx';
import { QuantityStepper } from '../../components/quantity-stepper.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { parseForm } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { useAction } from '../../lib/use-action.ts';
import { applyRefund, refundable, refundsChanged, returnable, uploadRefundPhoto } from './api.ts';
import '../../styles/after-sales.css';

function RefundForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  // chosen items by order item id, with the quantity to send back
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string>();
  const photos = usePhotos(uploadRefundPhoto, MAX_PHOTOS);
  const { run, busy, error } = useAction();
  const items = order.items.filter((i) => returnable(i) > 0);
  const choose = (item: OrderItem, quantity: number | null) =>
    setChosen(({ [item.id]: _, ...rest }) => (quantity ? { ...rest, [item.id]: quantity } : rest));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const lines = items.flatMap((i) => (chosen[i.id] ? [{ product_id: i.product_id, quantity: chosen[i.id]! }] : []));
    // the contract's schema first: no items or no reason is said here, before the server would
    const parsed = parseForm(refundApplyBody, { order_id: order.id, items: lines, reason, photos: photos.paths }, t, {
      items: 'refunds.chooseItems',
      reason: 'refunds.giveReason',
    });
    setMissing(parsed.ok ? undefined : Object.values(parsed.errors)[0]);
    if (!parsed.ok || photos.uploading) return;
    const done = await run(async () => {
      await applyRefund(parsed.data);
      await refundsChanged(client);
      return 'refunds.sent';
    });
    if (done) navigate(paths.refundSent);
  };

  return (
    <form className="order-panel refund-form" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('refunds.formTitle')}</h3>
      <fieldset className="refund-items">
        <legend>{t('refunds.items')}</legend>
        {items.map((item) => (
          <div key={item.id} className="refund-item">
            <Checkbox
              label={t('refunds.returnItem', { name: item.name })}
              checked={Boolean(chosen[item.id])}
              onChange={(on) => choose(item, on ? returnable(item) : null)}
            />
            {chosen[item.id] ? (
              <span className="field-inline">
                <QuantityStepper
                  value={chosen[item.id]!}
                  max={returnable(item)}
                  label={item.name}
                  onChange={(q) => choose(item, q)}
                />
                <span className="small muted">{t('refunds.ofMax', { count: returnable(item) })}</span>
              </span>
            ) : null}
          </div>
        ))}
      </fieldset>
      <RemarkField label={t('refunds.reason')} value={reason} onChange={setReason} required />
      <PhotoPicker label={t('refunds.photos')} state={photos} />
      <Problem text={missing ?? error} />
      <button type="submit" className="btn" disabled={busy || photos.uploading} aria-busy={busy || undefined}>
        {photos.uploading ? t('photos.waiting') : t('refunds.submit')}
      </button>
    </form>
  );
}

export function RefundAction({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!refundable(order)) return null;
  return (
    <div className="order-actions">
      <div className="link-row">
        <button type="button" className="btn btn-outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('refunds.request')}
        </button>
      </div>
      {open && <RefundForm order={order} />}
    </div>
  );
}
