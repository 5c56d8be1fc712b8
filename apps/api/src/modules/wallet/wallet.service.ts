// The buyer's side of the wallet (spec §1, §3, §5): balances, offline top-up requests,
// withdrawals, recall of a pending request, transfer to the merchant account, history.

import {
  type Balances,
  convertToBase,
  type LedgerEntry,
  MIN_RECHARGE,
  type Paged,
  type RechargeBody,
  type WalletRequest,
  type WithdrawBody,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { accountId, balanceOf, postJournal } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';
import { ordersOfRefs } from '../orders/order-refs.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';

export async function balances(ctx: UserCtx): Promise<Balances> {
  const userId = ctx.user.id;
  const [customer, merchant] = await Promise.all([
    balanceOf(ctx.db, userId, 'customer'),
    balanceOf(ctx.db, userId, 'merchant'),
  ]);
  const c = customer ?? { available: 0, frozen: 0 };
  return {
    available: c.available,
    frozen: c.frozen,
    total: c.available + c.frozen,
    merchant: merchant
      ? { available: merchant.available, frozen: merchant.frozen, total: merchant.available + merchant.frozen }
      : null,
  };
}

export async function requestRecharge(ctx: UserCtx, input: RechargeBody) {
  const userId = ctx.user.id;
  const currency = await one<{ rate: number }>(
    ctx.db,
    sql`SELECT rate FROM currencies WHERE code = ${input.currency} AND wallet AND enabled`,
  );
  if (!currency) return fail('INVALID_CURRENCY');
  const actual = convertToBase(input.amount, currency.rate);
  if (actual < MIN_RECHARGE) {
    return fail('INVALID_PARAMETER', `invalid parameter: amount: at least ${MIN_RECHARGE / 100} in the base currency`, {
      field: 'amount',
      min_base: MIN_RECHARGE,
    });
  }
  if (!(await isUpload(ctx, input.proof, 'proof'))) {
    return fail('INVALID_PARAMETER', 'invalid parameter: proof: not an uploaded proof image', { field: 'proof' });
  }
  const outcome = await ctx.db.transaction(async (tx) => {
    // one request at a time per user, so the 24-hour cap holds under concurrent submissions
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const recent = await one<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM wallet_requests
          WHERE user_id = ${userId} AND kind = 'topup' AND created_at > now() - interval '24 hours'`,
    );
    if (recent!.n >= ctx.config.rechargeDailyLimit) return 'limit' as const;
    const created = await one<{ id: number }>(
      tx,
      sql`INSERT INTO wallet_requests (user_id, kind, amount, currency, actual_amount, transaction_id, proof, payment_method, remark)
          VALUES (${userId}, 'topup', ${input.amount}, ${input.currency}, ${actual}, ${input.transaction_id}, ${input.proof},
                  ${input.payment_method}, ${input.remark ?? ''})
          ON CONFLICT (transaction_id) WHERE kind = 'topup' DO NOTHING RETURNING id`,
    );
    if (!created) return 'duplicate' as const;
    await notify(tx, userId, { type: 500, status: 0, refId: created.id });
    return created.id;
  });
  if (outcome === 'limit') return fail('RECHARGE_LIMIT');
  if (outcome === 'duplicate') return fail('RECHARGE_TXN_EXISTS');
  return requestById(ctx, outcome);
}

/**
 * Where a withdrawal goes: the profile's bank account, or its wallet address for the currency
 * (spec §3 profile fields); 1000008 naming the field when the profile has none.
 */
export async function payoutDestination(db: Db, userId: number, input: WithdrawBody): Promise<Record<string, string>> {
  const profile = (await one<{
    bank_name: string;
    bank_account_name: string;
    bank_account_number: string;
    bank_routing_number: string;
    wallet_addresses: Record<string, string>;
  }>(
    db,
    sql`SELECT bank_name, bank_account_name, bank_account_number, bank_routing_number, wallet_addresses FROM users WHERE id = ${userId}`,
  ))!;
  if (input.method === 'bank') {
    if (!profile.bank_account_number)
      return fail('INVALID_PARAMETER', 'invalid parameter: method: no bank account in the profile', {
        field: 'method',
      });
    return {
      method: 'bank',
      bank_name: profile.bank_name,
      account_name: profile.bank_account_name,
      account_number: profile.bank_account_number,
      routing_number: profile.bank_routing_number,
    };
  }
  const address = input.currency ? profile.wallet_addresses[input.currency] : undefined;
  if (!address)
    return fail('INVALID_PARAMETER', 'invalid parameter: currency: no wallet address for it in the profile', {
      field: 'currency',
    });
  return { method: 'wallet', currency: input.currency!, address };
}

export async function requestWithdrawal(ctx: UserCtx, input: WithdrawBody) {
  const userId = ctx.user.id;
  const destination = await payoutDestination(ctx.db, userId, input);
  const id = await ctx.db.transaction(async (tx) => {
    const account = (await accountId(tx, userId, 'customer'))!;
    const created = await one<{ id: number }>(
      tx,
      sql`INSERT INTO wallet_requests (user_id, kind, amount, currency, actual_amount, destination)
          VALUES (${userId}, 'withdrawal', ${input.amount}, 'USD', ${input.amount}, ${JSON.stringify(destination)}::jsonb) RETURNING id`,
    );
    // available to frozen: the money stays the user's until the payout is approved
    await postJournal(tx, {
      kind: 'withdrawal_hold',
      refType: 'wallet_request',
      refId: created!.id,
      createdBy: userId,
      lines: [{ account, available: -input.amount, frozen: input.amount, direction: 'expense' }],
    });
    await notify(tx, userId, { type: 400, status: 0, refId: created!.id });
    return created!.id;
  });
  return requestById(ctx, id);
}

/** The user takes back one of their own requests still under review (a seller's withdrawal too). */
export async function recallRequest(ctx: UserCtx, id: number) {
  const userId = ctx.user.id;
  const outcome = await ctx.db.transaction(async (tx) => {
    const request = await one<{ kind: string; account: 'customer' | 'merchant'; actual_amount: number }>(
      tx,
      sql`UPDATE wallet_requests SET status = 'recalled', decided_at = now()
          WHERE id = ${id} AND user_id = ${userId} AND status = 'pending' RETURNING kind, account, actual_amount`,
    );
    if (!request) return 'none';
    if (request.kind === 'withdrawal') {
      const amount = request.actual_amount;
      await postJournal(tx, {
        kind: 'withdrawal_release',
        refType: 'wallet_request',
        refId: id,
        createdBy: userId,
        lines: [
          {
            account: (await accountId(tx, userId, request.account))!,
            available: amount,
            frozen: -amount,
            direction: 'income',
          },
        ],
      });
    }
    return 'done';
  });
  if (outcome === 'none') return fail('NO_DATA', 'no pending request of yours with this id');
  return requestById(ctx, id);
}

export async function transferToMerchant(ctx: UserCtx, amount: number) {
  const userId = ctx.user.id;
  const merchant = await accountId(ctx.db, userId, 'merchant', false);
  if (!merchant) throw new AppError('NO_PERMISSION', 'no merchant account: become a seller first');
  await ctx.db.transaction(async (tx) => {
    const customer = (await accountId(tx, userId, 'customer'))!;
    await postJournal(tx, {
      kind: 'transfer',
      refType: 'transfer',
      createdBy: userId,
      lines: [
        { account: customer, available: -amount, direction: 'expense', kind: 'transfer_out' },
        { account: merchant, available: amount, direction: 'income', kind: 'transfer_in' },
      ],
    });
  });
  return balances(ctx);
}

const requestColumns = sql`id, kind, amount, currency, actual_amount, transaction_id, proof, payment_method, remark,
  destination, status, decision_remark, decided_at, created_at`;

async function requestById(ctx: UserCtx, id: number): Promise<WalletRequest> {
  return (await one<WalletRequest>(
    ctx.db,
    sql`SELECT ${requestColumns} FROM wallet_requests WHERE id = ${id} AND user_id = ${ctx.user.id}`,
  ))!;
}

export async function requestHistory(
  ctx: UserCtx,
  q: { page: number; page_size: number; kind?: string; status?: string },
): Promise<Paged<WalletRequest>> {
  // the merchant account's requests are the seller area's (/api/seller/withdrawals)
  const parts: SQL[] = [sql`user_id = ${ctx.user.id}`, sql`account = 'customer'`];
  if (q.kind) parts.push(sql`kind = ${q.kind}`);
  if (q.status) parts.push(sql`status = ${q.status}`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<WalletRequest>(
      ctx.db,
      sql`SELECT ${requestColumns} FROM wallet_requests WHERE ${where}
          ORDER BY created_at DESC, id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM wallet_requests WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function ledgerHistory(
  ctx: UserCtx,
  q: {
    page: number;
    page_size: number;
    direction?: string;
    from?: string;
    to?: string;
    account?: 'customer' | 'merchant';
  },
): Promise<Paged<LedgerEntry>> {
  const account = await accountId(ctx.db, ctx.user.id, q.account ?? 'customer', false);
  if (!account) return { items: [], total: 0, page: q.page, page_size: q.page_size };
  const parts: SQL[] = [sql`account_id = ${account}`];
  if (q.direction) parts.push(sql`direction = ${q.direction}`);
  if (q.from) parts.push(sql`created_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`created_at < ${q.to}::date + 1`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<Omit<LedgerEntry, 'order_ids'>>(
      ctx.db,
      sql`SELECT id, direction, kind, amount, available_after AS balance, frozen_after AS frozen, ref_type, ref_id, memo, created_at
          FROM ledger_entries WHERE ${where} ORDER BY created_at DESC, id DESC
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ledger_entries WHERE ${where}`),
  ]);
  // the buyer's orders behind each posting; a merchant account's postings are about buyers' orders
  const orders =
    q.account === 'merchant' ? new Map<string, number[]>() : await ordersOfRefs(ctx.db, ctx.user.id, items);
  return {
    items: items.map((e) => ({ ...e, order_ids: orders.get(`${e.ref_type}:${e.ref_id}`) ?? [] })),
    total: total?.n ?? 0,
    page: q.page,
    page_size: q.page_size,
  };
}
