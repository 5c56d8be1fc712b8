// Each reply tells the other side: a notice (1500 support answered → the customer; 1600 the
// customer answered → the assigned staff member, nobody when unassigned), written in the reply's
// transaction, and a plain-text mail sent after it commits. The ticket's subject is the customer's
// text: in the mail's subject line CR and LF (and other control characters) become spaces, so it
// can never add a header; the body is text/plain only.
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { notify } from '../notices/notices.service.ts';

export interface Recipient {
  userId: number;
  email: string;
  /** the customer's language (mail to staff is in English) */
  lang: string;
}

/** A header-safe one-line subject: control characters (CR, LF, tab ...) become spaces. */
export const oneLine = (text: string, max = 150) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, max);

const TEXT: Record<string, { subject: string; answered: string; open: string }> = {
  en: {
    subject: 'Support answered your ticket',
    answered: 'Our support team answered your ticket #{id} "{subject}":',
    open: 'Read and reply:',
  },
  es: {
    subject: 'Soporte ha respondido a tu consulta',
    answered: 'Nuestro equipo de soporte ha respondido a tu consulta n.º {id} «{subject}»:',
    open: 'Léela y responde:',
  },
};

const fill = (s: string, id: number, subject: string) => s.replace('{id}', String(id)).replace('{subject}', subject);

/** The customer's email and language, the ticket's subject: who a staff reply goes to. */
export async function ticketCustomer(db: Db, ticketId: number) {
  return one<{ user_id: number; email: string; lang: string; subject: string }>(
    db,
    sql`SELECT t.user_id, u.email, t.lang, t.subject FROM tickets t JOIN users u ON u.id = t.user_id WHERE t.id = ${ticketId}`,
  );
}

/** Support answered: notice 1500 to the customer (in `tx`), and a mail to send after commit. */
export async function customerToldOf(tx: Db, ticketId: number) {
  const c = await ticketCustomer(tx, ticketId);
  if (!c) return null;
  await notify(tx, c.user_id, { type: 1500, status: 0, refId: ticketId, message: c.subject });
  return c;
}

/** The customer answered: notice 1600 to the assigned staff member (in `tx`), if any. */
export async function assigneeToldOf(tx: Db, ticketId: number) {
  const a = await one<{ user_id: number; email: string; subject: string }>(
    tx,
    sql`SELECT a.id AS user_id, a.email, t.subject FROM tickets t JOIN users a ON a.id = t.assignee_id
        WHERE t.id = ${ticketId}`,
  );
  if (!a) return null;
  await notify(tx, a.user_id, { type: 1600, status: 0, refId: ticketId, message: a.subject });
  return a;
}

function send(ctx: Ctx, mailer: Mailer, to: string, subject: string, text: string, ticketId: number) {
  // after the answer: a slow or failing mail server does not hold up or undo the reply (the notice stays)
  void mailer.send({ to, subject: oneLine(subject, 200), text }).catch((error: unknown) => {
    ctx.log.error({ err: error, ticket_id: ticketId }, 'ticket mail failed');
  });
}

export function mailCustomer(
  ctx: Ctx,
  mailer: Mailer,
  c: { email: string; lang: string; subject: string },
  ticketId: number,
  body: string,
) {
  const t = TEXT[c.lang] ?? TEXT.en!;
  const subject = oneLine(c.subject);
  const link = `${ctx.origin}/#/pages/mine/ticket?id=${ticketId}`;
  const text = `${fill(t.answered, ticketId, subject)}\n\n${body}\n\n${t.open} ${link}\n`;
  send(ctx, mailer, c.email, `${t.subject} #${ticketId}: ${subject}`, text, ticketId);
}

export function mailAssignee(
  ctx: Ctx,
  mailer: Mailer,
  a: { email: string; subject: string },
  ticketId: number,
  body: string,
) {
  const subject = oneLine(a.subject);
  const link = `${ctx.origin}/admin/#/tickets/${ticketId}`;
  const text = `The customer answered ticket #${ticketId} "${subject}":\n\n${body}\n\nOpen it: ${link}\n`;
  send(ctx, mailer, a.email, `Customer replied to ticket #${ticketId}: ${subject}`, text, ticketId);
}
