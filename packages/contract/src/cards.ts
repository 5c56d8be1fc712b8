// The bank-card fields a request may carry (card top-up, checkout, paying an order), validated once
// for the server and the forms: the sandbox takes the card itself, Stripe a PaymentMethod id made
// in the browser. Nothing here is stored: the API hands the card to its card provider.
import { z } from 'zod';

/** The Luhn check digit test of a card number (digits only, 12–19 of them). */
export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

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

/** The card fields once parsed. */
export interface CardValues {
  card_number?: string;
  exp_month?: number;
  exp_year?: number;
  cvc?: string;
}

export const hasCard = (v: CardValues) => Boolean(v.card_number && v.exp_month && v.exp_year && v.cvc);
/** A card is good through the last day of its expiry month. */
export const notExpired = (v: CardValues) =>
  !v.exp_year || !v.exp_month || new Date(Date.UTC(v.exp_year, v.exp_month)) > new Date();
