// Issue 17: orders in the viewer's language, and the buyer's mails in theirs.
// - An order keeps the name each line was bought under (the snapshot), but every order screen —
//   the buyer's list, detail and confirmation, the seller's and the operator's, the refund screens —
//   shows the product's name in the viewer's language while the product has one, else the snapshot.
// - Each order keeps the language it was placed in (orders.lang); every mail about it — placed,
//   shipped, cancelled (by the buyer, an operator, or the job for want of payment), refunded — is
//   written in that language, whoever's request causes it. Through a real local SMTP server.
import type { AddressInfo } from 'node:net';
import { formatMoney, LANGUAGES, type LangCode } from '@polymart/contract';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { one } from '../src/db/client.ts';
import { ORDER_MAIL_TEXT } from '../src/modules/orders/mail-text/index.ts';
import { as, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { buyer, DECLINED, demoLogin, products, type Session } from './orders-helpers.ts';

interface Mail {
  to: string;
  subject: string;
  body: string;
  raw: string;
}
const inbox: Mail[] = [];
let smtp: SMTPServer;
let t: TestApp;
let seller: Session;
let admin: Session;

/** RFC 2047 encoded words (=?UTF-8?B?...?= and ?Q?) of an unfolded header. */
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_h, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

function parse(to: string, raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const encoded = raw.slice(split).trim();
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            encoded
              .replace(/=\r?\n/g, '')
              .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : encoded;
  return { to, subject: decodeWords(header('Subject')), body: body.replace(/\r\n/g, '\n'), raw };
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        inbox.push(parse(session.envelope.rcptTo[0]!.address, raw));
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  // the order job every second: the unpaid order's expiry is mailed by it
  t = await testApp({
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    ORDER_JOB_SECONDS: '1',
    PUBLIC_URL: 'https://shop.example.test',
  });
  [seller, admin] = await Promise.all([demoLogin(t.app, 'seller@demo.test'), demoLogin(t.app, 'admin@demo.test')]);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(r));
});

const call = (who: TestUser | Session, lang: LangCode, url: string, payload?: Record<string, unknown>) =>
  as(t.app, 'token' in who ? who.token : who, {
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload && { payload }),
    headers: { lang },
  });

/** The mail to `email` whose subject is `subject` (mail goes out after the answer). */
const mailTo = (email: string, subject: string) =>
  vi.waitFor(
    () => {
      const found = inbox.find((m) => m.to === email && m.subject === subject);
      if (!found) throw new Error(`waiting for "${subject}" to ${email}; have ${inbox.map((m) => m.subject)}`);
      return found;
    },
    { timeout: 8000, interval: 25 },
  );

/** Money as `lang` writes it, as the mail should. */
async function money(amount: number, lang: LangCode) {
  const usd = await one<{ symbol: string }>(t.database.db, sql`SELECT symbol FROM currencies WHERE code = 'USD'`);
  return formatMoney(amount, { code: 'USD', symbol: usd!.symbol }, LANGUAGES.find((l) => l.code === lang)!.tag);
}

/** A demo-seller product named in es and kk, with no Thai name; 20.00 a unit. */
async function namedProduct(): Promise<{ id: number; es: string; kk: string }> {
  const [p] = await products(t.database.db, 1, { shopOwner: seller.id, stock: 20, price: 2000 });
  const names = { es: `Cámara de viaje ${p!.id}`, kk: `Саяхат камерасы ${p!.id}` };
  for (const [lang, name] of Object.entries(names)) {
    await t.database.db.execute(
      sql`INSERT INTO product_translations (product_id, lang, name) VALUES (${p!.id}, ${lang}, ${name})
          ON CONFLICT (product_id, lang) DO UPDATE SET name = excluded.name`,
    );
  }
  await t.database.db.execute(sql`DELETE FROM product_translations WHERE product_id = ${p!.id} AND lang = 'th'`);
  return { id: p!.id, ...names };
}

