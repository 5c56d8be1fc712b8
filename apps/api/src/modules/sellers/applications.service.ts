// Becoming a seller (spec §1, §4 notice type 100): a customer files a store registration with KYC
// images; an operator decides it once in the inbox. Approval makes the user a seller, opens their
// shop and their merchant account in one transaction.
import type { ApplySellerBody, SellerApplication, SellerApplicationAnswer } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { AdminCtx, UserCtx } from '../../lib/ctx.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { accountId } from '../ledger/ledger.service.ts';
import { notify } from '../notices/notices.service.ts';
import { isUpload } from '../uploads/uploads.service.ts';

const columns = sql`id, status, shop_name, contact_person, phone, email, address, id_front, id_with_holder,
  decision_remark, decided_at, shop_id, created_at`;

/**
 * Files an application. 2000015 for a seller or while one is under review; after a rejection the
 * new one is a re-application and answers 2000016, which the client treats as success (spec §8).
 */
export async function applySeller(ctx: UserCtx, input: ApplySellerBody): Promise<SellerApplication> {
  if (ctx.user.role !== 'customer') return fail('SELLER_APPLY_FAILED', 'seller application failed: already a seller');
  for (const field of ['id_front', 'id_with_holder'] as const) {
    if (!(await isUpload(ctx, input[field], 'kyc'))) {
      return fail('INVALID_PARAMETER', `invalid parameter: ${field}: not your uploaded ID image`, { field });
    }
  }
  const filed = await ctx.db.transaction(async (tx) => {
    const before = await one<{ rejected: boolean }>(
      tx,
      sql`SELECT bool_or(status = 'rejected') AS rejected FROM seller_applications WHERE user_id = ${ctx.user.id}`,
    );
    // the partial unique index refuses a second open application, also under a race
    const made = await one<SellerApplication>(
      tx,
      sql`INSERT INTO seller_applications (user_id, shop_name, contact_person, phone, email, address, id_front,
            id_with_holder, terms_accepted_at)
          VALUES (${ctx.user.id}, ${input.shop_name}, ${input.contact_person}, ${input.phone}, ${input.email},
            ${input.address}, ${input.id_front}, ${input.id_with_holder}, now())
          ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
          RETURNING ${columns}`,
    );
    if (made) await notify(tx, ctx.user.id, { type: 100, status: 0, refId: made.id });
    return made ? { application: made, reapplied: Boolean(before?.rejected) } : null;
  });
  if (!filed) return fail('SELLER_APPLY_FAILED', 'seller application failed: one is under review');
  if (filed.reapplied) throw new AppError('SELLER_REAPPLY', undefined, filed.application);
  return filed.application;
}

export async function myApplication(ctx: UserCtx): Promise<SellerApplicationAnswer> {
  const application = await one<SellerApplication>(
    ctx.db,
    sql`SELECT ${columns} FROM seller_applications WHERE user_id = ${ctx.user.id} ORDER BY id DESC LIMIT 1`,
  );
  return { state: application?.status ?? 'none', application: application ?? null };
}

interface Locked {
  id: number;
  user_id: number;
  shop_name: string;
  contact_person: string;
  phone: string;
  email: string;
  address: string;
}

/** Decides a pending application once (the conditional UPDATE is the lock); false when not pending. */
export async function decideApplication(ctx: AdminCtx, id: number, approve: boolean, remark: string): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const app = await one<Locked>(
      tx,
      sql`UPDATE seller_applications SET status = ${approve ? 'approved' : 'rejected'}, decided_by = ${ctx.staff.id},
            decided_at = now(), decision_remark = ${remark}
          WHERE id = ${id} AND status = 'pending'
          RETURNING id, user_id, shop_name, contact_person, phone, email, address`,
    );
    if (!app) return false;
    const shopId = approve ? await openShop(tx, app) : null;
    await notify(tx, app.user_id, { type: 100, status: approve ? 1 : -1, refId: id, message: remark });
    await recordAudit(tx, {
      ...actor(ctx),
      action: approve ? 'inbox.approve' : 'inbox.reject',
      subjectType: 'seller_application',
      subjectId: id,
      remark,
      before: { status: 'pending' },
      after: { status: approve ? 'approved' : 'rejected', ...(shopId ? { shop_id: shopId, role: 'seller' } : {}) },
    });
    return true;
  });
}

/** The user becomes a seller with an open shop and a merchant account (spec §1). */
async function openShop(tx: Db, app: Locked): Promise<number> {
  const shop = await one<{ id: number }>(
    tx,
    sql`INSERT INTO shops (owner_id, slug, name, status, contact_person, phone, email, address)
        VALUES (${app.user_id},
          trim(both '-' FROM lower(regexp_replace(${app.shop_name}, '[^A-Za-z0-9]+', '-', 'g'))) || '-' || ${app.id},
          ${app.shop_name}, 'active', ${app.contact_person}, ${app.phone}, ${app.email}, ${app.address})
        RETURNING id`,
  );
  await tx.execute(sql`UPDATE seller_applications SET shop_id = ${shop!.id} WHERE id = ${app.id}`);
  await tx.execute(sql`UPDATE users SET role = 'seller' WHERE id = ${app.user_id} AND role = 'customer'`);
  await accountId(tx, app.user_id, 'merchant');
  return shop!.id;
}
