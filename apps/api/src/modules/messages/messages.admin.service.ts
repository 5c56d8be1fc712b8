// Operators (permission `support`) and reported conversations: they list the reports, read a
// conversation only once a seller reported it (others answer 2000068: private correspondence
// stays private), and mark the open report handled, audited.
import type { ConversationReport, ReportedConversation, ReportedThread } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { findConversation, type Reader, readThread } from './conversations.read.ts';

const ADMIN: Reader = { side: 'admin' };
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

type ReportRow = Omit<ConversationReport, 'created_at' | 'handled_at'> & {
  conversation_id: number;
  created_at: string | Date;
  handled_at: string | Date | null;
};
const toReport = (r: ReportRow): ConversationReport => ({
  id: r.id,
  reason: r.reason,
  created_at: iso(r.created_at)!,
  handled_at: iso(r.handled_at),
  note: r.note,
});

/** Reports, newest first: open ones by default, handled ones with `handled`. */
export async function reportedConversations(
  ctx: AdminCtx,
  q: { page: number; page_size: number; handled?: boolean },
): Promise<{ items: ReportedConversation[]; total: number; page: number; page_size: number }> {
  const state = q.handled ? sql`r.handled_at IS NOT NULL` : sql`r.handled_at IS NULL`;
  const [found, total] = await Promise.all([
    rows<ReportRow>(
      ctx.db,
      sql`SELECT r.id, r.conversation_id, r.reason, r.created_at, r.handled_at, r.note FROM conversation_reports r
          WHERE ${state} ORDER BY r.created_at DESC, r.id DESC
          LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM conversation_reports r WHERE ${state}`),
  ]);
  const items: ReportedConversation[] = [];
  for (const r of found) {
    const summary = await findConversation(ctx.db, ADMIN, r.conversation_id);
    if (summary) items.push({ ...summary, report: toReport(r) });
  }
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function reportedThread(
  ctx: AdminCtx,
  id: number,
  q: { before?: number; limit: number },
): Promise<ReportedThread> {
  const thread = await readThread(ctx.db, ADMIN, ctx.lang, id, q);
  if (!thread) {
    const exists = await one(ctx.db, sql`SELECT 1 FROM conversations WHERE id = ${id}`);
    return fail(exists ? 'CONVERSATION_NOT_REPORTED' : 'NO_DATA');
  }
  const reports = await rows<ReportRow>(
    ctx.db,
    sql`SELECT id, conversation_id, reason, created_at, handled_at, note FROM conversation_reports
        WHERE conversation_id = ${id} ORDER BY id DESC`,
  );
  return { ...thread, reports: reports.map(toReport) };
}

/** Closes the conversation's open report with an optional note, in one audited transaction. */
export async function handleReport(ctx: AdminCtx, id: number, note: string) {
  return ctx.db.transaction(async (tx) => {
    const report = await one<{ id: number; reason: string }>(
      tx,
      sql`UPDATE conversation_reports SET handled_at = now(), handled_by = ${ctx.staff.id}, note = ${note}
          WHERE conversation_id = ${id} AND handled_at IS NULL RETURNING id, reason`,
    );
    if (!report) {
      const reported = await one(tx, sql`SELECT 1 FROM conversation_reports WHERE conversation_id = ${id}`);
      return fail(reported ? 'NO_DATA' : 'CONVERSATION_NOT_REPORTED', reported ? 'no open report' : undefined);
    }
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'conversation.report_handled',
      subjectType: 'conversation',
      subjectId: id,
      remark: note,
      before: { report_id: report.id, reason: report.reason, handled: false },
      after: { report_id: report.id, handled: true },
    });
    return { id, report_id: report.id, handled: true };
  });
}
