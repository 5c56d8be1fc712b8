// What both sides read of a ticket: its messages in order. The owner check is the caller's: the
// customer's service reads only a ticket found by id AND user_id, the admin's any ticket.
import type { TicketMessage } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../db/client.ts';
import type { UserCtx } from '../../lib/ctx.ts';
import { fail } from '../../lib/errors.ts';
import { isUpload } from '../uploads/uploads.service.ts';

export async function ticketMessages(db: Db, ticketId: number): Promise<TicketMessage[]> {
  return rows<TicketMessage>(
    db,
    sql`SELECT m.id, m.staff, u.name AS author, m.body, m.attachments, m.created_at
        FROM ticket_messages m JOIN users u ON u.id = m.author_id
        WHERE m.ticket_id = ${ticketId} ORDER BY m.id`,
  );
}

/** Attachments are private uploads of purpose `ticket` the caller uploaded; each counts once. */
export async function checkAttachments(ctx: UserCtx, paths: string[]): Promise<string[]> {
  const unique = [...new Set(paths)];
  for (const path of unique) {
    if (!(await isUpload(ctx, path, 'ticket'))) {
      fail('INVALID_PARAMETER', 'invalid parameter: attachments: not a ticket photo you uploaded', {
        field: 'attachments',
      });
    }
  }
  return unique;
}

/** One message into the thread (the caller moves the ticket's state and activity time in the same transaction). */
export async function addMessage(
  tx: Db,
  m: { ticketId: number; authorId: number; staff: boolean; body: string; attachments: string[] },
) {
  await tx.execute(
    sql`INSERT INTO ticket_messages (ticket_id, author_id, staff, body, attachments)
        VALUES (${m.ticketId}, ${m.authorId}, ${m.staff}, ${m.body},
                ${`{${m.attachments.map((a) => JSON.stringify(a)).join(',')}}`}::text[])`,
  );
}
