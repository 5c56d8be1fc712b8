// Bank transfer at checkout (issue 14 §7, the spec's "Turkish net bank" option). Offered when the
// buyer pays in one of the currencies the site settings list (website_config `bank_transfer`, with
// the operator's bank details). Choosing it places the orders unpaid with BANK_TRANSFER_DAYS to be
// paid (counted from their placing, so choosing it again never extends it) and fixes what the
// buyer must send: the amount in their currency at the day's rate, to the bank details of that
// day, with the reference PM-<payment id>. The buyer then uploads the transfer slip; an operator
// confirms it in the inbox (bank-inbox.service.ts), which pays the orders through the ledger.
// Left for later: an admin screen to edit the bank details (they live in website_config).
import {
  type BankDetails,
  type BankSlip,
  type BankSlipBody,
  type BankTransfer,
  type BankTransferSettings,
  bankReference,
  bankTransferOffered,
  convertFromBase,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import { sqlIds } from '../../db/sql.ts';
import type { Ctx, UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { currencies, websiteConfig } from '../content/content.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';
import { recordEvent } from './orders.read.ts';
import type { Payment } from './payment.service.ts';

async function settings(ctx: Ctx): Promise<BankTransferSettings | null> {
  const config = (await websiteConfig(ctx)) as { bank_transfer?: BankTransferSettings };
  return config.bank_transfer ?? null;
}

/** Refuses bank transfer where the site does not offer it for the caller's currency. */
export async function refuseUnofferedBankTransfer(ctx: Ctx): Promise<void> {
  if (bankTransferOffered(await settings(ctx), ctx.currency)) return;
  fail('INVALID_PARAMETER', `invalid parameter: payment_method: bank transfer is not offered in ${ctx.currency}`, {
    field: 'payment_method',
  });
}

/**
 * Inside the checkout's transaction, after the payment was created: the orders wait BANK_TRANSFER_DAYS
 * from their placing, and what to send where is recorded for the buyer and the operator.
 */
export async function openBankTransfer(ctx: UserCtx, tx: Db, payment: Payment, orderIds: number[]) {
  // read through the transaction: the embedded database has one connection, held by it
  const inTx = { ...ctx, db: tx };
  const bank = await settings(inTx);
  const rate = (await currencies(inTx)).list.find((c) => c.code === ctx.currency)?.rate;
  if (!bank || !rate)
    return fail('INVALID_PARAMETER', 'invalid parameter: payment_method', { field: 'payment_method' });
  await tx.execute(
    sql`UPDATE orders SET expires_at = created_at + make_interval(days => ${ctx.config.bankTransferDays})
        WHERE id = ANY(${sqlIds(orderIds)}) AND status = 'unpaid'`,
  );
  const details: BankDetails = {
    bank_name: bank.bank_name,
    account_holder: bank.account_holder,
    account_number: bank.account_number,
    swift: bank.swift ?? '',
  };
  await tx.execute(
    sql`INSERT INTO bank_transfers (payment_id, user_id, order_ids, amount, currency, currency_amount, bank)
        VALUES (${payment.id}, ${ctx.user.id}, ${sqlIds(orderIds)}, ${payment.amount}, ${ctx.currency},
          ${convertFromBase(payment.amount, rate)}, ${JSON.stringify(details)}::jsonb)`,
  );
  await recordEvent(tx, orderIds, 'bank_transfer', { id: ctx.user.id, role: 'customer' }, bankReference(payment.id));
}

interface TransferRow {
  payment_id: number;
  amount: number;
  currency: string;
  currency_amount: number;
  bank: BankDetails;
  order_ids: number[];
  expires_at: string | null;
  open: boolean;
}

/** Some order of the transfer still waits for payment: unpaid and not expired. */
const OPEN = sql`EXISTS (SELECT 1 FROM orders o WHERE o.id = ANY(t.order_ids) AND o.status = 'unpaid' AND o.expires_at > now())`;

async function answer(db: Db, t: TransferRow): Promise<BankTransfer> {
  const slip = await one<BankSlip>(
    db,
    sql`SELECT id, status, proof, transaction_id, remark, outcome, decision_remark, created_at, decided_at
        FROM bank_slips WHERE payment_id = ${t.payment_id} ORDER BY id DESC LIMIT 1`,
  );
  const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
  return {
    payment_id: t.payment_id,
    reference: bankReference(t.payment_id),
    amount: t.amount,
    currency: t.currency,
    currency_amount: t.currency_amount,
    bank: t.bank,
    order_ids: t.order_ids.map(Number),
    expires_at: t.open ? iso(t.expires_at) : null,
    slip: slip ? { ...slip, created_at: iso(slip.created_at)!, decided_at: iso(slip.decided_at) } : null,
    can_upload: t.open && slip?.status !== 'approved',
  };
}

async function transferRow(db: Db, where: SQL, lock = false) {
  return one<TransferRow>(
    db,
    sql`SELECT t.payment_id, t.amount, t.currency, t.currency_amount, t.bank, t.order_ids,
          (SELECT min(o.expires_at) FROM orders o WHERE o.id = ANY(t.order_ids) AND o.status = 'unpaid') AS expires_at,
          ${OPEN} AS open
        FROM bank_transfers t WHERE ${where}
        ORDER BY t.payment_id DESC LIMIT 1 ${lock ? sql`FOR UPDATE OF t` : sql``}`,
  );
}

/** The latest bank transfer of one of the buyer's orders; a foreign order reads as none (2000019). */
export async function bankTransferOf(ctx: UserCtx, q: { order_id: number }): Promise<BankTransfer> {
  const t = await transferRow(ctx.db, sql`t.user_id = ${ctx.user.id} AND ${q.order_id} = ANY(t.order_ids)`);
  if (!t) return fail('NO_DATA', 'no bank transfer for this order');
  return answer(ctx.db, t);
}

/** A payment's transfer for the checkout's answer (the caller found the payment as the buyer's). */
export async function bankTransferOfPayment(db: Db, paymentId: number): Promise<BankTransfer | undefined> {
  const t = await transferRow(db, sql`t.payment_id = ${paymentId}`);
  return t ? answer(db, t) : undefined;
}

/**
 * The buyer's transfer slip: only for their own payment, only while its orders wait for it; a slip
 * still waiting for the operator is replaced, a decided one stays as decided.
 */
export async function uploadBankSlip(ctx: UserCtx, input: BankSlipBody): Promise<BankTransfer> {
  if (!(await isUpload(ctx, input.proof, 'proof'))) {
    return fail('INVALID_PARAMETER', 'invalid parameter: proof: not an uploaded proof image', { field: 'proof' });
  }
  return ctx.db.transaction(async (tx) => {
    // the transfer's row lock orders this upload with an operator's decision on the same payment
    const t = await transferRow(tx, sql`t.user_id = ${ctx.user.id} AND t.payment_id = ${input.payment_id}`, true);
    if (!t) return fail('NO_DATA', 'no bank transfer with this payment id');
    const approved = await one(
      tx,
      sql`SELECT 1 FROM bank_slips WHERE payment_id = ${t.payment_id} AND status = 'approved'`,
    );
    if (!t.open || approved) {
      return fail('ORDER_PAYMENT_FAILED', 'order payment failed: the orders no longer wait for this transfer');
    }
    const fields = { proof: input.proof, tx: input.transaction_id ?? '', remark: input.remark ?? '' };
    const replaced = await one(
      tx,
      sql`UPDATE bank_slips SET proof = ${fields.proof}, transaction_id = ${fields.tx}, remark = ${fields.remark},
            created_at = now()
          WHERE payment_id = ${t.payment_id} AND status = 'pending' RETURNING id`,
    );
    if (!replaced) {
      await tx.execute(
        sql`INSERT INTO bank_slips (payment_id, user_id, proof, transaction_id, remark)
            VALUES (${t.payment_id}, ${ctx.user.id}, ${fields.proof}, ${fields.tx}, ${fields.remark})`,
      );
    }
    await recordEvent(tx, t.order_ids.map(Number), 'slip_uploaded', { id: ctx.user.id, role: 'customer' });
    return answer(tx, t);
  });
}
