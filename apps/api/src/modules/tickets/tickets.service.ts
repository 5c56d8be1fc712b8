// The customer's side of support tickets (sellers are customers too): open one, optionally about
// an order of theirs (bought, or sold by their shop), list and read their own, reply. Every query
// names the caller in its WHERE; another user's ticket is NO_DATA, as if it did not exist.
import type { Paged, Ticket, TicketOpenBody, TicketReplyBody, TicketSummary } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { one, rows } from '../../db/client.ts';
import { ownedShop } from '../../db/ownership.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { assigneeToldOf, mailAssignee } from './tickets.mail.ts';
import { addMessage, checkAttachments, ticketMessages } from './tickets.read.ts';

const summary = sql`id, subject, category, state, order_id, created_at, last_message_at, customer_unread AS unread`;

export async function openTicket(ctx: UserCtx, input: TicketOpenBody): Promise<Ticket> {
  const userId = ctx.user.id;
  if (input.order_id) {
    // the caller's order as its buyer, or an order of a shop the caller owns
    const order = await one(
      ctx.db,
      sql`SELECT 1 FROM orders WHERE id = ${input.order_id}
            AND (user_id = ${userId} OR ${ownedShop(userId, sql`shop_id`)})`,
    );
    if (!order) fail('NO_DATA', 'order not found', { field: 'order_id' });
  }
  const attachments = await checkAttachments(ctx, input.attachments);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await one<{ id: number }>(
      tx,
      sql`INSERT INTO tickets (user_id, subject, category, order_id, lang)
          VALUES (${userId}, ${input.subject}, ${input.category}, ${input.order_id ?? null}, ${ctx.lang}) RETURNING id`,
    );
    await addMessage(tx, { ticketId: row!.id, authorId: userId, staff: false, body: input.message, attachments });
    return row!.id;
  });
  return ticketOf(ctx, id);
}

export async function listTickets(ctx: UserCtx, q: { page: number; page_size: number }): Promise<Paged<TicketSummary>> {
  const [items, total] = await Promise.all([
    rows<TicketSummary>(
      ctx.db,
      sql`SELECT ${summary} FROM tickets WHERE user_id = ${ctx.user.id}
          ORDER BY last_message_at DESC, id DESC LIMIT ${q.page_size} OFFSET ${(q.page - 1) * q.page_size}`,
    ),
    one<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM tickets WHERE user_id = ${ctx.user.id}`),
  ]);
  return { items, total: total?.n ?? 0, page: q.page, page_size: q.page_size };
}

async function ticketOf(ctx: UserCtx, id: number): Promise<Ticket> {
  const ticket = await one<TicketSummary>(
    ctx.db,
    sql`SELECT ${summary} FROM tickets WHERE id = ${id} AND user_id = ${ctx.user.id}`,
  );
  if (!ticket) return fail('NO_DATA', 'ticket not found');
  return { ...ticket, messages: await ticketMessages(ctx.db, id) };
}

/** Reading the thread marks support's answers read (the list's marker goes). */
export async function readTicket(ctx: UserCtx, id: number): Promise<Ticket> {
  const ticket = await ticketOf(ctx, id);
  if (ticket.unread) {
    await ctx.db.execute(sql`UPDATE tickets SET customer_unread = false WHERE id = ${id} AND user_id = ${ctx.user.id}`);
  }
  return { ...ticket, unread: false };
}

/**
 * The customer writes again: a waiting or solved ticket opens again (support's turn); a closed one
 * refuses (2000060). The assigned staff member, if any, is told by notice and mail.
 */
export async function replyToTicket(ctx: UserCtx, mailer: Mailer, id: number, input: TicketReplyBody): Promise<Ticket> {
  const attachments = await checkAttachments(ctx, input.attachments);
  const told = await ctx.db.transaction(async (tx) => {
    const ticket = await one<{ state: string }>(
      tx,
      sql`SELECT state FROM tickets WHERE id = ${id} AND user_id = ${ctx.user.id} FOR UPDATE`,
    );
    if (!ticket) return fail('NO_DATA', 'ticket not found');
    if (ticket.state === 'closed') return fail('TICKET_CLOSED');
    await addMessage(tx, { ticketId: id, authorId: ctx.user.id, staff: false, body: input.message, attachments });
    await tx.execute(
      sql`UPDATE tickets SET state = 'open', last_message_at = now(), awaiting_support = true
          WHERE id = ${id} AND user_id = ${ctx.user.id}`,
    );
    return assigneeToldOf(tx, id);
  });
  if (told) mailAssignee(ctx, mailer, told, id, input.message);
  return readTicket(ctx, id);
}