/** Places an order of `product` in `lang`, paid from the wallet (or by a declined card: left unpaid). */
async function place(user: TestUser, lang: LangCode, product: number, declined = false) {
  const res = await call(user, lang, '/api/checkout/onepage/submit', {
    items: JSON.stringify([{ product_id: product, quantity: 1 }]),
    payment_method: declined ? 'card' : 'wallet',
    ...(declined && DECLINED),
  });
  expect(res.code).toBe(declined ? 1500019 : 200);
  return res.data;
}

const itemName = (order: { items: { name: string }[] }) => order.items[0]!.name;

describe('order lines in the viewer language', () => {
  it('keeps the snapshot and shows each screen the product name in its viewer language, else the snapshot', async () => {
    const product = await namedProduct();
    const user = await buyer(t.app, t.database.db, 100_000);
    const placed = await place(user, 'es', product.id);
    const id: number = placed.orders[0].id;
    expect(itemName(placed.orders[0])).toBe(product.es); // the confirmation, in the language it was placed in
    const stored = await one<{ name: string; lang: string }>(
      t.database.db,
      sql`SELECT i.name, o.lang FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.id = ${id}`,
    );
    expect(stored).toEqual({ name: product.es, lang: 'es' });

    // the buyer: detail and list in Kazakh; Thai has no name for the product, so the snapshot
    const detail = (lang: LangCode) => call(user, lang, `/api/customer/order/detail?order_id=${id}`);
    expect(itemName((await detail('kk')).data)).toBe(product.kk);
    expect(itemName((await detail('th')).data)).toBe(product.es);
    const list = await call(user, 'kk', '/api/customer/order/list');
    expect(itemName(list.data.items.find((o: { id: number }) => o.id === id))).toBe(product.kk);
    // the seller and the operator read in their own language
    expect(itemName((await call(seller, 'kk', `/api/seller/order/detail?order_id=${id}`)).data)).toBe(product.kk);
    const sellerList = await call(seller, 'th', '/api/seller/order/list?page_size=5');
    expect(itemName(sellerList.data.items.find((o: { id: number }) => o.id === id))).toBe(product.es);
    expect(itemName((await call(admin, 'kk', `/api/admin/orders/${id}`)).data)).toBe(product.kk);
    // the seller finds the order by the name their screen shows, and by the name it was bought under
    for (const [lang, name] of [
      ['kk', product.kk],
      ['th', product.es],
    ] as const) {
      const found = await call(seller, lang, `/api/seller/order/list?keyword=${encodeURIComponent(name)}`);
      expect(found.data.items.map((o: { id: number }) => o.id)).toEqual([id]);
    }

    // refund screens: the request as the buyer sends it in Kazakh, as the seller reads it in Thai
    expect((await call(seller, 'en', '/api/seller/order/ship', { order_id: id, log_sn: 'KZ-1' })).code).toBe(200);
    expect((await call(seller, 'en', '/api/seller/order/deliver', { order_id: id })).code).toBe(200);
    const refund = await call(user, 'kk', '/api/customer/refund/apply', {
      order_id: id,
      items: JSON.stringify([{ product_id: product.id, quantity: 1 }]),
      reason: 'arrived broken',
    });
    expect(refund.code).toBe(200);
    expect(refund.data.items[0].name).toBe(product.kk);
    const received = await call(seller, 'th', '/api/seller/refund/received?page_size=50');
    const mine = received.data.items.find((r: { id: number }) => r.id === refund.data.id);
    expect(mine.items[0].name).toBe(product.es);
    // a product renamed later still shows its current name; the snapshot stays as bought
    await t.database.db.execute(
      sql`UPDATE product_translations SET name = 'Новое имя' WHERE product_id = ${product.id} AND lang = 'kk'`,
    );
    expect(itemName((await detail('kk')).data)).toBe('Новое имя');
    expect(itemName((await detail('th')).data)).toBe(product.es);
  });
});

