// Card top-ups: the sandbox processor by its documented test cards, and the Stripe adapter
// against a local HTTP server that answers as Stripe's PaymentIntents API does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { SANDBOX_CARDS } from '../src/modules/payments/card-provider.ts';
import { as, registerUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';

const card = (number: string) => ({
  card_number: number,
  exp_month: 12,
  exp_year: new Date().getFullYear() + 2,
  cvc: '123',
});

describe('card top-up through the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('credits an approved card at once, in the base currency', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u, {
      method: 'POST',
      url: '/api/bank/recharge',
      payload: { amount: 5000, currency: 'USD', ...card(SANDBOX_CARDS.approve) },
    });
    expect(res.data).toMatchObject({ charged: true, credited: 5000, balance: { available: 5000 } });
    const eur = await as(t.app, u, {
      method: 'POST',
      url: '/api/bank/recharge',
      payload: { amount: 9200, currency: 'EUR', ...card(SANDBOX_CARDS.approve) },
    });
    expect(eur.data.credited).toBe(10000);
    const history = await as(t.app, u, { url: '/api/customer/info/recharge_list' });
    expect(history.data.items[0]).toMatchObject({ status: 'completed', payment_method: 'card:sandbox' });
    // the card number is nowhere in the database
    const leaks = await rows(
      t.database.db,
      sql`SELECT 1 FROM wallet_requests WHERE row_to_json(wallet_requests)::text LIKE ${`%${SANDBOX_CARDS.approve}%`}`,
    );
    expect(leaks).toEqual([]);
  });

  it('answers 1500019 for a declined card and credits nothing', async () => {
    const u = await registerUser(t.app);
    for (const number of [SANDBOX_CARDS.decline, SANDBOX_CARDS.insufficientFunds]) {
      const res = await as(t.app, u, {
        method: 'POST',
        url: '/api/bank/recharge',
        payload: { amount: 5000, ...card(number) },
      });
      expect(res.code).toBe(1500019);
    }
    expect((await as(t.app, u, { url: '/api/customer/info/get_user_balance' })).data.available).toBe(0);
  });

  it('refuses bad card input with the field', async () => {
    const u = await registerUser(t.app);
    const bad = async (payload: Record<string, unknown>) =>
      (await as(t.app, u, { method: 'POST', url: '/api/bank/recharge', payload })).data?.field;
    expect(await bad({ amount: 5000, ...card('4242424242424241') })).toBe('card_number');
    expect(await bad({ amount: 5000, ...card(SANDBOX_CARDS.approve), exp_year: 2020 })).toBe('exp_year');
    expect(await bad({ amount: 5000, ...card(SANDBOX_CARDS.approve), cvc: '12' })).toBe('cvc');
    expect(await bad({ amount: 5000 })).toBe('card_number');
  });
});

describe('card top-up through the Stripe adapter', () => {
  let stripe: Server;
  let t: TestApp;
  const seen: { auth?: string; idem?: string; body: URLSearchParams }[] = [];
  beforeAll(async () => {
    stripe = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        const body = new URLSearchParams(raw);
        seen.push({ auth: req.headers.authorization, idem: req.headers['idempotency-key'] as string, body });
        res.setHeader('content-type', 'application/json');
        if (req.url !== '/v1/payment_intents' || req.method !== 'POST') {
          res.statusCode = 404;
          return res.end(
            JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }),
          );
        }
        if (body.get('payment_method') === 'pm_card_chargeDeclined') {
          res.statusCode = 402;
          return res.end(
            JSON.stringify({ error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } }),
          );
        }
        res.end(
          JSON.stringify({
            id: `pi_${seen.length}`,
            object: 'payment_intent',
            amount: Number(body.get('amount')),
            currency: body.get('currency'),
            status: 'succeeded',
          }),
        );
      });
    });
    await new Promise<void>((r) => stripe.listen(0, '127.0.0.1', r));
    t = await testApp({
      STRIPE_SECRET_KEY: 'sk_test_polymart',
      STRIPE_API_BASE: `http://127.0.0.1:${(stripe.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => stripe.close(() => r()));
  });

  it('confirms a PaymentIntent with the secret key and an idempotency key, then credits', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u, {
      method: 'POST',
      url: '/api/bank/recharge',
      payload: { amount: 2500, currency: 'USD', payment_method: 'pm_card_visa', idempotency_key: 'abc-1' },
    });
    expect(res.data).toMatchObject({ charged: true, charge_id: expect.stringMatching(/^pi_/), credited: 2500 });
    const call = seen.at(-1)!;
    expect(call.auth).toBe('Bearer sk_test_polymart');
    expect(call.idem).toBe('abc-1');
    expect(Object.fromEntries(call.body)).toMatchObject({
      amount: '2500',
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: 'true',
    });
  });

  it('answers 1500019 when Stripe declines', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u, {
      method: 'POST',
      url: '/api/bank/recharge',
      payload: { amount: 2500, payment_method: 'pm_card_chargeDeclined' },
    });
    expect(res).toMatchObject({ code: 1500019, data: { reason: 'generic_decline' } });
    expect((await as(t.app, u, { url: '/api/customer/info/get_user_balance' })).data.available).toBe(0);
  });
});
