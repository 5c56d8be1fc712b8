// Checkout, payment and confirm (spec §2 /pages/cart/pay): choose wallet, bank card or cash on
// delivery, then confirm the quote and place the order. `step=confirm` in the URL marks the
// confirm step, so the browser's back button returns to the payment choice.
import { payFields } from '@polymart/contract/orders-input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LineSkeleton } from '../../../components/states.tsx';
import { addressesQuery } from '../../../features/account/api/queries.ts';
import { quoteQuery } from '../../../features/cart/checkout-api.ts';
import { checkoutSearch, readCheckout } from '../../../features/cart/checkout-state.ts';
import { CheckoutSteps } from '../../../features/cart/checkout-steps.tsx';
import { ConfirmStep } from '../../../features/cart/confirm-step.tsx';
import { QuoteProblem } from '../../../features/cart/quote-problem.tsx';
import { QuoteTotals } from '../../../features/cart/quote-view.tsx';
import { CouponField, CouponRefused } from '../../../features/coupons/coupon-field.tsx';
import { PaymentChoice, paymentReady } from '../../../features/orders/payment-choice.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useAvailable } from '../../../lib/balance.ts';
import { type FieldErrors, parseForm } from '../../../lib/form-errors.ts';
import { useTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { type Payment, paymentBody } from '../../../lib/payment.ts';
import { useSession } from '../../../lib/session.ts';
import '../../../styles/cart.css';
import '../../../styles/checkout.css';

export default function CheckoutPay() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const state = readCheckout(params);
  const user = useSession();
  const client = useQueryClient();
  const [payment, setPayment] = useState<Payment>({ method: state.method ?? 'wallet' });
  const [invalid, setInvalid] = useState<FieldErrors>({});
  const available = useAvailable();
  const addresses = useQuery({ ...addressesQuery(user?.id ?? 0), enabled: Boolean(user) });
  const quote = useQuery({ ...quoteQuery(user?.id ?? 0, state), enabled: Boolean(user) });
  // card details are kept in memory only: after a reload on the confirm step, ask for them again
  const confirming =
    params.get('step') === 'confirm' &&
    state.method === payment.method &&
    (payment.method !== 'card' || paymentReady(payment, available, 0));
  useTitle(confirming ? t('checkout.confirmTitle') : t('checkout.payTitle'));
  // the coupon in the URL stopped being good (used up, expired; 2000004). The buyer chooses to go
  // on without it: navigating away on our own could overtake the way to a just-placed order.
  const couponRefused = Boolean(state.coupon) && quote.error instanceof ApiError && quote.error.code === 2000004;
  if (!user) return <Navigate to={paths.loginThen(location.pathname + location.search)} replace />;
  if (!state.addressId) return <Navigate to={paths.checkoutDelivery(checkoutSearch(state))} replace />;
  const address = addresses.data?.find((a) => a.id === state.addressId);

  let body: React.ReactNode;
  if (couponRefused)
    body = (
      <CouponRefused
        onRemove={() =>
          navigate(
            paths.checkoutPay(checkoutSearch({ ...state, coupon: undefined }, confirming ? { step: 'confirm' } : {})),
            { replace: true },
          )
        }
      />
    );
  else if (quote.isError) body = <QuoteProblem error={quote.error} />;
  else if (!quote.data || !addresses.data) body = <LineSkeleton lines={5} />;
  else if (quote.data.shops.length === 0) body = <QuoteProblem />;
  else if (!address)
    return <Navigate to={paths.checkoutDelivery(checkoutSearch({ ...state, addressId: null }))} replace />;
  else if (confirming)
    body = (
      <ConfirmStep
        state={state}
        quote={quote.data}
        address={address}
        payment={payment}
        onChangePayment={() => navigate(paths.checkoutPay(checkoutSearch(state)), { replace: true })}
        coupon={
          <CouponField
            quote={quote.data}
            onTry={(coupon) => client.fetchQuery(quoteQuery(user.id, { ...state, coupon }))}
            onChange={(coupon) =>
              navigate(paths.checkoutPay(checkoutSearch({ ...state, coupon }, { step: 'confirm' })), {
                replace: true,
              })
            }
          />
        }
      />
    );
  else {
    const total = quote.data.total;
    body = (
      <form
        className="card panel"
        onSubmit={(e) => {
          e.preventDefault();
          // the contract's schema first: a mistyped or expired card is said here, not at the last step
          const parsed = parseForm(payFields, paymentBody(payment), t);
          setInvalid(parsed.ok ? {} : parsed.errors);
          if (parsed.ok && paymentReady(payment, available, total))
            navigate(paths.checkoutPay(checkoutSearch({ ...state, method: payment.method }, { step: 'confirm' })));
        }}
      >
        <PaymentChoice amount={total} value={payment} onChange={setPayment} errors={invalid} />
        <QuoteTotals quote={quote.data} />
        <button type="submit" className="btn btn-block" disabled={!paymentReady(payment, available, total)}>
          {t('checkout.toConfirm')}
        </button>
      </form>
    );
  }

  return (
    <div className="page checkout-page">
      <CheckoutSteps current={confirming ? 'confirm' : 'payment'} />
      <h1>{confirming ? t('checkout.confirmTitle') : t('checkout.payTitle')}</h1>
      {body}
    </div>
  );
}
