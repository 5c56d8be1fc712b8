// Paying orders (spec §1: wallet, bank card, cash on delivery). One payment pays a set of orders
// and its amount is the sum of their totals to the minor unit. The wallet is debited through the
// ledger in the same transaction that marks the orders paid; a card is charged outside any
// transaction (a provider call must not hold row locks) and the orders are marked paid afterwards.
import { type CheckoutAnswer, DEFAULT_CURRENCY, type LangCode, type PaymentMethod } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { AppError } from '../../lib/errors.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import type { CardInput, CardProvider } from '../payments/card-provider.ts';
import { bankTransferOfPayment } from './bank-transfer.service.ts';
import { failure, type KeyRef, storeAnswer, success } from './idempotency.ts';
import { orderSummaries, recordEvent } from './orders.read.ts';

export interface Payment {
  id: number;
  amount: number;
}

type Actor = { id: number | null; role: 'customer' | 'admin' | 'system' };

export async function createPayment(
  tx: Db,
  userId: number,
  method: PaymentMethod,
  orderIds: number[],
): Promise<Payment> {
  const payment = await one<Payment>(
    tx,
    sql`INSERT INTO payments (user_id, method, amount, status)
        SELECT ${userId}, ${method}, coalesce(sum(total), 0), ${method === 'cod' ? 'due' : 'pending'}
        FROM orders WHERE id = ANY(${sqlIds(orderIds)})
        RETURNING id, amount`,
  );
  await tx.execute(
    sql`UPDATE orders SET payment_id = ${payment!.id}, payment_method = ${method} WHERE id = ANY(${sqlIds(orderIds)})`,
  );
  return payment!;
}

/** unpaid → to_ship, paid in full; orders no longer unpaid are left as they are. */
export async function markPaid(tx: Db, orderIds: number[], payment: Payment, actor: Actor): Promise<void> {
  await tx.execute(
    sql`UPDATE orders SET status = 'to_ship', payment_status = 'paid', actual_pay = total, paid_at = now(), expires_at = NULL
        WHERE id = ANY(${sqlIds(orderIds)}) AND status = 'unpaid'`,
  );
  await tx.execute(sql`UPDATE payments SET status = 'paid', paid_at = now() WHERE id = ${payment.id}`);
  await recordEvent(tx, orderIds, 'paid', actor);
}

/**
 * Wallet and cash on delivery, inside the caller's transaction. The wallet's 2000022 rolls the
 * whole transaction back. Cash on delivery ships first and is paid when delivery is confirmed.
 */
export async function settleInTransaction(
  tx: Db,
  userId: number,
  method: PaymentMethod,
  payment: Payment,
  orderIds: number[],
) {
  const actor: Actor = { id: userId, role: 'customer' };
  if (method === 'cod') {
    await tx.execute(
      sql`UPDATE orders SET status = 'to_ship', payment_status = 'due', expires_at = NULL
          WHERE id = ANY(${sqlIds(orderIds)}) AND status = 'unpaid'`,
    );
    await recordEvent(tx, orderIds, 'cash_on_delivery', actor);
  } else if (method === 'wallet') {
    if (payment.amount > 0) {
      await postJournal(tx, {
        kind: 'payment',
        refType: 'payment',
        refId: payment.id,
        createdBy: userId,
        lines: [
          { account: (await accountId(tx, userId, 'customer'))!, available: -payment.amount, direction: 'expense' },
          { platform: 'orders_paid', amount: payment.amount },
        ],
      });
    }
    await markPaid(tx, orderIds, payment, actor);
  }
}

export async function checkoutAnswer(
  db: Db,
  lang: LangCode,
  paymentId: number,
  orderIds: number[],
): Promise<CheckoutAnswer> {
  const payment = await one<CheckoutAnswer['payment']>(
    db,
    sql`SELECT id, method, amount, status FROM payments WHERE id = ${paymentId}`,
  );
  const orders = await orderSummaries(db, lang, sql`o.id = ANY(${sqlIds(orderIds)})`);
  const bank = payment!.method === 'bank_transfer' ? await bankTransferOfPayment(db, paymentId) : undefined;
  return { payment: payment!, orders, paid: payment!.status === 'paid', ...(bank && { bank_transfer: bank }) };
}

/**
 * Charges the card for a payment created (and committed) before. Declined: 1500019, the orders stay
 * unpaid and payable again. Approved but an order expired or was cancelled meanwhile: the money is
 * not lost, it goes to the buyer's wallet, and the answer says the payment failed.
 */
export async function chargeCard(
  ctx: UserCtx,
  provider: CardProvider,
  payment: Payment,
  orderIds: number[],
  card: CardInput,
  ref: KeyRef | undefined,
): Promise<CheckoutAnswer> {
  const userId = ctx.user.id;
  const result = await provider.charge({
    amount: payment.amount,
    currency: DEFAULT_CURRENCY, // order amounts are in the base currency
    ...card,
    reference: `payment-${payment.id}`,
    idempotencyKey: `payment-${payment.id}`,
  });
  const outcome = await ctx.db.transaction(async (tx) => {
    if (!result.ok) {
      ctx.log.info({ reason: result.reason, payment: payment.id }, 'card payment declined');
      await tx.execute(sql`UPDATE payments SET status = 'failed' WHERE id = ${payment.id}`);
      await recordEvent(tx, orderIds, 'payment_failed', { id: null, role: 'system' }, result.reason);
      return declined(
        tx,
        ctx.lang,
        ref,
        payment,
        orderIds,
        `order payment failed: the card was not charged: ${result.reason}`,
      );
    }
    await tx.execute(sql`UPDATE payments SET provider_ref = ${result.id} WHERE id = ${payment.id}`);
    const open = await one<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM (SELECT id FROM orders WHERE id = ANY(${sqlIds(orderIds)}) AND status = 'unpaid'
          ORDER BY id FOR UPDATE) o`,
    );
    if (open!.n < orderIds.length) {
      await tx.execute(sql`UPDATE payments SET status = 'failed' WHERE id = ${payment.id}`);
      await postJournal(tx, {
        kind: 'refund',
        refType: 'payment',
        refId: payment.id,
        memo: 'card charged after the order closed',
        createdBy: userId,
        lines: [
          { platform: 'card_received', amount: -payment.amount },
          { account: (await accountId(tx, userId, 'customer'))!, available: payment.amount, direction: 'income' },
        ],
      });
      return declined(
        tx,
        ctx.lang,
        ref,
        payment,
        orderIds,
        'order payment failed: the order closed first; the amount is in your wallet',
      );
    }
    if (payment.amount > 0) {
      // the card's money is held for the orders until they are settled or refunded
      await postJournal(tx, {
        kind: 'card_payment',
        refType: 'payment',
        refId: payment.id,
        createdBy: userId,
        lines: [
          { platform: 'card_received', amount: -payment.amount },
          { platform: 'orders_paid', amount: payment.amount },
        ],
      });
    }
    await markPaid(tx, orderIds, payment, { id: userId, role: 'customer' });
    const answer = await checkoutAnswer(tx, ctx.lang, payment.id, orderIds);
    await storeAnswer(tx, ref, success(answer));
    return answer;
  });
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

async function declined(
  tx: Db,
  lang: LangCode,
  ref: KeyRef | undefined,
  payment: Payment,
  orderIds: number[],
  message: string,
) {
  const error = new AppError('ORDER_PAYMENT_FAILED', message, await checkoutAnswer(tx, lang, payment.id, orderIds));
  await storeAnswer(tx, ref, failure(error));
  return error;
}
