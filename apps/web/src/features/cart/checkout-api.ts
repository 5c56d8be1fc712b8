// Checkout calls: the quote (what the server would charge now) and the order submit.
import type { CheckoutAnswer, Quote } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api.ts';
import { currentCurrency } from '../../lib/currency.ts';
import { type Payment, paymentBody } from '../../lib/payment.ts';
import { type CheckoutState, quoteBody } from './checkout-state.ts';

export const quoteQuery = (userId: number, state: CheckoutState) => {
  const body = quoteBody(state);
  return queryOptions({
    queryKey: ['checkout', 'summary', userId, body],
    queryFn: ({ signal }) => api<Quote>('/checkout/onepage/summary', { body, signal, quiet: true }),
    // a quote that cannot be made (stock, product gone) is an answer to show, not to retry
    retry: false,
  });
};

/** Notes for the sellers by shop id; the empty ones are not sent. */
const remarksText = (remarks: Record<string, string>) => {
  const given = Object.entries(remarks)
    .map(([shop, text]) => [shop, text.trim()] as const)
    .filter(([, text]) => text);
  return given.length ? JSON.stringify(Object.fromEntries(given)) : undefined;
};

/** What the submit sends: the quote's lines, the address, the payment and a note per shop's seller. */
export const checkoutBody = (
  state: CheckoutState,
  addressId: number,
  payment: Payment,
  remarks: Record<string, string>,
) => ({
  ...quoteBody(state),
  address_id: addressId,
  ...paymentBody(payment),
  remarks: remarksText(remarks),
});

/**
 * Places the orders. A declined card (1500019) still creates the orders, unpaid: that answer is
 * returned (paid false) rather than thrown, so the buyer sees them and can pay again.
 */
export async function submitCheckout(body: ReturnType<typeof checkoutBody>, key: string): Promise<CheckoutAnswer> {
  try {
    return await api<CheckoutAnswer>('/checkout/onepage/submit', {
      body,
      // the buyer's currency: a bank transfer is offered in some and asks for the amount in it
      headers: { 'Idempotency-Key': key, currency: currentCurrency().code },
      quiet: true,
    });
  } catch (err) {
    if (err instanceof ApiError && err.code === 1500019 && err.data) return err.data as CheckoutAnswer;
    throw err;
  }
}
