// The card fields a request may carry (card top-up, checkout, paying an order), validated once:
// the sandbox takes the card itself, Stripe a PaymentMethod id made in the browser.
import { z } from 'zod';
import { type CardInput, luhnValid } from './card-provider.ts';

export const cardFields = {
  card_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine(luhnValid, 'a card number')
    .optional(),
  exp_month: z.coerce.number().int().min(1).max(12).optional(),
  exp_year: z.coerce.number().int().min(2000).max(2100).optional(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/, 'a card code')
    .optional(),
};

export const zStripeMethod = z
  .string()
  .regex(/^pm_[A-Za-z0-9_]+$/, 'a payment method id')
  .optional();

interface CardValues {
  card_number?: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

export const hasCard = (v: CardValues) => Boolean(v.card_number && v.exp_month && v.exp_year && v.cvc);
export const notExpired = (v: CardValues) =>
  !v.exp_year || !v.exp_month || new Date(Date.UTC(v.exp_year, v.exp_month)) > new Date();

export function cardOf(v: CardValues, stripeMethod?: string): CardInput {
  return {
    payment_method: stripeMethod,
    card: v.card_number
      ? { number: v.card_number, exp_month: v.exp_month!, exp_year: v.exp_year!, cvc: v.cvc! }
      : undefined,
  };
}
