// Mail to the buyer about their orders (issue 17), as support tickets mail: plain text, sent after
// the change has committed, never holding it up or undoing it (the notice, written in the change's
// transaction, stays either way). Every mail is in the order's language (orders.lang, migration
// 0035: the language of the request that placed it; users keep none of their own), whoever causes
// the event — the seller ships, an operator cancels, the job closes it unpaid. The texts live in
// ./mail-text/, one file per language. Shop names, tracking numbers and reasons are others' text:
// kept to one line, and a subject carries no line break (no header can be added through it).
import { BASE_CURRENCY, formatMoney, LANGUAGES, type LangCode, type OrderSummary } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { ORDER_MAIL_TEXT } from './mail-text/index.ts';

/** What sending needs: the request's context, or the jobs' (no request, origin from PUBLIC_URL). */
export type MailCtx = Pick<Ctx, 'db' | 'log' | 'origin'>;

/** Control characters (CR, LF, tab...) and the Unicode line separators become one space. */
export const oneLine = (text: string, max = 150) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, max);

/** Starts a mail once the answer's change has committed; a failure is logged, never thrown. */
export function mailAfter(m: MailCtx, mailer: Mailer | undefined, mail: (mailer: Mailer) => Promise<void>) {
  if (!mailer) return;
  void mail(mailer).catch((err: unknown) => m.log.error({ err }, 'order mail failed'));
}

/** The order's language's texts; English for a language row the mails do not know. */
const textOf = (lang: string) => ORDER_MAIL_TEXT[lang as LangCode] ?? ORDER_MAIL_TEXT.en;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

function send(m: MailCtx, mailer: Mailer, to: string, subject: string, text: string, orderId: number) {
  void mailer.send({ to, subject: oneLine(subject, 200), text }).catch((error: unknown) => {
    m.log.error({ err: error, order_id: orderId }, 'order mail failed');
  });
}

interface MailOrder {
  email: string;
  lang: LangCode;
  shop: string;
  log_sn: string;
  arrival_method: string;
  cancel_remark: string;
  symbol: string;
}

const mailOrder = (db: Db, orderId: number) =>
  one<MailOrder>(
    db,
    sql`SELECT u.email, o.lang, s.name AS shop, o.log_sn, o.arrival_method, o.cancel_remark,
          coalesce((SELECT c.symbol FROM currencies c WHERE c.code = ${BASE_CURRENCY}), '$') AS symbol
        FROM orders o JOIN users u ON u.id = o.user_id JOIN shops s ON s.id = o.shop_id WHERE o.id = ${orderId}`,
  );

/** Money as the order's language writes it (`1.103,30 $` in German); order amounts are in the base currency. */
function money(o: MailOrder, amount: number): string {
  const tag = LANGUAGES.find((l) => l.code === o.lang)?.tag ?? 'en';
  return formatMoney(amount, { code: BASE_CURRENCY, symbol: o.symbol }, tag);
}

const detailLink = (m: MailCtx, orderId: number) => `${m.origin}/#/pages/history/detail?id=${orderId}`;

/** One mail for one checkout: each shop's order with its number and total, and where to follow it. */
export async function mailPlaced(m: MailCtx, mailer: Mailer, orders: OrderSummary[]) {
  const [first] = orders;
  if (!first) return;
  const o = await mailOrder(m.db, first.id);
  if (!o?.email) return;
  const t = textOf(o.lang).placed;
  const lines = orders.map(
    (order) => `#${order.id} · ${oneLine(order.shop.name)} · ${money(o, order.price)} → ${detailLink(m, order.id)}`,
  );
  const link = `${m.origin}/#/pages/cart/placed?orders=${orders.map((order) => order.id).join(',')}`;
  const open = textOf(o.lang).open;
  send(m, mailer, o.email, t.subject, `${t.intro}\n\n${lines.join('\n')}\n\n${open} ${link}\n`, first.id);
}

export async function mailShipped(m: MailCtx, mailer: Mailer, orderId: number) {
  const o = await mailOrder(m.db, orderId);
  if (!o?.email) return;
  const t = textOf(o.lang);
  const values = {
    id: `#${orderId}`,
    shop: oneLine(o.shop),
    tracking: oneLine([o.arrival_method, o.log_sn].filter(Boolean).join(' · ')),
  };
  const text = `${fill(t.shipped.intro, values)}\n\n${t.open} ${detailLink(m, orderId)}\n`;
  send(m, mailer, o.email, fill(t.shipped.subject, values), text, orderId);
}

/**
 * The order was cancelled (by the buyer, an operator, or the job for want of payment): why, and the
 * money this cancellation put back in the wallet — what was refunded beyond approved refund requests.
 */
export async function mailCancelled(m: MailCtx, mailer: Mailer, orderId: number, why: 'unpaid' | 'reason') {
  const [o, back] = await Promise.all([
    mailOrder(m.db, orderId),
    one<{ amount: number }>(
      m.db,
      sql`SELECT (o.refunded - coalesce((SELECT sum(r.amount) FROM refunds r WHERE r.order_id = o.id AND r.status = 'approved'), 0))::int8 AS amount
          FROM orders o WHERE o.id = ${orderId} AND o.status = 'cancelled'`,
    ),
  ]);
  if (!o?.email || !back) return;
  const t = textOf(o.lang);
  const values = { id: `#${orderId}`, shop: oneLine(o.shop), reason: oneLine(o.cancel_remark, 500) };
  const lines = [fill(t.cancelled.intro, values)];
  if (why === 'unpaid') lines.push(t.cancelled.unpaid);
  else if (values.reason) lines.push(fill(t.cancelled.reason, values));
  const amount = Number(back.amount);
  if (amount > 0) lines.push(fill(t.cancelled.refund, { amount: money(o, amount) }));
  const text = `${lines.join('\n')}\n\n${t.open} ${detailLink(m, orderId)}\n`;
  send(m, mailer, o.email, fill(t.cancelled.subject, values), text, orderId);
}

/** A refund request approved (by the seller or, escalated, an operator): the amount back in the wallet. */
export async function mailRefunded(m: MailCtx, mailer: Mailer, orderId: number, amount: number) {
  if (amount <= 0) return;
  const o = await mailOrder(m.db, orderId);
  if (!o?.email) return;
  const t = textOf(o.lang);
  const values = { id: `#${orderId}`, shop: oneLine(o.shop), amount: money(o, amount) };
  const text = `${fill(t.refunded.intro, values)}\n\n${t.open} ${detailLink(m, orderId)}\n`;
  send(m, mailer, o.email, fill(t.refunded.subject, values), text, orderId);
}
