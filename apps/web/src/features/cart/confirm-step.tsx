// The checkout's last step: what will be charged, where it goes, how it is paid, a coupon (the
// screen puts the coupon field in), a note for each shop's seller, and Place order; then the
// order confirmation page (issue 17).
// The Idempotency-Key is made once when this step opens, and a second click while the first is
// on its way sends nothing, so a doubled click can never place two orders.
import type { Address } from '@polymart/contract/account';
import { REMARK_MAX } from '@polymart/contract/common';
import type { CheckoutAnswer, Quote } from '@polymart/contract/orders';
import { checkoutSubmitBody } from '@polymart/contract/orders-input';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { failureText, parseForm } from '../../lib/form-errors.ts';
import { paths } from '../../lib/paths.ts';
import { newIdempotencyKey, type Payment } from '../../lib/payment.ts';
import { ordersChanged } from '../../lib/use-action.ts';
import { checkoutBody, submitCheckout } from './checkout-api.ts';
import type { CheckoutState } from './checkout-state.ts';
import { QuoteShops, QuoteTotals } from './quote-view.tsx';

function Declined({ answer }: { answer: CheckoutAnswer }) {
  const { t } = useTranslation();
  return (
    <section className="card panel" role="alert" aria-labelledby="declined">
      <h2 id="declined">{t('errors.1500019')}</h2>
      <p>{t('checkout.declinedText')}</p>
      <ul className="link-list">
        {answer.orders.map((o) => (
          <li key={o.id}>
            <Link to={paths.order(o.id, 'pay')}>{t('checkout.payOrder', { id: o.id, shop: o.shop.name })}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ConfirmStep({
  state,
  quote,
  address,
  payment,
  onChangePayment,
  coupon,
}: {
  state: CheckoutState;
  quote: Quote;
  address: Address;
  payment: Payment;
  onChangePayment: () => void;
  /** The coupon field, shown until the order is placed. */
  coupon?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [key, setKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [declined, setDeclined] = useState<CheckoutAnswer | null>(null);
  // a note per shop id: each shop's order carries its own (issue 17)
  const [remarks, setRemarks] = useState<Record<string, string>>({});
  const [invalid, setInvalid] = useState<Record<string, string>>({});

  const place = async () => {
    if (sending.current) return;
    // the contract's schema first, on exactly what will be sent (the notes above all)
    const body = checkoutBody(state, address.id, payment, remarks);
    const parsed = parseForm(checkoutSubmitBody, body, t);
    setInvalid(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await submitCheckout(body, key);
      void client.invalidateQueries({ queryKey: ['cart'] });
      void ordersChanged(client);
      // the key stays spent either way: the orders exist now
      if (answer.payment.status === 'failed') return setDeclined(answer);
      const leaving = navigate(paths.orderPlaced(answer.orders.map((o) => o.id)), { replace: true });
      // forget the quote once the next screen has replaced this one: removed while still shown, it
      // would be asked for again at once (and refused, its coupon being used now)
      void Promise.resolve(leaving).then(() => client.removeQueries({ queryKey: ['checkout'] }));
    } catch (err) {
      setError(err);
      // the server answered no: nothing was placed under this key, so a retry is a new request;
      // no answer at all (network, time-out): keep the key, in case the first one went through
      if (err instanceof ApiError && err.code !== 0) setKey(newIdempotencyKey());
      sending.current = false;
    } finally {
      setBusy(false);
    }
  };

  const code = error instanceof ApiError ? error.code : 0;
  return (
    <>
      <section className="card panel" aria-labelledby={`${id}-to`}>
        <h2 id={`${id}-to`}>{t('checkout.shipTo')}</h2>
        <p>
          <strong>{address.name}</strong> · {address.phone}
          <br />
          {address.street}, {address.postal_code} {address.city}
          {address.state && `, ${address.state}`}, {address.country}
        </p>
        <h2>{t('pay.method')}</h2>
        <p>
          {t(`orders.method.${payment.method}`)}
          {payment.method === 'card' &&
            payment.card &&
            ` · •••• ${payment.card.card_number.replace(/\s+/g, '').slice(-4)}`}{' '}
          {!declined && (
            <button type="button" className="btn btn-ghost" onClick={onChangePayment}>
              {t('pay.change')}
            </button>
          )}
        </p>
      </section>
      <QuoteShops
        quote={quote}
        note={(shop) =>
          !declined && (
            <div className="field">
              <label htmlFor={`${id}-remark-${shop.shop.id}`}>{t('checkout.remark')}</label>
              <textarea
                id={`${id}-remark-${shop.shop.id}`}
                aria-describedby={`quote-shop-${shop.shop.id}`}
                maxLength={REMARK_MAX}
                rows={2}
                value={remarks[shop.shop.id] ?? ''}
                onChange={(e) => setRemarks({ ...remarks, [shop.shop.id]: e.target.value })}
              />
            </div>
          )
        }
      />
      <section className="card panel" aria-label={t('checkout.totals')}>
        {!declined && coupon}
        <QuoteTotals quote={quote} />
        {declined ? (
          <Declined answer={declined} />
        ) : (
          <>
            {Object.entries(invalid)
              .slice(0, 1)
              .map(([field, text]) => (
                <p key={field} role="alert" className="field-error">
                  {text}
                </p>
              ))}
            {error !== undefined && (
              <div role="alert" className="field-error problem">
                <p>{failureText(error, t)}</p>
                {code === 2000022 && <Link to={paths.wallet}>{t('pay.topUp')}</Link>}
                {[2000018, 2000021, 2000023, 2000072].includes(code) && (
                  <Link to={paths.cart}>{t('checkout.backToCart')}</Link>
                )}
                {code === 2000008 && <Link to={paths.addresses}>{t('checkout.addAddress')}</Link>}
              </div>
            )}
            <button type="button" className="btn btn-block" disabled={busy} aria-busy={busy} onClick={place}>
              {busy ? t('checkout.placing') : t('checkout.placeOrder')}
            </button>
          </>
        )}
      </section>
    </>
  );
}
