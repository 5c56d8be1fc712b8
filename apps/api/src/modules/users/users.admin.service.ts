// Banning and unbanning people (issue 15, permission `users`). A ban sets the account's ban columns
// and ends every session of it in one transaction with its audit record: from the commit on, every
// server process refuses its tokens (the session lookup reads the ban from the database) and every
// way of signing in answers 2000051. An operator cannot ban their own account nor an owner's (2000052).
import type { AdminUserDetail } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { endAllSessions } from '../accounts/sessions.service.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { staffRole } from '../staff/staff.service.ts';
import { userDetail } from './users.read.ts';

interface Target {
  id: number;
  banned_at: string | null;
  banned_reason: string;
  banned_by: number | null;
}

const stateOf = (u: Target) => ({ banned: u.banned_at !== null, reason: u.banned_reason, banned_by: u.banned_by });

/** The account, locked for the change: two operators deciding at once take turns. */
async function lockTarget(tx: Db, id: number): Promise<Target> {
  const u = await one<Target>(
    tx,
    sql`SELECT id, banned_at, banned_reason, banned_by FROM users WHERE id = ${id} FOR UPDATE`,
  );
  return u ?? fail('NOT_FOUND', 'no user with this id');
}

export async function banUser(ctx: AdminCtx, id: number, reason: string): Promise<AdminUserDetail> {
  if (id === ctx.staff.id) return fail('BAN_NOT_ALLOWED', 'you cannot ban your own account');
  await ctx.db.transaction(async (tx) => {
    const before = await lockTarget(tx, id);
    if ((await staffRole(tx, id)) === 'owner') return fail('BAN_NOT_ALLOWED', 'an owner’s account cannot be banned');
    if (before.banned_at) return fail('DATA_OPERATION_FAILED', 'the account is banned already');
    await tx.execute(
      sql`UPDATE users SET banned_at = now(), banned_reason = ${reason}, banned_by = ${ctx.staff.id} WHERE id = ${id}`,
    );
    const ended = await endAllSessions(tx, id);
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'user.ban',
      subjectType: 'user',
      subjectId: id,
      remark: reason,
      before: stateOf(before),
      after: { banned: true, reason, banned_by: ctx.staff.id, sessions_ended: ended },
    });
  });
  return userDetail(ctx, id);
}

export async function unbanUser(ctx: AdminCtx, id: number, reason = ''): Promise<AdminUserDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockTarget(tx, id);
    if (!before.banned_at) return fail('DATA_OPERATION_FAILED', 'the account is not banned');
    await tx.execute(sql`UPDATE users SET banned_at = NULL, banned_reason = '', banned_by = NULL WHERE id = ${id}`);
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'user.unban',
      subjectType: 'user',
      subjectId: id,
      remark: reason,
      before: stateOf(before),
      after: { banned: false, reason: '', banned_by: null },
    });
  });
  return userDetail(ctx, id);
}
