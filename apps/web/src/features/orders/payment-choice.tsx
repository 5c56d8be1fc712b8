// The choice of how to pay (spec §1: wallet, bank card or cash on delivery), used by the checkout
// and by "pay again" on an unpaid order. The wallet shows its available balance and, when it is
// short of the amount, by how much, with the way to top up.
import { PAYMENT_METHODS } from '@polymart/contract/orders';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardInputs } from '../../components/card-inputs.tsx';
import { useAvailable } from '../../lib/balance.ts';
import { usePrice } from '../../lib/currency.ts';
import { paths } from '../../lib/paths.ts';
import type { CardInputValues, Payment } from '../../lib/payment.ts';
import { useBankTransfer } from './bank-transfer-api.ts';
import { BankFacts } from './bank-transfer-panel.tsx';

const EMPTY_CARD: CardInputValues = { card_number: '', exp_month: '', exp_year: '', cvc: '' };

/** Whether the payment can be sent: a wallet that covers the amount, a filled card, or cash. */
export function paymentReady(p: Payment, available: number | undefined, amount: number): boolean {
  if (p.method === 'wallet') return available !== undefined && available >= amount;
  if (p.method === 'card')
    return Boolean(
      p.card &&
        /^\d{12,19}$/.test(p.card.card_number.replace(/\s+/g, '')) &&
        p.card.exp_month &&
        p.card.exp_year &&
        p.card.cvc,
    );
  return true;
}

export function PaymentChoice({
  amount,
  value,
  onChange,
  errors,
}: {
  amount: number;
  value: Payment;
  onChange: (p: Payment) => void;
  /** Problems of the card fields, from the contract's schema or the server. */
  errors?: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const format = usePrice();
  const available = useAvailable();
  // bank transfer only in the currencies the site settings offer it for
  const bank = useBankTransfer();
  const short = available !== undefined && available < amount ? amount - available : 0;
  const card = value.card ?? EMPTY_CARD;
  const setCard = (k: keyof CardInputValues, v: string) => onChange({ ...value, card: { ...card, [k]: v } });
  return (
    <fieldset className="options">
      <legend>{t('pay.method')}</legend>
      {PAYMENT_METHODS.filter((m) => m !== 'bank_transfer' || bank.offered).map((m) => (
        <div key={m} className="option-block">
          <label className="option">
            <input
              type="radio"
              name={`${id}-method`}
              value={m}
              checked={value.method === m}
              onChange={() => onChange({ method: m, card: value.card })}
              aria-describedby={m === 'wallet' ? `${id}-wallet` : undefined}
            />
            <span>{t(`orders.method.${m}`)}</span>
          </label>
          {m === 'wallet' && (
            <p id={`${id}-wallet`} className="small option-hint">
              {t('pay.available', { amount: available === undefined ? '…' : format(available) })}
              {short > 0 && (
                <>
                  {' '}
                  <strong className="expense">{t('pay.short', { amount: format(short) })}</strong>{' '}
                  <Link to={paths.wallet}>{t('pay.topUp')}</Link>
                </>
              )}
            </p>
          )}
          {m === 'card' && value.method === 'card' && (
            <div className="card-fields">
              <CardInputs value={card} onChange={setCard} errors={errors} />
            </div>
          )}
          {m === 'cod' && <p className="small option-hint muted">{t('pay.codHint')}</p>}
          {m === 'bank_transfer' && <p className="small option-hint muted">{t('pay.bankHint')}</p>}
          {m === 'bank_transfer' && value.method === 'bank_transfer' && bank.settings && (
            <BankFacts bank={bank.settings} />
          )}
        </div>
      ))}
    </fieldset>
  );
}
