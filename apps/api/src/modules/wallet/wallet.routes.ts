// Wallet paths of spec §7 (get_user_balance, recharge, transfer_balance_to_merchat, histories)
// and of the wallet issue (withdraw, recall, admin review).
import { paging, WALLET_REQUEST_KINDS, WALLET_REQUEST_STATUSES, zId, zIsoDate, zMinor } from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../lib/route.ts';
import { cardFields, cardOf, hasCard, notExpired, zStripeMethod } from '../payments/card-fields.ts';
import type { CardProvider } from '../payments/card-provider.ts';
import { cardTopUp } from './card-topup.service.ts';
import {
  balances,
  ledgerHistory,
  recallRequest,
  requestHistory,
  requestRecharge,
  requestWithdrawal,
  transferToMerchant,
} from './wallet.service.ts';

const tags = ['wallet'];
const zAmount = zMinor.refine((v) => v > 0, 'more than zero');

export function walletRoutes(app: FastifyInstance, provider: CardProvider) {
  route(app, {
    method: 'POST',
    url: '/bank/recharge',
    summary: 'Top up by bank card (credited at once when the card is charged)',
    tags,
    auth: 'user',
    input: z
      .object({
        amount: zAmount,
        currency: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{3}$/, 'a currency code')
          .default('USD'),
        ...cardFields,
        payment_method: zStripeMethod,
        idempotency_key: z.string().max(100).optional(),
      })
      .refine((v) => v.payment_method || hasCard(v), {
        message: 'card details or a payment method',
        path: ['card_number'],
      })
      .refine(notExpired, {
        message: 'the card has expired',
        path: ['exp_year'],
      }),
    rateLimit: { max: 20 },
    handler: (ctx, q) =>
      cardTopUp(ctx, provider, {
        amount: q.amount,
        currency: q.currency,
        idempotency_key: q.idempotency_key,
        ...cardOf(q, q.payment_method),
      }),
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/get_user_balance',
    summary: 'Available, frozen and total; the merchant account too',
    tags,
    auth: 'user',
    handler: balances,
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/recharge',
    summary: 'Offline top-up request (amount in minor units of currency)',
    tags,
    auth: 'user',
    input: z.object({
      amount: zAmount,
      currency: z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'a currency code'),
      transaction_id: z
        .string()
        .trim()
        .min(4)
        .max(64)
        .regex(/^[A-Za-z0-9._:-]+$/, 'a transaction id'),
      proof: z.string().trim().min(1).max(200),
      payment_method: z.string().trim().min(1).max(60),
      remark: z.string().trim().max(140).optional(),
    }),
    rateLimit: { max: 30 },
    handler: requestRecharge,
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/withdraw',
    summary: 'Withdrawal request to the bank account or a wallet address of the profile',
    tags,
    auth: 'user',
    input: z.object({
      amount: zAmount,
      method: z.enum(['bank', 'wallet']).default('bank'),
      currency: z.string().trim().toUpperCase().optional(),
    }),
    handler: requestWithdrawal,
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/recall',
    summary: 'Take back a pending request',
    tags,
    auth: 'user',
    input: z.object({ id: zId }),
    handler: (ctx, q) => recallRequest(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/transfer_balance_to_merchat',
    summary: 'Move balance from the customer wallet to the merchant account',
    tags,
    auth: 'user',
    input: z.object({ amount: zAmount }),
    handler: (ctx, q) => transferToMerchant(ctx, q.amount),
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/recharge_list',
    summary: 'Top-up and withdrawal requests',
    tags,
    auth: 'user',
    input: z.object({
      ...paging,
      kind: z.enum(WALLET_REQUEST_KINDS).optional(),
      status: z.enum(WALLET_REQUEST_STATUSES).optional(),
    }),
    handler: requestHistory,
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/transaction_details',
    summary: 'The ledger, newest first',
    tags,
    auth: 'user',
    input: z.object({
      ...paging,
      direction: z.enum(['income', 'expense']).optional(),
      from: zIsoDate.optional(),
      to: zIsoDate.optional(),
      account: z.enum(['customer', 'merchant']).optional(),
    }),
    handler: ledgerHistory,
  });
}
