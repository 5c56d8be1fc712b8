// Operators review top-ups and withdrawals. A request is decided once: the decision is a
// conditional UPDATE of a pending row inside the transaction that moves the money, so two
// operators deciding at the same moment cannot credit it twice.
import type { AdminWalletRequest, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
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

export async function decideRequest(ctx: AdminCtx, id: number, approve: boolean, remark: string) {
  const adminId = ctx.staff.id;
  const decided = await ctx.db.transaction(async (tx) => {
    const request = await one<{ user_id: number; kind: 'topup' | 'withdrawal'; actual_amount: number }>(
      tx,
      sql`UPDATE wallet_requests SET status = ${approve ? 'completed' : 'failed'}, decided_by = ${adminId},
            decided_at = now(), decision_remark = ${remark}
          WHERE id = ${id} AND status = 'pending' RETURNING user_id, kind, actual_amount`,
    );
    if (!request) return null;
    const account = (await accountId(tx, request.user_id, 'customer'))!;
    const amount = request.actual_amount;
    const ref = { refType: 'wallet_request', refId: id, memo: remark, createdBy: adminId };
    if (request.kind === 'topup' && approve) {
      await postJournal(tx, {
        kind: 'topup',
        ...ref,
        lines: [
          { platform: 'bank_received', amount: -amount },
          { account, available: amount, direction: 'income' },
        ],
      });
    } else if (request.kind === 'withdrawal' && approve) {
      // the held amount leaves the wallet: paid out
      await postJournal(tx, {
        kind: 'withdrawal',
        ...ref,
        lines: [
          { account, frozen: -amount, direction: 'expense' },
          { platform: 'payouts_sent', amount },
        ],
      });
    } else if (request.kind === 'withdrawal') {
      await postJournal(tx, {
        kind: 'withdrawal_release',
        ...ref,
        lines: [{ account, available: amount, frozen: -amount, direction: 'income' }],
      });
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'wallet_request',
      subjectId: id,
      remark,
      before: { status: 'pending' },
      after: { status: approve ? 'completed' : 'failed' },
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
