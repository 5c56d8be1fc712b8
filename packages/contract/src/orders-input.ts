// Request schemas of cart, checkout and orders. Form-encoded bodies carry text only: id lists may
// come as "1,2,3" and structured fields (items, delivery) as JSON text; JSON bodies send them as is.
import { z } from 'zod';
import { cardFields, hasCard, notExpired, zStripeMethod } from './cards.ts';
import { fromJsonText, paging, zBool, zId, zIdList, zItems, zQuantity, zRemark } from './common.ts';
import { zCouponCode } from './coupons.ts';
import { ORDER_TABS, PAYMENT_METHODS } from './orders.ts';

/** Delivery method code per shop id: {"12": "express"}. */
export const zDelivery = z.preprocess(
  fromJsonText,
  z.record(z.string().regex(/^\d+$/, 'a shop id'), z.string().regex(/^[a-z0-9_]{1,32}$/, 'a delivery method code')),
);

export const cartAddBody = z.object({ product_id: zId, quantity: zQuantity.default(1) });
export const cartUpdateBody = z.object({ id: zId, quantity: zQuantity });
export const cartSelectBody = z.object({ ids: zIdList.optional(), selected: zBool.default(true) });
/** Lines by id: `id`, or `ids` "1,2". */
export const cartRemoveBody = z
  .object({ id: zIdList.optional(), ids: zIdList.optional() })
  .refine((v) => v.id || v.ids, { message: 'required', path: ['ids'] });
/** A device's cart: merged into the account's at sign-in, or priced for a visitor. */
export const cartItemsBody = z.object({ items: zItems });

export const lineChoiceBody = z.object({
  cart_ids: zIdList.optional(),
  items: zItems.optional(),
  delivery: zDelivery.optional(),
  coupon_code: zCouponCode.optional(),
});

export const zPaymentMethod = z.enum(PAYMENT_METHODS);
export const zOrderTab = z.enum(ORDER_TABS);
export const orderIdBody = z.object({ order_id: zId });
export const orderListQuery = z.object({ status: zOrderTab.optional(), ...paging });
/** The seller ships an order with the carrier's tracking number (spec §3 log_sn, arrival method). */
export const shipBody = orderIdBody.extend({
  log_sn: z.string().trim().min(1).max(64),
  arrival_method: z.string().trim().max(64).optional(),
});

/** How an order is paid: the method, and for a card its details or a Stripe PaymentMethod id. */
export const payFields = z
  .object({ payment_method: zPaymentMethod, ...cardFields, card_token: zStripeMethod })
  .refine((v) => v.payment_method !== 'card' || v.card_token || hasCard(v), {
    message: 'card details for a card payment',
    path: ['card_number'],
  })
  .refine(notExpired, { message: 'the card has expired', path: ['exp_year'] });
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/**
 * A note for the seller per shop id: {"12": "ring twice"} (issue 17: each shop's order its own note).
 * Sent as JSON text, its notes escape the server's check of every raw field for NUL and broken
 * Unicode (which PostgreSQL cannot store), so they are checked again once parsed.
 */
export const zRemarks = z.preprocess(
  fromJsonText,
  z.record(
    z.string().regex(/^\d+$/, 'a shop id'),
    zRemark.refine((s) => !BAD_TEXT.test(s), 'contains a NUL character or broken Unicode'),
  ),
);
/**
 * Place the orders (one per shop) of the chosen lines, to an address, with a note for the seller:
 * `remarks` per shop; `remark` (older clients) goes to every shop's order that `remarks` does not name.
 */
export const checkoutSubmitBody = z.intersection(
  lineChoiceBody.extend({ address_id: zId.optional(), remark: zRemark.optional(), remarks: zRemarks.optional() }),
  payFields,
);
export const orderPayBody = z.intersection(orderIdBody, payFields);
export const orderCancelBody = orderIdBody.extend({ cancel_remark: zRemark.optional() });
