// Support staff's side of tickets (permission `support`): the list with filters, one ticket with
// the customer's latest orders, assign, reply and set the state. Every change is audited in its
// own transaction; a reply tells the customer by notice (1500) and mail.
import {
  type AdminTicket,
  type AdminTicketListQuery,
  type AdminTicketReplyBody,
  type AdminTicketRow,
  may,
  type Paged,
  STAFF_ROLES,
  type TicketState,
} from '@polymart/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, one, rows } from '../../db/client.ts';
import type { AdminCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { actor, recordAudit } from '../audit/audit.service.ts';
import { customerToldOf, mailCustomer } from './tickets.mail.ts';
import { addMessage, checkAttachments, ticketMessages } from './tickets.read.ts';

/** Roles whose members may take tickets. */
const SUPPORT_ROLES = STAFF_ROLES.filter((r) => may(r, 'support'));
const supportStaff = sql`SELECT u.id, u.name, u.email FROM staff s JOIN users u ON u.id = s.user_id
  WHERE s.role IN (${sql.join(
    SUPPORT_ROLES.map((r) => sql`${r}`),
    sql`, `,
  )}) AND u.role = 'admin' AND u.banned_at IS NULL`;

const rowColumns = sql`t.id, t.subject, t.category, t.state, t.order_id, t.created_at, t.last_message_at, t.awaiting_support,
  json_build_object('id', u.id, 'email', u.email, 'name', u.name) AS customer,
  CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END AS assignee`;
const fromTickets = sql`tickets t JOIN users u ON u.id = t.user_id LEFT JOIN users a ON a.id = t.assignee_id`;

/** `%` and `_` typed by the operator are searched for as themselves. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function adminTickets(ctx: AdminCtx, q: AdminTicketListQuery): Promise<Paged<AdminTicketRow>> {
  const parts: SQL[] = [sql`true`];
  if (q.state) parts.push(sql`t.state = ${q.state}`);
  if (q.category) parts.push(sql`t.category = ${q.category}`);
  if (q.assigned === 'mine') parts.push(sql`t.assignee_id = ${ctx.staff.id}`);
  if (q.assigned === 'unassigned') parts.push(sql`t.assignee_id IS NULL`);
  if (q.q) parts.push(sql`(t.subject ILIKE ${contains(q.q)} OR u.email ILIKE ${contains(q.q)})`);
  const where = sql.join(parts, sql` AND `);
  const [items, total] = await Promise.all([
    rows<AdminTicketRow>(
      ctx.db,
      sql`SELECT ${rowColumns} FROM ${fromTickets} WHERE ${where}
          ORDER BY t.last_message_at DESC, t.id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM ${fromTickets} WHERE ${where}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

export async function adminTicket(ctx: AdminCtx, id: number): Promise<AdminTicket> {
  const row = await one<AdminTicketRow>(ctx.db, sql`SELECT ${rowColumns} FROM ${fromTickets} WHERE t.id = ${id}`);
  if (!row) return fail('NO_DATA', 'ticket not found');
  const [messages, recent_orders, support_staff] = await Promise.all([
    ticketMessages(ctx.db, id),
    rows<AdminTicket['recent_orders'][number]>(
      ctx.db,
      sql`SELECT id, status, total, created_at FROM orders WHERE user_id = ${row.customer.id}
          ORDER BY created_at DESC, id DESC LIMIT 5`,
    ),
    rows<AdminTicket['support_staff'][number]>(ctx.db, sql`${supportStaff} ORDER BY u.name, u.id`),
  ]);
  return { ...row, messages, recent_orders, support_staff };
}

/** The ticket locked for a change, with what the audit record's "before" shows. */
async function locked(tx: Db, id: number) {
  const t = await one<{ state: TicketState; assignee_id: number | null }>(
    tx,
    sql`SELECT state, assignee_id FROM tickets WHERE id = ${id} FOR UPDATE`,
  );
  return t ?? fail('NO_DATA', 'ticket not found');
}

/** To a staff member holding `support` (the caller when none is named), or to nobody. */
export async function assignTicket(ctx: AdminCtx, id: number, input: { staff_id?: number; none: boolean }) {
  const to = input.none ? null : (input.staff_id ?? ctx.staff.id);
  if (to !== null && !(await one(ctx.db, sql`${supportStaff} AND u.id = ${to}`))) {
    fail('INVALID_PARAMETER', 'invalid parameter: staff_id: not a staff member who takes support tickets', {
      field: 'staff_id',
    });
  }
  await ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    await tx.execute(sql`UPDATE tickets SET assignee_id = ${to} WHERE id = ${id}`);
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'ticket.assign',
      subjectType: 'ticket',
      subjectId: id,
      before: { assignee_id: before.assignee_id },
      after: { assignee_id: to },
    });
  });
  return adminTicket(ctx, id);
}

export async function setTicketState(ctx: AdminCtx, id: number, state: TicketState) {
  await ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    await tx.execute(sql`UPDATE tickets SET state = ${state} WHERE id = ${id}`);
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'ticket.state',
      subjectType: 'ticket',
      subjectId: id,
      before: { state: before.state },
      after: { state },
    });
  });
  return adminTicket(ctx, id);
}

/**
 * Support answers (waiting for the customer unless another state is chosen). A closed ticket takes
 * no more replies (2000060); a ticket nobody had yet becomes the replier's.
 */
export async function replyAsSupport(ctx: AdminCtx, mailer: Mailer, id: number, input: AdminTicketReplyBody) {
  const attachments = await checkAttachments(ctx, input.attachments);
  const customer = await ctx.db.transaction(async (tx) => {
    const before = await locked(tx, id);
    if (before.state === 'closed') return fail('TICKET_CLOSED');
    await addMessage(tx, { ticketId: id, authorId: ctx.staff.id, staff: true, body: input.message, attachments });
    await tx.execute(
      sql`UPDATE tickets SET state = ${input.state}, last_message_at = now(), customer_unread = true,
            awaiting_support = false, assignee_id = coalesce(assignee_id, ${ctx.staff.id})
          WHERE id = ${id}`,
    );
    await recordAudit(tx, {
      ...actor(ctx),
      action: 'ticket.reply',
      subjectType: 'ticket',
      subjectId: id,
      before: { state: before.state, assignee_id: before.assignee_id },
      after: { state: input.state, assignee_id: before.assignee_id ?? ctx.staff.id, attachments: attachments.length },
    });
    return customerToldOf(tx, id);
  });
  if (customer) mailCustomer(ctx, mailer, customer, id, input.message);
  return adminTicket(ctx, id);
}
