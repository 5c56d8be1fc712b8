// Mail to the buyer about their orders (issue 17), as support tickets mail: plain text, sent after
// the change has committed, never holding it up or undoing it (the notice stays either way). Placed:
// in the language the buyer checked out in; shipped: in English (the seller's request does not
// carry the buyer's language). Shop names and tracking numbers are others' text: kept to one line.
import type { OrderSummary } from '@polymart/contract';
import { formatMinor } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { type Db, one } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import type { Mailer } from '../../lib/mailer.ts';

const oneLine = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, 150);

const TEXT: Record<
  string,
  { placed: string; placedIntro: string; shipped: string; shippedIntro: string; open: string }
> = {
  en: {
    placed: 'Your order is placed',
    placedIntro: 'Thank you for your order. The shops have it now:',
    shipped: 'Your order {id} is on its way',
    shippedIntro: '{shop} has shipped your order {id}. Carrier and tracking number: {tracking}',
    open: 'Follow it here:',
  },
  es: {
    placed: 'Tu pedido está hecho',
    placedIntro: 'Gracias por tu pedido. Las tiendas ya lo tienen:',
    shipped: 'Tu pedido {id} está en camino',
    shippedIntro: '{shop} ha enviado tu pedido {id}. Transportista y número de seguimiento: {tracking}',
    open: 'Síguelo aquí:',
  },
};

function send(ctx: Ctx, mailer: Mailer, to: string, subject: string, text: string, orderId: number) {
  void mailer.send({ to, subject: oneLine(subject), text }).catch((error: unknown) => {
    ctx.log.error({ err: error, order_id: orderId }, 'order mail failed');
  });
}

const buyerEmail = (db: Db, orderId: number) =>
  one<{ email: string; shop: string; log_sn: string; arrival_method: string }>(
    db,
    sql`SELECT u.email, s.name AS shop, o.log_sn, o.arrival_method FROM orders o
        JOIN users u ON u.id = o.user_id JOIN shops s ON s.id = o.shop_id WHERE o.id = ${orderId}`,
  );

/** One mail for one checkout: each shop's order with its number and total, and where to follow it. */
export async function mailPlaced(ctx: Ctx, mailer: Mailer, orders: OrderSummary[]) {
  const [first] = orders;
  if (!first) return;
  const to = await buyerEmail(ctx.db, first.id);
  if (!to?.email) return;
  const t = TEXT[ctx.lang] ?? TEXT.en!;
  const lines = orders.map(
    (o) =>
      `#${o.id} · ${oneLine(o.shop.name)} · ${formatMinor(o.price)} → ${ctx.origin}/#/pages/history/detail?id=${o.id}`,
  );
  const link = `${ctx.origin}/#/pages/cart/placed?orders=${orders.map((o) => o.id).join(',')}`;
  send(ctx, mailer, to.email, t.placed, `${t.placedIntro}\n\n${lines.join('\n')}\n\n${t.open} ${link}\n`, first.id);
}

export async function mailShipped(ctx: Ctx, mailer: Mailer, orderId: number) {
  const o = await buyerEmail(ctx.db, orderId);
  if (!o?.email) return;
  const t = TEXT.en!;
  const tracking = oneLine([o.arrival_method, o.log_sn].filter(Boolean).join(' · '));
  const fill = (s: string) =>
    s.replace('{id}', String(orderId)).replace('{shop}', oneLine(o.shop)).replace('{tracking}', tracking);
  const link = `${ctx.origin}/#/pages/history/detail?id=${orderId}`;
  send(ctx, mailer, o.email, fill(t.shipped), `${fill(t.shippedIntro)}\n\n${t.open} ${link}\n`, orderId);
}