describe('order mails in the order language', () => {
  it('placed, shipped and refunded: in the language the order was placed in, whoever acts', async () => {
    const product = await namedProduct();
    const user = await buyer(t.app, t.database.db, 100_000);
    const placed = await place(user, 'es', product.id);
    const id: number = placed.orders[0].id;
    const es = ORDER_MAIL_TEXT.es;

    const placedMail = await mailTo(user.email, es.placed.subject);
    expect(placedMail.body).toContain(es.placed.intro);
    expect(placedMail.body).toContain(`#${id} · `);
    expect(placedMail.body).toContain(await money(placed.orders[0].price, 'es'));
    expect(placedMail.body).toContain(`https://shop.example.test/#/pages/cart/placed?orders=${id}`);

    // the seller's request is in German: the buyer still reads Spanish
    await call(seller, 'de', '/api/seller/order/ship', { order_id: id, log_sn: 'SF-1', arrival_method: 'SF Express' });
    const shipped = await mailTo(user.email, es.shipped.subject.replace('{id}', `#${id}`));
    expect(shipped.body).toContain('SF Express · SF-1');
    expect(shipped.body).toContain(`${es.open} https://shop.example.test/#/pages/history/detail?id=${id}`);

    await call(seller, 'de', '/api/seller/order/deliver', { order_id: id });
    const req = await call(user, 'de', '/api/customer/refund/apply', {
      order_id: id,
      items: JSON.stringify([{ product_id: product.id, quantity: 1 }]),
      reason: 'arrived broken',
    });
    expect(req.code).toBe(200);
    expect((await call(seller, 'de', '/api/seller/refund/decide', { id: req.data.id, approve: true })).code).toBe(200);
    const refunded = await mailTo(user.email, es.refunded.subject.replace('{id}', `#${id}`));
    expect(refunded.body).toContain(await money(req.data.amount, 'es'));
    expect(inbox.filter((m) => m.to === user.email)).toHaveLength(3);
  });

  it('cancelled by the buyer: the reason and the money back, in the order language', async () => {
    const product = await namedProduct();
    const user = await buyer(t.app, t.database.db, 100_000);
    const placed = await place(user, 'kk', product.id);
    const id: number = placed.orders[0].id;
    const res = await call(user, 'en', '/api/customer/order/cancel', { order_id: id, cancel_remark: 'wrong\r\nsize' });
    expect(res.code).toBe(200);
    const kk = ORDER_MAIL_TEXT.kk;
    const mail = await mailTo(user.email, kk.cancelled.subject.replace('{id}', `#${id}`));
    expect(mail.body).toContain(kk.cancelled.reason.replace('{reason}', 'wrong size'));
    expect(mail.body).toContain(kk.cancelled.refund.replace('{amount}', await money(res.data.actual_pay, 'kk')));
    await mailTo(user.email, kk.placed.subject);
  });

  it('cancelled by an operator, and by the job when unpaid: mailed in the order language', async () => {
    const product = await namedProduct();
    const user = await buyer(t.app, t.database.db, 100_000);
    const paid = await place(user, 'th', product.id);
    const byAdmin: number = paid.orders[0].id;
    expect((await call(admin, 'en', `/api/admin/orders/${byAdmin}/cancel`, { reason: 'out of stock' })).code).toBe(200);
    const th = ORDER_MAIL_TEXT.th;
    const cancelled = await mailTo(user.email, th.cancelled.subject.replace('{id}', `#${byAdmin}`));
    expect(cancelled.body).toContain(th.cancelled.reason.replace('{reason}', 'out of stock'));
    expect(cancelled.body).toContain(th.cancelled.refund.replace('{amount}', await money(paid.orders[0].price, 'th')));

    const unpaid = await place(user, 'jp', product.id, true);
    const expiring: number = unpaid.orders[0].id;
    await t.database.db.execute(sql`UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = ${expiring}`);
    const jp = ORDER_MAIL_TEXT.jp;
    const expired = await mailTo(user.email, jp.cancelled.subject.replace('{id}', `#${expiring}`));
    expect(expired.body).toContain(jp.cancelled.unpaid);
    expect(expired.body).not.toContain(jp.cancelled.refund.split('{amount}')[1]!.trim());
    // a job has no request: its links start at PUBLIC_URL
    expect(expired.body).toContain(`https://shop.example.test/#/pages/history/detail?id=${expiring}`);
  });
});
