// The audit trail for owners (GET /api/admin/audit): newest first, by person, target and days.
import type { AuditQuery, AuditRecord, Paged } from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';

export async function auditTrail(ctx: AdminCtx, q: AuditQuery): Promise<Paged<AuditRecord>> {
  const parts: SQL[] = [sql`true`];
  if (q.actor_id) parts.push(sql`a.actor_id = ${q.actor_id}`);
  if (q.subject_type) parts.push(sql`a.subject_type = ${q.subject_type}`);
  if (q.subject_id) parts.push(sql`a.subject_id = ${q.subject_id}`);
  if (q.from) parts.push(sql`a.created_at >= ${q.from}::date`);
  if (q.to) parts.push(sql`a.created_at < ${q.to}::date + 1`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<AuditRecord>(
      ctx.db,
      sql`SELECT a.id, a.created_at, a.actor_role, a.client_ip, a.action, a.subject_type, a.subject_id, a.remark, a.before, a.after,
            CASE WHEN u.id IS NULL THEN NULL ELSE jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email) END AS actor
          FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id WHERE ${where}
          ORDER BY a.created_at DESC, a.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM audit_log a WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}
