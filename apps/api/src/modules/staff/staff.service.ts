// Staff (issue 15): the owner invites people by email and gives each a role (contract staff.ts:
// what each role may do), changes it, or takes them out of the staff. A new email gets an account
// and the code to set its password by mail (the forgotten-password flow). The last owner stays.
// Every change is audited; the guard reads the role on each request, so it takes effect at once in
// every server process.
import { ROLE_PERMISSIONS, type StaffBody, type StaffMember, type StaffRole, type StaffSelf } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { createInvitedAccount } from '../accounts/accounts.service.ts';
import { sendResetCode } from '../accounts/password-reset.service.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';

/** The role of a signed-in operator; null when they are not (or no longer) staff. */
export async function staffRole(db: Db, userId: number): Promise<StaffRole | null> {
  return (await one<{ role: StaffRole }>(db, sql`SELECT role FROM staff WHERE user_id = ${userId}`))?.role ?? null;
}

export async function staffSelf(ctx: AdminCtx): Promise<StaffSelf> {
  return { user_id: ctx.staff.id, role: ctx.role, permissions: ctx.role ? [...ROLE_PERMISSIONS[ctx.role]] : [] };
}

const memberColumns = sql`s.user_id, u.email, u.name, s.role, s.invited_by, s.created_at`;

export async function listStaff(ctx: AdminCtx): Promise<{ items: StaffMember[] }> {
  const items = await rows<StaffMember>(
    ctx.db,
    sql`SELECT ${memberColumns} FROM staff s JOIN users u ON u.id = s.user_id
        ORDER BY CASE s.role WHEN 'owner' THEN 0 ELSE 1 END, lower(u.email)`,
  );
  return { items };
}

export async function changeStaff(ctx: AdminCtx, mailer: Mailer, input: StaffBody) {
  if (!input.remove && !input.role) {
    return fail('MISSING_PARAMETERS', 'missing parameters: role', { field: 'role' });
  }
  const created = await ctx.db.transaction(async (tx) => {
    // one change of the staff at a time: the last owner cannot be taken out by two at once
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff'))`);
    let user = await one<{ id: number; role: string; staff_role: StaffRole | null }>(
      tx,
      sql`SELECT u.id, u.role, s.role AS staff_role FROM users u LEFT JOIN staff s ON s.user_id = u.id
          WHERE lower(u.email) = ${input.email}`,
    );
    if (input.remove) {
      if (!user?.staff_role) return fail('NO_DATA', 'no staff member with this email');
      await keepAnOwner(tx, user.staff_role);
      await tx.execute(sql`DELETE FROM staff WHERE user_id = ${user.id}`);
      await tx.execute(sql`UPDATE users SET role = 'customer' WHERE id = ${user.id} AND role = 'admin'`);
      await audit(ctx, tx, user.id, 'staff.remove', { role: user.staff_role }, {});
      return false;
    }
    let isNew = false;
    if (!user) {
      // an account of its own, whose password its owner sets with the code mailed below
      const id = await createInvitedAccount(tx, {
        email: input.email,
        name: input.name ?? input.email.split('@')[0]!,
        role: 'admin',
        invitedBy: ctx.staff.id,
      });
      user = { id, role: 'admin', staff_role: null };
      isNew = true;
    } else if (user.role === 'seller') {
      return fail('INVALID_PARAMETER', 'invalid parameter: email: a seller’s account cannot be staff', {
        field: 'email',
      });
    }
    if (user.staff_role && user.staff_role !== input.role) await keepAnOwner(tx, user.staff_role);
    await tx.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user.id}`);
    await tx.execute(
      sql`INSERT INTO staff (user_id, role, invited_by) VALUES (${user.id}, ${input.role!}, ${ctx.staff.id})
          ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`,
    );
    await audit(
      ctx,
      tx,
      user.id,
      user.staff_role ? 'staff.role' : 'staff.invite',
      { role: user.staff_role },
      {
        role: input.role,
      },
    );
    return isNew;
  });
  if (created) await sendResetCode(ctx, mailer, input.email);
  return { ...(await listStaff(ctx)), created };
}

/** Taking the owner role from someone leaves at least one owner. */
async function keepAnOwner(tx: Db, from: StaffRole) {
  if (from !== 'owner') return;
  const owners = await one<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM staff WHERE role = 'owner'`);
  if ((owners?.n ?? 0) <= 1) return fail('DATA_OPERATION_FAILED', 'the last owner stays an owner');
}

const audit = (
  ctx: AdminCtx,
  tx: Db,
  userId: number,
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) => recordAudit(tx, { ...actor(ctx), action, subjectType: 'staff', subjectId: userId, before, after });
