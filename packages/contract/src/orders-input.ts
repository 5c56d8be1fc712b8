// Request schemas of cart, checkout and orders. Form-encoded bodies carry text only: id lists may
// come as "1,2,3" and structured fields (items, delivery) as JSON text; JSON bodies send them as is.
import { z } from 'zod';
import { paging, zBool, zId } from './common.ts';
import { ORDER_TABS, PAYMENT_METHODS } from './orders.ts';

const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v; // left as text, the schema then names the field as invalid
  }
};

export const zQuantity = z.coerce.number().int().min(1).max(999);

/** "1,2,3", ["1","2"], [1, 2], "[1,2]" or one id. */
export const zIdList = z.preprocess((v) => {
  if (typeof v === 'number') return [v];
  if (typeof v === 'string' && !v.trim().startsWith('[')) return v.split(',').filter((s) => s.trim() !== '');
  return fromJsonText(v);
}, z.array(zId).min(1).max(100));

/** Buy now and device carts: products and quantities; a product named twice counts once, summed. */
export const zItems = z.preprocess(
  fromJsonText,
  z
    .array(z.object({ product_id: zId, quantity: zQuantity, selected: zBool.optional() }))
    .min(1)
    .max(100)
    .transform((items) => {
      const merged = new Map<number, { product_id: number; quantity: number; selected?: boolean }>();
      for (const i of items) {
        const seen = merged.get(i.product_id);
        merged.set(i.product_id, seen ? { ...seen, quantity: Math.min(seen.quantity + i.quantity, 999) } : i);
      }
      return [...merged.values()];
    }),
);

/** Delivery method code per shop id: {"12": "express"}. */
export const zDelivery = z.preprocess(
  fromJsonText,
  z.record(z.string().regex(/^\d+$/, 'a shop id'), z.string().regex(/^[a-z0-9_]{1,32}$/, 'a delivery method code')),
);

export const cartAddBody = z.object({ product_id: zId, quantity: zQuantity.default(1) });
export const cartUpdateBody = z.object({ id: zId, quantity: zQuantity });
export const cartSelectBody = z.object({ ids: zIdList.optional(), selected: zBool.default(true) });

export const lineChoiceBody = z.object({
  cart_ids: zIdList.optional(),
  items: zItems.optional(),
  delivery: zDelivery.optional(),
  coupon_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]{3,32}$/, 'a coupon code')
    .optional(),
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
/** Spec §9: text areas hold at most 140 characters. */
export const zRemark = z.string().trim().max(140);

/** Photos of a review or a refund request: upload paths, "a,b" or an array, at most six. */
export const zPhotoPaths = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.string().max(200)).max(6).default([]),
);

export const reviewReplyBody = z.object({ id: zId, reply: z.string().trim().min(1).max(500) });
export const reviewHideBody = z.object({ id: zId, hidden: zBool.default(true) });
