// Operators review top-ups and withdrawals. A request is decided once: the decision is a
// conditional UPDATE of a pending row inside the transaction that moves the money, so two
// operators deciding at the same moment cannot credit it twice.
import type { AdminWalletRequest, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { markWithdrawn } from '../earnings/payouts.service.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';

export async function listRequests(
  ctx: AdminCtx,
  q: { page: number; page_size: number; status?: string; kind?: string },
): Promise<Paged<AdminWalletRequest>> {
  const parts: SQL[] = [sql`r.status = ${q.status ?? 'pending'}`];
  if (q.kind) parts.push(sql`r.kind = ${q.kind}`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<AdminWalletRequest>(
      ctx.db,
      sql`SELECT r.id, r.user_id, u.email AS user_email, u.name AS user_name, r.kind, r.amount, r.currency, r.actual_amount,
            r.transaction_id, r.proof, r.payment_method, r.remark, r.destination, r.status, r.decided_by, r.decided_at,
            r.decision_remark, r.created_at
          FROM wallet_requests r JOIN users u ON u.id = r.user_id WHERE ${where}
          ORDER BY r.created_at, r.id LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM wallet_requests r WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

interface Decided {
  user_id: number;
  kind: 'topup' | 'withdrawal';
  account: 'customer' | 'merchant';
  actual_amount: number;
}

/**
 * Decides a top-up or withdrawal of either account once. A seller's withdrawal is approved with the
 * bank reference of the transfer the operator made (1000009 without it); a top-up of a merchant
 * account (a debt paid offline) pays the debt first.
 */
export async function decideRequest(ctx: AdminCtx, id: number, approve: boolean, remark: string, reference = '') {
  const adminId = ctx.staff.id;
  const decided = await ctx.db.transaction(async (tx) => {
    const request = await one<Decided>(
      tx,
      sql`UPDATE wallet_requests SET status = ${approve ? 'completed' : 'failed'}, decided_by = ${adminId},
            decided_at = now(), decision_remark = ${remark}, payout_reference = ${approve ? reference : ''}
          WHERE id = ${id} AND status = 'pending' RETURNING user_id, kind, account, actual_amount`,
    );
    if (!request) return null;
    if (approve && request.kind === 'withdrawal' && request.account === 'merchant' && !reference) {
      return fail('MISSING_PARAMETERS', 'missing parameters: reference: the bank reference of the payout', {
        field: 'reference',
      });
    }
    await moveDecided(tx, request, approve, { refType: 'wallet_request', refId: id, memo: remark, createdBy: adminId });
    await recordAudit(tx, {
      ...actor(ctx),
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'wallet_request',
      subjectId: id,
      remark,
      before: { status: 'pending' },
      after: { status: approve ? 'completed' : 'failed', ...(approve && reference ? { reference } : {}) },
    });
    await notify(tx, request.user_id, {
      type: request.kind === 'topup' ? 500 : 400,
      status: approve ? 1 : -1,
      refId: id,
      message: remark,
    });
    return request;
  });
  if (!decided) return fail('DATA_OPERATION_FAILED', 'this request is not pending: it was decided or recalled');
  return { id, status: approve ? 'completed' : 'failed' };
}

type Ref = { refType: string; refId: number; memo: string; createdBy: number };

async function moveDecided(tx: Db, request: Decided, approve: boolean, ref: Ref) {
  const account = (await accountId(tx, request.user_id, request.account))!;
  const amount = request.actual_amount;
  if (request.kind === 'topup' && approve) {
    const held = await one<{ debt: number }>(
      tx,
      sql`SELECT debt FROM wallet_accounts WHERE id = ${account} FOR UPDATE`,
    );
    const toDebt = Math.min(held?.debt ?? 0, amount);
    await postJournal(tx, {
      kind: toDebt > 0 ? 'debt_payment' : 'topup',
      ...ref,
      lines: [
        { platform: 'bank_received', amount: -amount },
        { account, available: amount - toDebt, debt: -toDebt, direction: 'income' },
      ],
    });
  } else if (request.kind === 'withdrawal' && approve) {
    // the held amount leaves the account: paid out
    await postJournal(tx, {
      kind: 'withdrawal',
      ...ref,
      lines: [
        { account, frozen: -amount, direction: 'expense' },
        { platform: 'payouts_sent', amount },
      ],
    });
    if (request.account === 'merchant') await markWithdrawn(tx, account, amount);
  } else if (request.kind === 'withdrawal') {
    await postJournal(tx, {
      kind: 'withdrawal_release',
      ...ref,
      lines: [{ account, available: amount, frozen: -amount, direction: 'income' }],
    });
  }
}
