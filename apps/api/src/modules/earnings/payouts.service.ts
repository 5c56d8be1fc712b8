// A seller's money out of and into the merchant account (issue 14): withdrawals to the profile's
// bank account or wallet address (moved to frozen; an operator pays them and approves in the
// inbox with the bank reference, or rejects, which gives them back), and the debt — paid from the
// available balance at once, or by an offline transfer with proof that an operator approves in
// the inbox as a top-up (500). Every request is the seller's own: user_id and account in the WHERE.
import {
  convertToBase,
  MIN_RECHARGE,
  type Paged,
  type RechargeBody,
  type SellerPayout,
  SYSTEM_MEMOS,
  type WithdrawBody,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { SellerCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { accountId, balanceOf, postJournal } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';
import { payoutDestination } from '../wallet/wallet.service.ts';

export async function requestPayout(ctx: SellerCtx, input: WithdrawBody): Promise<SellerPayout> {
  const min = ctx.config.sellerMinWithdrawal;
  if (input.amount < min) {
    return fail('INVALID_PARAMETER', `invalid parameter: amount: at least ${min / 100} in the base currency`, {
      field: 'amount',
      min_base: min,
    });
  }
  const destination = await payoutDestination(ctx.db, ctx.sellerId, input);
  const id = await ctx.db.transaction(async (tx) => {
    const account = (await accountId(tx, ctx.sellerId, 'merchant'))!;
    // the debt is paid before anything leaves: only what is above it may be withdrawn
    const held = await one<{ free: number }>(
      tx,
      sql`SELECT (available - debt)::int8 AS free FROM wallet_accounts WHERE id = ${account} FOR UPDATE`,
    );
    if ((held?.free ?? 0) < input.amount) return fail('INSUFFICIENT_BALANCE');
    const created = await one<{ id: number }>(
      tx,
      sql`INSERT INTO wallet_requests (user_id, account, kind, amount, currency, actual_amount, destination)
          VALUES (${ctx.sellerId}, 'merchant', 'withdrawal', ${input.amount}, 'USD', ${input.amount},
            ${JSON.stringify(destination)}::jsonb) RETURNING id`,
    );
    await postJournal(tx, {
      kind: 'withdrawal_hold',
      refType: 'wallet_request',
      refId: created!.id,
      createdBy: ctx.sellerId,
      lines: [{ account, available: -input.amount, frozen: input.amount, direction: 'expense' }],
    });
    await notify(tx, ctx.sellerId, { type: 400, status: 0, refId: created!.id });
    return created!.id;
  });
  return payoutById(ctx, id);
}

/** Pays the debt from the available balance: `amount`, or all the balance can cover. */
export async function settleDebt(ctx: SellerCtx, amount?: number) {
  const paid = await ctx.db.transaction(async (tx) => {
    const account = await accountId(tx, ctx.sellerId, 'merchant', false);
    const held = account
      ? await one<{ available: number; debt: number }>(
          tx,
          sql`SELECT available, debt FROM wallet_accounts WHERE id = ${account} FOR UPDATE`,
        )
      : null;
    if (!account || !held?.debt) return fail('DATA_OPERATION_FAILED', 'nothing is owed');
    const pay = Math.min(amount ?? held.debt, held.debt, held.available);
    if (pay <= 0 || (amount && amount > held.available)) return fail('INSUFFICIENT_BALANCE');
    await postJournal(tx, {
      kind: 'debt_payment',
      refType: 'debt',
      createdBy: ctx.sellerId,
      memo: SYSTEM_MEMOS.paidFromBalance,
      lines: [{ account, available: -pay, debt: -pay, direction: 'expense' }],
    });
    return pay;
  });
  return { paid };
}

/** An offline payment of the debt, with its proof: a top-up request of the merchant account. */
export async function requestDebtPayment(ctx: SellerCtx, input: RechargeBody): Promise<SellerPayout> {
  const currency = await one<{ rate: number }>(
    ctx.db,
    sql`SELECT rate FROM currencies WHERE code = ${input.currency} AND wallet AND enabled`,
  );
  if (!currency) return fail('INVALID_CURRENCY');
  const actual = convertToBase(input.amount, currency.rate);
  // a top-up's minimum, unless what is owed is less: a small debt can be paid as it is
  const owed = await balanceOf(ctx.db, ctx.sellerId, 'merchant');
  const min = Math.max(Math.min(MIN_RECHARGE, owed?.debt ?? 0), 100);
  if (actual < min) {
    return fail('INVALID_PARAMETER', `invalid parameter: amount: at least ${min / 100} in the base currency`, {
      field: 'amount',
      min_base: min,
    });
  }
  if (!(await isUpload(ctx, input.proof, 'proof'))) {
    return fail('INVALID_PARAMETER', 'invalid parameter: proof: not an uploaded proof image', { field: 'proof' });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const created = await one<{ id: number }>(
      tx,
      sql`INSERT INTO wallet_requests (user_id, account, kind, amount, currency, actual_amount, transaction_id, proof,
            payment_method, remark)
          VALUES (${ctx.sellerId}, 'merchant', 'topup', ${input.amount}, ${input.currency}, ${actual}, ${input.transaction_id},
            ${input.proof}, ${input.payment_method}, ${input.remark ?? ''})
          ON CONFLICT (transaction_id) WHERE kind = 'topup' DO NOTHING RETURNING id`,
    );
    if (!created) return null;
    await notify(tx, ctx.sellerId, { type: 500, status: 0, refId: created.id });
    return created.id;
  });
  if (!id) return fail('RECHARGE_TXN_EXISTS');
  return payoutById(ctx, id);
}

const payoutColumns = sql`id, kind, amount, currency, actual_amount, destination, status, payout_reference,
  decision_remark, created_at, decided_at`;
const ownPayouts = (ctx: SellerCtx) => sql`user_id = ${ctx.sellerId} AND account = 'merchant'`;

async function payoutById(ctx: SellerCtx, id: number): Promise<SellerPayout> {
  return (await one<SellerPayout>(
    ctx.db,
    sql`SELECT ${payoutColumns} FROM wallet_requests WHERE id = ${id} AND ${ownPayouts(ctx)}`,
  ))!;
}

export async function sellerPayouts(
  ctx: SellerCtx,
  q: { page: number; page_size: number; kind?: 'withdrawal' | 'topup'; status?: string },
): Promise<Paged<SellerPayout>> {
  const parts: SQL[] = [ownPayouts(ctx)];
  if (q.kind) parts.push(sql`kind = ${q.kind}`);
  if (q.status) parts.push(sql`status = ${q.status}`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<SellerPayout>(
      ctx.db,
      sql`SELECT ${payoutColumns} FROM wallet_requests WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM wallet_requests WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

/**
 * A seller's withdrawal was paid: its amount is marked on the account's available earnings,
 * oldest first, so each earning can say it was withdrawn (money moved in from the customer wallet
 * has no earning and marks none).
 */
export async function markWithdrawn(tx: Db, account: number, amount: number) {
  // (a window function cannot lock rows: they are locked first)
  await tx.execute(
    sql`SELECT order_id FROM seller_earnings WHERE account_id = ${account} AND state = 'available' ORDER BY order_id FOR UPDATE`,
  );
  await tx.execute(
    sql`WITH open AS (
          SELECT order_id, net - refunded - withdrawn AS left,
                 sum(net - refunded - withdrawn) OVER (ORDER BY available_at, order_id) AS upto
          FROM seller_earnings WHERE account_id = ${account} AND state = 'available' AND net - refunded - withdrawn > 0)
        UPDATE seller_earnings e SET withdrawn = e.withdrawn + least(o.left, ${amount} - (o.upto - o.left)),
          state = CASE WHEN o.upto <= ${amount} THEN 'withdrawn' ELSE e.state END
        FROM open o WHERE e.order_id = o.order_id AND o.upto - o.left < ${amount}`,
  );
}
