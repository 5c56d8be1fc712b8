// The operators' trail: every decision writes who decided what, when, from which client address,
// with which remark, and the state before and after, in the same transaction as the decision (a decision without its record
// cannot happen). The table is append-only (migration 0007); owners read it (audit.read.ts).
import type { AUDIT_SUBJECTS } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface AuditEntry {
  actorId: number;
  /** The client address the request came from (ctx.ip); '' for a job acting on its own. */
  ip: string;
  /** What was done, e.g. `inbox.approve`, `inbox.reject`. */
  action: string;
  subjectType: (typeof AUDIT_SUBJECTS)[number];
  subjectId: number;
  remark?: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export async function recordAudit(tx: Db, e: AuditEntry): Promise<void> {
  await tx.execute(
    sql`INSERT INTO audit_log (actor_id, actor_role, client_ip, action, subject_type, subject_id, remark, before, after)
        VALUES (${e.actorId}, coalesce((SELECT role FROM staff WHERE user_id = ${e.actorId}), ''), ${e.ip}, ${e.action},
                ${e.subjectType}, ${e.subjectId}, ${e.remark ?? ''},
                ${JSON.stringify(e.before)}::jsonb, ${JSON.stringify(e.after)}::jsonb)`,
  );
}

/** Who acts, for an audit entry: the operator of the request and the address it came from. */
export const actor = (ctx: { staff: { id: number }; ip: string }) => ({ actorId: ctx.staff.id, ip: ctx.ip });
