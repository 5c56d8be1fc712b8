// Submitting a checkout (spec §2: cart → shipment → delivery → payment → confirm) and paying an
// unpaid order later. One checkout makes one order per shop under one payment. Prices and stock are
// read again here, with the products locked; stock is taken by a conditional UPDATE in the same
// transaction, so however many buyers and processes race for the last units none can oversell.
import type { CheckoutAnswer, PaymentMethod } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { takeCouponUse } from '../coupons/coupon-apply.service.ts';
import { refuseBlockedCod } from '../earnings/cod.service.ts';
import { recordCommission } from '../earnings/commission.service.ts';
import type { CardInput, CardProvider } from '../payments/card-provider.ts';
import { openBankTransfer, refuseUnofferedBankTransfer } from './bank-transfer.service.ts';
import { buildQuote, type LineChoice, type PricedQuote } from './checkout.quote.ts';
import { claimKey, type KeyRef, replay, requestHash, storeAnswer, success } from './idempotency.ts';
import type { PricedLine } from './lines.ts';
import { tellBuyer } from './order-notices.ts';
import { recordEvent } from './orders.read.ts';
import { chargeCard, checkoutAnswer, createPayment, type Payment, settleInTransaction } from './payment.service.ts';

export interface PayChoice {
  payment_method: PaymentMethod;
  card: CardInput;
}

export interface SubmitInput extends LineChoice, PayChoice {
  address_id?: number;
  remark?: string;
  /** Per shop id; a shop it does not name takes `remark`. */
  remarks?: Record<string, string>;
}

/** The order keeps a copy of the address: later edits of the address book do not change it. */
async function orderAddress(tx: Db, userId: number, addressId: number | undefined) {
  const address = await one<Record<string, string>>(
    tx,
    sql`SELECT name, street, postal_code, city, state, country, phone, email FROM addresses
        WHERE user_id = ${userId} AND ${addressId ? sql`id = ${addressId}` : sql`is_default`}`,
  );
  if (address) return address;
  if (addressId) return fail('INVALID_PARAMETER', 'invalid parameter: address_id', { field: 'address_id' });
  return fail('DEFAULT_ADDRESS_EMPTY');
}

/** Takes the line's units; answers whether it took a flash deal's last units. */
async function takeStock(tx: Db, line: PricedLine): Promise<boolean> {
  const taken = await one(
    tx,
    sql`UPDATE products SET stock = stock - ${line.quantity}, sales_count = sales_count + ${line.quantity}
        WHERE id = ${line.product_id} AND stock >= ${line.quantity} RETURNING id`,
  );
  if (!taken) fail('INSUFFICIENT_STOCK', 'insufficient stock', { product_id: line.product_id });
  if (line.deal_id === null) return false;
  const dealt = await one<{ gone: boolean }>(
    tx,
    sql`UPDATE flash_deal_items SET sold = sold + ${line.quantity}
        WHERE flash_deal_id = ${line.deal_id} AND product_id = ${line.product_id} AND sold + ${line.quantity} <= quantity_cap
        RETURNING sold = quantity_cap AS gone`,
  );
  // Another buyer took the deal's last units since the price was read: nothing is bought, and the
  // buyer's cart, priced again, shows the regular price (issue 16, 2000072).
  if (!dealt) return fail('DEAL_SOLD_OUT', undefined, { product_id: line.product_id });
  return dealt.gone;
}

async function createOrders(
  ctx: UserCtx,
  tx: Db,
  q: PricedQuote,
  input: SubmitInput,
  dealsEnded: { any: boolean },
): Promise<number[]> {
  const userId = ctx.user.id;
  const address = await orderAddress(tx, userId, input.address_id);
  const customer = await one<Record<string, string>>(
    tx,
    sql`SELECT name AS first_name, email, phone AS telephone FROM users WHERE id = ${userId}`,
  );
  const ids: number[] = [];
  // each order keeps the checkout's language: its mails are written in it (migration 0035)
  for (const shop of q.perShop) {
    for (const line of shop.priced) if (await takeStock(tx, line)) dealsEnded.any = true;
    const order = await one<{ id: number }>(
      tx,
      sql`INSERT INTO orders (user_id, shop_id, status, payment_status, payment_method, subtotal, tax, delivery_fee,
            discount, total, coupon_id, delivery_method, remark, address, customer, expires_at, lang)
          VALUES (${userId}, ${shop.shop.id}, 'unpaid', 'unpaid', ${input.payment_method}, ${shop.subtotal}, ${shop.tax},
            ${shop.delivery_fee}, ${shop.discount}, ${shop.total}, ${shop.discount > 0 ? q.applied!.coupon.id : null},
            ${shop.delivery_method}, ${input.remarks?.[String(shop.shop.id)] ?? input.remark ?? ''},
            ${JSON.stringify(address)}::jsonb, ${JSON.stringify(customer)}::jsonb,
            now() + make_interval(mins => ${ctx.config.orderPayMinutes}), ${ctx.lang})
          RETURNING id`,
    );
    for (const line of shop.priced) {
      await tx.execute(
        sql`INSERT INTO order_items (order_id, product_id, name, image, quantity, price, tax, total, discount, flash_deal_id)
            VALUES (${order!.id}, ${line.product_id}, ${line.name}, ${line.image}, ${line.quantity}, ${line.price},
              ${line.tax}, ${line.total}, ${q.applied?.perLine.get(line.product_id) ?? 0}, ${line.deal_id})`,
      );
    }
    await recordCommission(tx, order!.id);
    await tellBuyer(tx, order!.id, 'placed', shop.shop.name);
    ids.push(order!.id);
  }
  await recordEvent(tx, ids, 'placed', { id: userId, role: 'customer' });
  if (q.fromCart.length) {
    await tx.execute(sql`DELETE FROM cart_items WHERE user_id = ${userId} AND id = ANY(${sqlIds(q.fromCart)})`);
  }
  return ids;
}

