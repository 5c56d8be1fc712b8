// The seller's delivery steps on one order (spec §4: to ship → on the road → in transit →
// delivered): ship with the carrier's tracking number, mark in transit, mark delivered. Which step
// is offered follows the order's state; the server refuses any other (2000005).
import { type OrderSummary, shipBody } from '@polymart/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/form-field.tsx';
import { Problem } from '../../components/problem.tsx';
import { parseForm } from '../../lib/form-errors.ts';
import { useStepRunner } from '../../lib/use-action.ts';
import { markDelivered, markInTransit, sellerOrdersChanged, shipOrder } from './api.ts';

type Panel = 'ship' | 'deliver';

function ShipForm({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { run, busy, error } = useStepRunner(sellerOrdersChanged);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      order_id: order.id,
      log_sn: String(form.get('log_sn') ?? ''),
      arrival_method: String(form.get('arrival_method') ?? ''),
    };
    // the contract's schema first: a missing or too long tracking number is said here, in the
    // user's language, and never reaches the server
    const parsed = parseForm(shipBody, input, t);
    if (!parsed.ok) return setFieldErrors(parsed.errors);
    setFieldErrors({});
    void run(() => shipOrder(parsed.data).then(() => 'seller.steps.shipped'));
  };
  return (
    <form
      className="order-panel"
      onSubmit={submit}
      noValidate
      aria-label={t('seller.steps.shipTitle', { id: order.id })}
    >
      <Field
        label={t('seller.steps.logSn')}
        name="log_sn"
        autoComplete="off"
        maxLength={64}
        required
        error={fieldErrors.log_sn}
      />
      <Field
        label={t('seller.steps.arrivalMethod')}
        name="arrival_method"
        autoComplete="off"
        maxLength={64}
        error={fieldErrors.arrival_method}
      />
      <Problem text={error} />
      <button type="submit" className="btn" disabled={busy}>
        {t('seller.steps.shipSubmit')}
      </button>
    </form>
  );
}

function DeliverPanel({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { run, busy, error } = useStepRunner(sellerOrdersChanged);
  return (
    <div className="order-panel">
      <p>{t(order.payment_status === 'due' ? 'seller.steps.deliverCashText' : 'seller.steps.deliverText')}</p>
      <Problem text={error} />
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={() => void run(() => markDelivered(order.id).then(() => 'seller.steps.delivered'))}
      >
        {t('seller.steps.deliverSubmit')}
      </button>
    </div>
  );
}

export function DeliveryActions({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Panel | null>(null);
  const transit = useStepRunner(sellerOrdersChanged);
  const toggle = (panel: Panel) => setOpen(open === panel ? null : panel);
  if (order.status === 'unpaid') return <p className="small muted">{t('seller.steps.waitingPayment')}</p>;
  const canShip = order.status === 'to_ship';
  const canTransit = order.status === 'shipped';
  const canDeliver = order.status === 'shipped' || order.status === 'in_transit';
  if (!canShip && !canTransit && !canDeliver) return null;
  return (
    <div className="order-actions">
      <div className="link-row">
        {canShip && (
          <button type="button" className="btn" aria-expanded={open === 'ship'} onClick={() => toggle('ship')}>
            {t('seller.steps.ship')}
          </button>
        )}
        {canTransit && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={transit.busy}
            onClick={() => void transit.run(() => markInTransit(order.id).then(() => 'seller.steps.inTransit'))}
          >
            {t('seller.steps.transit')}
          </button>
        )}
        {canDeliver && (
          <button type="button" className="btn" aria-expanded={open === 'deliver'} onClick={() => toggle('deliver')}>
            {t('seller.steps.deliver')}
          </button>
        )}
      </div>
      <Problem text={transit.error} />
      {open === 'ship' && canShip && <ShipForm order={order} />}
      {open === 'deliver' && canDeliver && <DeliverPanel order={order} />}
    </div>
  );
}
