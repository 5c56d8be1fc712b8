// The buyer's actions on an order (spec §4: pay, cancel, complete), each opening a small panel in
// place: pay again (wallet, card or cash), cancel with a reason (spec §9: at most 140 characters),
// confirm receipt. Which actions exist is the server's call (`order.actions`).
import type { OrderSummary } from '@polymart/contract/orders';
import { orderPayBody } from '@polymart/contract/orders-input';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Problem } from '../../components/problem.tsx';
import { RemarkField } from '../../components/remark-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { useAvailable } from '../../lib/balance.ts';
import { type FieldErrors, parseForm } from '../../lib/form-errors.ts';
import { newIdempotencyKey, type Payment, paymentBody } from '../../lib/payment.ts';
import { useAction } from '../../lib/use-action.ts';
import { cancelOrder, confirmReceipt, payOrder } from './api.ts';
import { PaymentChoice, paymentReady } from './payment-choice.tsx';

export type OrderPanel = 'pay' | 'cancel' | 'confirm';

function PayPanel({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const [payment, setPayment] = useState<Payment>({ method: order.payment_method });
  // one key per attempt; a definitive answer (declined, balance short) ends the attempt
  const [key, setKey] = useState(newIdempotencyKey);
  const available = useAvailable();
  const { run, busy, error } = useAction();
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the contract's schema first: a mistyped or expired card is said next to its field
    const parsed = parseForm(orderPayBody, { order_id: order.id, ...paymentBody(payment) }, t);
    setInvalid(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    await run(async () => {
      try {
        const answer = await payOrder(order.id, payment, key);
        if (answer.payment.status === 'failed') throw new ApiError(1500019, 'declined');
        return answer.paid ? 'orders.paid' : 'orders.codChosen';
      } catch (err) {
        // no answer at all (network) keeps the key, so a retry cannot pay twice
        if (err instanceof ApiError && err.code !== 0) setKey(newIdempotencyKey());
        throw err;
      }
    });
  };
  return (
    <form className="order-panel" onSubmit={submit}>
      <PaymentChoice amount={order.price} value={payment} onChange={setPayment} errors={invalid} />
      <Problem text={error} />
      <button type="submit" className="btn" disabled={busy || !paymentReady(payment, available, order.price)}>
        {t('orders.payNow')}
      </button>
    </form>
  );
}

function CancelPanel({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { run, busy, error } = useAction();
  return (
    <form
      className="order-panel"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => cancelOrder(order.id, reason.trim()).then(() => 'orders.cancelled'));
      }}
    >
      <RemarkField label={t('orders.cancelReason')} value={reason} onChange={setReason} required />
      <Problem text={error} />
      <button type="submit" className="btn" disabled={busy || !reason.trim()}>
        {t('orders.cancelSubmit')}
      </button>
    </form>
  );
}

function ConfirmPanel({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  const { run, busy, error } = useAction();
  return (
    <div className="order-panel">
      <p>{t('orders.confirmText')}</p>
      <Problem text={error} />
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={() => void run(() => confirmReceipt(order.id).then(() => 'orders.confirmed'))}
      >
        {t('orders.confirmSubmit')}
      </button>
    </div>
  );
}

export function OrderActions({ order, initial }: { order: OrderSummary; initial?: OrderPanel | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<OrderPanel | null>(initial && order.actions[initial] ? initial : null);
  const shown = (['pay', 'cancel', 'confirm'] as const).filter((a) => order.actions[a]);
  if (!shown.length) return null;
  const label = { pay: 'orders.pay', cancel: 'orders.cancel', confirm: 'orders.confirm' } as const;
  return (
    <div className="order-actions">
      <div className="link-row">
        {shown.map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'cancel' ? 'btn btn-outline' : 'btn'}
            aria-expanded={open === a}
            onClick={() => setOpen(open === a ? null : a)}
          >
            {t(label[a])}
          </button>
        ))}
      </div>
      {open === 'pay' && order.actions.pay && <PayPanel order={order} />}
      {open === 'cancel' && order.actions.cancel && <CancelPanel order={order} />}
      {open === 'confirm' && order.actions.confirm && <ConfirmPanel order={order} />}
    </div>
  );
}
