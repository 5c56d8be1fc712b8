// The checkout's state between its steps lives in the URL query, so a reload (or a sign-in detour)
// lands on the same step with the same choices. Card details are the exception: they stay in
// memory only, never in an address bar or history.
import { couponCodeOf } from '@polymart/contract/codes';
import { PAYMENT_METHODS, type PaymentMethod } from '@polymart/contract/orders';

export interface CheckoutState {
  /** Cart lines to buy; empty: the cart's selected lines. */
  cartIds: number[];
  /** Buy now: one product, skipping the cart. */
  item: { product_id: number; quantity: number } | null;
  addressId: number | null;
  /** Chosen delivery method per shop id. */
  delivery: Record<string, string>;
  method: PaymentMethod | null;
  /** A coupon code applied at the confirm step (the API's shape: 3–32 of A–Z, 0–9, - and _). */
  coupon?: string;
}

/** A typed coupon code as the API reads it (the contract's rule), or undefined when it cannot be one. */
export function couponCode(raw: string | null | undefined): string | undefined {
  return couponCodeOf(raw ?? '') ?? undefined;
}

const ids = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

export function readCheckout(params: URLSearchParams): CheckoutState {
  const productId = Number(params.get('product_id'));
  const quantity = Number(params.get('quantity') ?? 1);
  const delivery: Record<string, string> = {};
  for (const pair of (params.get('delivery') ?? '').split(',')) {
    const [shop, code] = pair.split(':');
    if (shop && code && /^\d+$/.test(shop)) delivery[shop] = code;
  }
  const method = params.get('method');
  const addressId = Number(params.get('address_id'));
  return {
    cartIds: ids(params.get('cart_ids')),
    item:
      Number.isInteger(productId) && productId > 0
        ? { product_id: productId, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1 }
        : null,
    addressId: Number.isInteger(addressId) && addressId > 0 ? addressId : null,
    delivery,
    method: PAYMENT_METHODS.includes(method as PaymentMethod) ? (method as PaymentMethod) : null,
    coupon: couponCode(params.get('coupon')),
  };
}

export function checkoutSearch(state: CheckoutState, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (state.item) {
    params.set('product_id', String(state.item.product_id));
    params.set('quantity', String(state.item.quantity));
  } else if (state.cartIds.length) params.set('cart_ids', state.cartIds.join(','));
  if (state.addressId) params.set('address_id', String(state.addressId));
  const delivery = Object.entries(state.delivery).map(([shop, code]) => `${shop}:${code}`);
  if (delivery.length) params.set('delivery', delivery.join(','));
  if (state.method) params.set('method', state.method);
  if (state.coupon) params.set('coupon', state.coupon);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What the summary and the submit both take: which lines, the delivery per shop, the coupon. */
export function quoteBody(state: CheckoutState): Record<string, string | undefined> {
  return {
    cart_ids: state.item || !state.cartIds.length ? undefined : state.cartIds.join(','),
    items: state.item ? JSON.stringify([state.item]) : undefined,
    delivery: Object.keys(state.delivery).length ? JSON.stringify(state.delivery) : undefined,
    coupon_code: state.coupon,
  };
}
