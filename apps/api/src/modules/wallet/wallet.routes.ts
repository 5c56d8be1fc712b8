// Wallet paths of spec §7 (get_user_balance, recharge, transfer_balance_to_merchat, histories)
// and of the wallet issue (withdraw, recall, admin review).
import {
  cardTopUpBody,
  rechargeBody,
  rechargeListQuery,
  transactionListQuery,
  transferBody,
  walletRequestIdBody,
  withdrawBody,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route.ts';
import { type CardProvider, cardOf } from '../payments/card-provider.ts';
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

export function walletRoutes(app: FastifyInstance, provider: CardProvider) {
  route(app, {
    method: 'POST',
    url: '/bank/recharge',
    summary: 'Top up by bank card (credited at once when the card is charged)',
    tags,
    auth: 'user',
    input: cardTopUpBody,
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
    input: rechargeBody,
    rateLimit: { max: 30 },
    handler: requestRecharge,
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/withdraw',
    summary: 'Withdrawal request to the bank account or a wallet address of the profile',
    tags,
    auth: 'user',
    input: withdrawBody,
    handler: requestWithdrawal,
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/recall',
    summary: 'Take back a pending request',
    tags,
    auth: 'user',
    input: walletRequestIdBody,
    handler: (ctx, q) => recallRequest(ctx, q.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/info/transfer_balance_to_merchat',
    summary: 'Move balance from the customer wallet to the merchant account',
    tags,
    auth: 'user',
    input: transferBody,
    handler: (ctx, q) => transferToMerchant(ctx, q.amount),
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/recharge_list',
    summary: 'Top-up and withdrawal requests',
    tags,
    auth: 'user',
    input: rechargeListQuery,
    handler: requestHistory,
  });
  route(app, {
    method: 'GET',
    url: '/customer/info/transaction_details',
    summary: 'The ledger, newest first',
    tags,
    auth: 'user',
    input: transactionListQuery,
    handler: ledgerHistory,
  });
}
