// The operators' trail: every decision writes who decided what, when, with which remark, and the
// state before and after, in the same transaction as the decision (a decision without its record
// cannot happen). The table is append-only (migration 0007); owners read it (audit.read.ts).
import type { AUDIT_SUBJECTS } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export interface AuditEntry {
  actorId: number;
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
    sql`INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, remark, before, after)
        VALUES (${e.actorId}, coalesce((SELECT role FROM staff WHERE user_id = ${e.actorId}), ''), ${e.action},
                ${e.subjectType}, ${e.subjectId}, ${e.remark ?? ''},
                ${JSON.stringify(e.before)}::jsonb, ${JSON.stringify(e.after)}::jsonb)`,
  );
}
