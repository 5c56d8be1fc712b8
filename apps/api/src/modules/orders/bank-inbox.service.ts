// The operators' side of bank transfer at checkout: inbox type 600, one item per transfer slip.
// Confirming pays the orders through the ledger (bank_received → orders_paid) in the transaction
// that decides the slip; the decision is a conditional UPDATE of a pending slip, so two operators
// confirming at once pay once. Orders that expired or were cancelled before the confirmation are
// not paid: their share of the money received goes to the buyer's wallet, as a card charged after
// its order closed does (payment.service.ts chargeCard). A rejection tells the buyer why, and the
// buyer may upload another slip while the orders wait.
import type { NoticeType } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { accountId, postJournal } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';
import { recordEvent } from './orders.read.ts';
import { markPaid } from './payment.service.ts';

/** The buyer's notice about their transfer (600 is a refund's). */
const NOTICE: NoticeType = 700;

/** The inbox's columns for type 600; the reference is the one the buyer wrote (PM-000123). */
export const bankSlipSource = sql`SELECT 600 AS type, s.id, s.status, s.created_at, s.decided_at, s.decision_remark,
    s.user_id,
    jsonb_build_object('payment_id', t.payment_id,
      'reference', 'PM-' || CASE WHEN length(t.payment_id::text) >= 6 THEN t.payment_id::text ELSE lpad(t.payment_id::text, 6, '0') END,
      'amount', t.amount, 'currency', t.currency, 'currency_amount', t.currency_amount, 'bank', t.bank,
      'order_ids', t.order_ids, 'proof', s.proof, 'transaction_id', s.transaction_id, 'remark', s.remark,
      'outcome', s.outcome,
      'orders_waiting', (SELECT count(*)::int FROM orders o WHERE o.id = ANY(t.order_ids) AND o.status = 'unpaid'
        AND o.expires_at > now()),
      'expires_at', (SELECT min(o.expires_at) FROM orders o WHERE o.id = ANY(t.order_ids) AND o.status = 'unpaid')) AS detail
  FROM bank_slips s JOIN bank_transfers t ON t.payment_id = s.payment_id`;

export async function pendingBankSlips(db: Db): Promise<number> {
  return (
    (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM bank_slips WHERE status = 'pending'`))?.n ?? 0
  );
}

/** Pays what still waits and credits the rest to the wallet; answers how the money went. */
async function receive(tx: Db, adminId: number, paymentId: number, remark: string): Promise<'paid' | 'wallet'> {
  const t = (await one<{ user_id: number; amount: number; order_ids: number[] }>(
    tx,
    sql`SELECT user_id, amount, order_ids FROM bank_transfers WHERE payment_id = ${paymentId}`,
  ))!;
  const orderIds = t.order_ids.map(Number);
  // locked here, an order cannot expire or be cancelled between this read and being paid
  const locked = await rows<{ id: number; total: number; waiting: boolean }>(
    tx,
    sql`SELECT id, total, (status = 'unpaid' AND expires_at > now()) AS waiting FROM orders
        WHERE id = ANY(${sqlIds(orderIds)}) ORDER BY id FOR UPDATE`,
  );
  const open = locked.filter((o) => o.waiting);
  const paid = open.reduce((s, o) => s + Number(o.total), 0);
  const toWallet = t.amount - paid;
  const ref = { refType: 'payment', refId: paymentId, memo: remark, createdBy: adminId };
  if (t.amount > 0) {
    await postJournal(tx, {
      kind: 'bank_transfer',
      ...ref,
      lines: [
        { platform: 'bank_received', amount: -t.amount },
        ...(paid > 0 ? [{ platform: 'orders_paid' as const, amount: paid }] : []),
        ...(toWallet > 0
          ? [
              {
                account: (await accountId(tx, t.user_id, 'customer'))!,
                available: toWallet,
                direction: 'income' as const,
              },
            ]
          : []),
      ],
    });
  }
  const admin = { id: adminId, role: 'admin' as const };
  if (open.length) {
    const ids = open.map((o) => o.id);
    // the order may have moved on to a later payment the buyer started; this one paid it
    await tx.execute(
      sql`UPDATE orders SET payment_id = ${paymentId}, payment_method = 'bank_transfer' WHERE id = ANY(${sqlIds(ids)})`,
    );
    await markPaid(tx, ids, { id: paymentId, amount: t.amount }, admin);
  } else {
    await tx.execute(sql`UPDATE payments SET status = 'failed' WHERE id = ${paymentId}`);
  }
  const closed = locked.filter((o) => !o.waiting).map((o) => o.id);
  await recordEvent(tx, closed, 'bank_transfer_to_wallet', admin);
  return open.length ? 'paid' : 'wallet';
}

/** Decides one slip once; 2000018 when it is not pending (decided already, or unknown). */
export async function decideBankSlip(ctx: AdminCtx, id: number, approve: boolean, remark: string) {
  const adminId = ctx.staff.id;
  const done = await ctx.db.transaction(async (tx) => {
    // the transfer's row first, as an upload takes it: a slip sent while this decides waits for
    // the decision and then sees it (it cannot slip in beside an approval)
    const transfer = await one<{ order_ids: number[] }>(
      tx,
      sql`SELECT t.order_ids FROM bank_transfers t JOIN bank_slips s ON s.payment_id = t.payment_id
          WHERE s.id = ${id} FOR UPDATE OF t`,
    );
    if (!transfer) return false;
    const slip = await one<{ payment_id: number; user_id: number }>(
      tx,
      sql`UPDATE bank_slips SET status = ${approve ? 'approved' : 'rejected'}, decided_by = ${adminId},
            decided_at = now(), decision_remark = ${remark}, outcome = ${approve ? 'paid' : null}
          WHERE id = ${id} AND status = 'pending' RETURNING payment_id, user_id`,
    );
    if (!slip) return false;
    const orderIds = transfer.order_ids.map(Number);
    let outcome: 'paid' | 'wallet' | null = null;
    if (approve) {
      outcome = await receive(tx, adminId, slip.payment_id, remark);
      if (outcome === 'wallet') await tx.execute(sql`UPDATE bank_slips SET outcome = 'wallet' WHERE id = ${id}`);
    } else {
      await recordEvent(tx, orderIds, 'slip_rejected', { id: adminId, role: 'admin' }, remark);
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'bank_slip',
      subjectId: id,
      remark,
      before: { status: 'pending' },
      after: { status: approve ? 'approved' : 'rejected', outcome, payment_id: slip.payment_id },
    });
    await notify(tx, slip.user_id, { type: NOTICE, status: approve ? 1 : -1, refId: orderIds[0], message: remark });
    return true;
  });
  if (!done) return fail('DATA_OPERATION_FAILED', 'this transfer slip is not pending: it was decided already');
  return { type: 600 as const, id, status: approve ? ('approved' as const) : ('rejected' as const) };
}
