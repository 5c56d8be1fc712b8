// Top-up by bank card (POST /bank/recharge): charged through the card provider and credited at
// once on approval. The card's details go to the provider and nowhere else.
import { convertToBase } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one } from '../../db/client.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import type { CardInput, CardProvider } from '../payments/card-provider.ts';
import { balances } from './wallet.service.ts';

/** The smallest card top-up, in base minor units (1.00): below it fees would eat the payment. */
export const MIN_CARD_TOPUP = 100;

export async function cardTopUp(
  ctx: UserCtx,
  provider: CardProvider,
  input: CardInput & { amount: number; currency: string; idempotency_key?: string },
) {
  const userId = ctx.user.id;
  const currency = await one<{ rate: number }>(
    ctx.db,
    sql`SELECT rate FROM currencies WHERE code = ${input.currency} AND enabled`,
  );
  if (!currency) return fail('INVALID_CURRENCY');
  const actual = convertToBase(input.amount, currency.rate);
  if (actual < MIN_CARD_TOPUP)
    return fail('INVALID_PARAMETER', 'invalid parameter: amount: too small', { field: 'amount' });
  const reference = `topup-${userId}-${Date.now()}`;
  const result = await provider.charge({
    amount: input.amount,
    currency: input.currency,
    card: input.card,
    payment_method: input.payment_method,
    reference,
    idempotencyKey: input.idempotency_key ?? reference,
  });
  if (!result.ok) {
    ctx.log.info({ reason: result.reason }, 'card top-up declined');
    return fail('ORDER_PAYMENT_FAILED', `the card was not charged: ${result.reason}`, { reason: result.reason });
  }
  await ctx.db.transaction(async (tx) => {
    const request = await one<{ id: number }>(
      tx,
      sql`INSERT INTO wallet_requests (user_id, kind, amount, currency, actual_amount, transaction_id, payment_method, status, decided_at)
          VALUES (${userId}, 'topup', ${input.amount}, ${input.currency}, ${actual}, ${result.id}, ${`card:${provider.name}`},
                  'completed', now())
          RETURNING id`,
    );
    await postJournal(tx, {
      kind: 'card_topup',
      refType: 'wallet_request',
      refId: request!.id,
      createdBy: userId,
      lines: [
        { platform: 'card_received', amount: -actual },
        { account: (await accountId(tx, userId, 'customer'))!, available: actual, direction: 'income' },
      ],
    });
  });
  return { charged: true, charge_id: result.id, credited: actual, balance: await balances(ctx) };
}
