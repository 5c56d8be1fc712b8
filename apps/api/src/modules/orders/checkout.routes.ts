// Checkout and paying an order. Submit and pay honour an Idempotency-Key header: a retried or
// double-clicked request answers the first answer and creates nothing new.
import { checkoutSubmitBody, lineChoiceBody, orderPayBody } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import type { Mailer } from '../../lib/mailer.ts';
import { route } from '../../lib/route.ts';
import { type CardProvider, cardOf } from '../payments/card-provider.ts';
import { quote } from './checkout.quote.ts';
import { payOrder, submitCheckout } from './checkout.service.ts';
import { idempotencyKey } from './idempotency.ts';
import { mailAfter, mailPlaced } from './order-mail.ts';

const tags = ['checkout'];

/** `mailer`: the buyer is mailed the orders a checkout placed (issue 17). */
export function checkoutRoutes(app: FastifyInstance, provider: CardProvider, mailer?: Mailer) {
  route(app, {
    method: 'POST',
    url: '/checkout/onepage/summary',
    summary: 'What the checkout would charge now: one order per shop with delivery options and totals',
    tags,
    auth: 'user',
    input: lineChoiceBody,
    handler: quote,
  });
  route(app, {
    method: 'POST',
    url: '/checkout/onepage/submit',
    summary: 'Place the orders (one per shop) and pay by wallet, card or cash on delivery; Idempotency-Key header',
    tags,
    auth: 'user',
    input: checkoutSubmitBody,
    rateLimit: { max: 60 },
    handler: (ctx, q, req) =>
      submitCheckout(ctx, provider, { ...q, card: cardOf(q, q.card_token) }, idempotencyKey(req), (answer) =>
        mailAfter(ctx, mailer, (to) => mailPlaced(ctx, to, answer.orders)),
      ),
  });
  route(app, {
    method: 'POST',
    url: '/customer/order/pay',
    summary: 'Pay an unpaid order by wallet, card or cash on delivery; Idempotency-Key header',
    tags: ['orders'],
    auth: 'user',
    input: orderPayBody,
    rateLimit: { max: 60 },
    handler: (ctx, q, req) => payOrder(ctx, provider, { ...q, card: cardOf(q, q.card_token) }, idempotencyKey(req)),
  });
}