const keyRef = (ctx: UserCtx, scope: KeyRef['scope'], key: string | undefined, input: unknown): KeyRef | undefined =>
  key ? { userId: ctx.user.id, scope, key, hash: requestHash(input) } : undefined;

type Begun =
  | { stored: NonNullable<Awaited<ReturnType<typeof claimKey>>> }
  | { payment: Payment; orderIds: number[]; answer: CheckoutAnswer };

/** Runs the transactional part, then charges the card when the method is card. */
async function finish(
  ctx: UserCtx,
  provider: CardProvider,
  choice: PayChoice,
  ref: KeyRef | undefined,
  begin: (tx: Db) => Promise<{ payment: Payment; orderIds: number[] }>,
): Promise<CheckoutAnswer> {
  if (choice.payment_method === 'bank_transfer') await refuseUnofferedBankTransfer(ctx);
  const begun: Begun = await ctx.db.transaction(async (tx) => {
    const stored = ref ? await claimKey(tx, ref) : null;
    if (stored) return { stored };
    const { payment, orderIds } = await begin(tx);
    if (choice.payment_method === 'cod') await refuseBlockedCod(tx, ctx.config, orderIds);
    if (choice.payment_method === 'bank_transfer') await openBankTransfer(ctx, tx, payment, orderIds);
    await settleInTransaction(tx, ctx.user.id, choice.payment_method, payment, orderIds);
    // For a card this is the answer until the charge settles: orders placed, payment pending.
    // Read inside the transaction, it is both the stored answer and this request's (one read less).
    const answer = await checkoutAnswer(tx, ctx.lang, payment.id, orderIds);
    await storeAnswer(tx, ref, success(answer));
    return { payment, orderIds, answer };
  });
  if ('stored' in begun) return replay<CheckoutAnswer>(begun.stored);
  if (choice.payment_method === 'card') {
    return chargeCard(ctx, provider, begun.payment, begun.orderIds, choice.card, ref);
  }
  return begun.answer;
}

export async function submitCheckout(
  ctx: UserCtx,
  provider: CardProvider,
  input: SubmitInput,
  key?: string,
  /** Told once the orders are placed by this request (not a replay of an earlier one) and not declined. */
  onPlaced?: (answer: CheckoutAnswer) => void,
): Promise<CheckoutAnswer> {
  const dealsEnded = { any: false };
  let placedHere = false;
  const answer = await finish(ctx, provider, input, keyRef(ctx, 'submit', key, input), async (tx) => {
    placedHere = true;
    const q = await buildQuote(ctx, tx, input, true);
    const orderIds = await createOrders(ctx, tx, q, input, dealsEnded);
    const payment = await createPayment(tx, ctx.user.id, input.payment_method, orderIds);
    if (q.applied) await takeCouponUse(tx, ctx.user.id, q.applied, payment.id);
    return { payment, orderIds };
  });
  // a deal's last units went: cached product reads stop showing its price at once (lib/cache.ts)
  if (dealsEnded.any) await ctx.cache.clear();
  if (placedHere && answer.payment.status !== 'failed') onPlaced?.(answer);
  return answer;
}

/** Pays one unpaid order of the buyer's, by any method; the expired and the foreign ones refuse. */
export async function payOrder(
  ctx: UserCtx,
  provider: CardProvider,
  input: PayChoice & { order_id: number },
  key?: string,
): Promise<CheckoutAnswer> {
  return finish(ctx, provider, input, keyRef(ctx, 'pay', key, input), async (tx) => {
    const order = await one<{ status: string; expired: boolean }>(
      tx,
      sql`SELECT status, coalesce(expires_at < now(), false) AS expired FROM orders
          WHERE id = ${input.order_id} AND user_id = ${ctx.user.id} FOR UPDATE`,
    );
    if (!order) return fail('ORDER_NOT_FOUND');
    if (order.status !== 'unpaid' || order.expired) {
      return fail('ORDER_PAYMENT_FAILED', 'order payment failed: the order is not awaiting payment', {
        status: order.status,
      });
    }
    const payment = await createPayment(tx, ctx.user.id, input.payment_method, [input.order_id]);
    await recordEvent(
      tx,
      [input.order_id],
      'payment_started',
      { id: ctx.user.id, role: 'customer' },
      input.payment_method,
    );
    return { payment, orderIds: [input.order_id] };
  });
}
