// The card provider interface, used by wallet top-ups now and by checkout later. Two providers:
// a built-in sandbox that approves and declines by documented test numbers, and a Stripe
// adapter (PaymentIntents) configured by environment. No card number is stored anywhere.
import type { CardValues } from '@polymart/contract';
import type { Config } from '../../config.ts';

export interface CardInput {
  /** Sandbox: the card itself. Never stored or logged. */
  card?: { number: string; exp_month: number; exp_year: number; cvc: string };
  /** Stripe: a PaymentMethod id created in the browser by Stripe.js (pm_...). */
  payment_method?: string;
}

export interface ChargeRequest extends CardInput {
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  reference: string;
  idempotencyKey: string;
}

export type ChargeResult = { ok: true; id: string } | { ok: false; reason: string };

export interface CardProvider {
  name: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** Documented sandbox cards (docs/api.md): approve, decline, insufficient funds. */
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** A request's card fields (parsed by the contract's cardFields) as what a provider charges. */
export function cardOf(v: CardValues, stripeMethod?: string): CardInput {
  return {
    payment_method: stripeMethod,
    card: v.card_number
      ? { number: v.card_number, exp_month: v.exp_month!, exp_year: v.exp_year!, cvc: v.cvc! }
      : undefined,
  };
}

export function sandboxProvider(): CardProvider {
  let seq = 0;
  return {
    name: 'sandbox',
    async charge({ card }) {
      if (!card) return { ok: false, reason: 'card_missing' };
      if (card.number === SANDBOX_CARDS.decline) return { ok: false, reason: 'card_declined' };
      if (card.number === SANDBOX_CARDS.insufficientFunds) return { ok: false, reason: 'insufficient_funds' };
      if (card.number !== SANDBOX_CARDS.approve) return { ok: false, reason: 'unknown_test_card' };
      return { ok: true, id: `sbx_${Date.now().toString(36)}_${(seq++).toString(36)}` };
    },
  };
}

export function stripeProvider(secretKey: string, apiBase: string): CardProvider {
  return {
    name: 'stripe',
    async charge({ amount, currency, payment_method, reference, idempotencyKey }) {
      if (!payment_method) return { ok: false, reason: 'payment_method_missing' };
      const res = await fetch(`${apiBase.replace(/\/$/, '')}/v1/payment_intents`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: new URLSearchParams({
          amount: String(amount),
          currency: currency.toLowerCase(),
          payment_method,
          confirm: 'true',
          'automatic_payment_methods[enabled]': 'true',
          'automatic_payment_methods[allow_redirects]': 'never',
          'metadata[reference]': reference,
        }),
        signal: AbortSignal.timeout(30_000),
      });
      const body = (await res.json()) as {
        id?: string;
        status?: string;
        error?: { code?: string; decline_code?: string };
      };
      if (res.ok && body.status === 'succeeded' && body.id) return { ok: true, id: body.id };
      return { ok: false, reason: body.error?.decline_code ?? body.error?.code ?? body.status ?? `http_${res.status}` };
    },
  };
}

export function cardProvider(config: Pick<Config, 'stripeSecretKey' | 'stripeApiBase'>): CardProvider {
  return config.stripeSecretKey ? stripeProvider(config.stripeSecretKey, config.stripeApiBase) : sandboxProvider();
}
