// Buyer–seller messages (issue 16): one conversation per buyer and shop, every path refused with the
// other buyer's and the other seller's ids, unread counts in the login answer and user info, the
// buyer's block, a seller's report and operators reading only reported conversations, the per-user
// rate limit, bad input, private images for the two sides, and a live stream.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';
import { buyer, marketplace, orderOf, otherSeller, products, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let seller: Session;
let admin: Session;
let shop: number;
let product: number;

beforeAll(async () => {
  ({ t, seller, admin } = await marketplace());
  const [p] = await products(t.database.db, 1, { shopOwner: seller.id });
  shop = p!.shop_id;
  product = p!.id;
}, 120_000);
afterAll(() => t?.close());

const get = (who: TestUser | string, url: string) => as(t.app, who, { method: 'GET', url });
const post = (who: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, who, { method: 'POST', url, payload });
const C = '/api/customer/conversations';
const S = '/api/seller/conversations';
const messageImage = (who: TestUser | string) => uploadImage(t.app, who, 'message' as 'proof');

/** A buyer's conversation with the demo seller's shop, with one question in it. */
async function asked(user?: TestUser) {
  const who = user ?? (await registerUser(t.app));
  const opened = await post(who, C, { shop_id: shop, product_id: product, text: 'Is it waterproof?' });
  expect(opened.code).toBe(200);
  return { who, id: opened.data.id as number };
}

describe('conversations', () => {
  it('are one per buyer and shop, with the context recorded per message', async () => {
    const { who, id } = await asked();
    const again = await post(who, C, { shop_id: shop, text: 'And in which colours?' });
    expect(again.data.id).toBe(id);
    expect(again.data.message).toMatchObject({ from: 'buyer', text: 'And in which colours?', product: null });
    const other = await asked();
    expect(other.id).not.toBe(id);

    const thread = await get(who, `${C}/${id}`);
    expect(thread.data.messages.map((m: any) => m.text)).toEqual(['Is it waterproof?', 'And in which colours?']);
    expect(thread.data.messages[0].product.id).toBe(product);
    const mine = await get(who, C);
    expect(mine.data.items.map((c: any) => c.id)).toEqual([id]);
    expect(mine.data.items[0]).toMatchObject({ shop: { id: shop }, unread: 0, blocked: false });

    const sellers = await get(seller.token, S);
    const row = sellers.data.items.find((c: any) => c.id === id);
    expect(row).toMatchObject({ unread: 2, last_message: { from: 'buyer', text: 'And in which colours?' } });
    // the seller sees the buyer's name, never their email
    expect(JSON.stringify(sellers.data)).not.toContain(who.email);
  });

  it('a seller cannot write to their own shop, nor a buyer to a shop that is not open', async () => {
    expect((await post(seller.token, C, { shop_id: shop, text: 'hello me' })).code).toBe(2000067);
    expect((await post(await registerUser(t.app), C, { shop_id: 999_999_999, text: 'hi' })).code).toBe(2000019);
  });

  it('refuses every path with the other buyer’s and the other seller’s ids', async () => {
    const a = await asked();
    const b = await registerUser(t.app);
    const x2 = await otherSeller(t.app, t.database.db);
    const before = await get(a.who, `${C}/${a.id}`);
    for (const who of [b, x2]) {
      expect((await get(who, `${C}/${a.id}`)).code).toBe(2000019);
      expect((await post(who, `${C}/${a.id}/messages`, { text: 'not mine' })).code).toBe(2000019);
      expect((await post(who, `${C}/${a.id}/read`)).code).toBe(2000019);
      expect((await post(who, `${C}/${a.id}/block`)).code).toBe(2000019);
      expect((await post(who, `${C}/${a.id}/unblock`)).code).toBe(2000019);
    }
    expect((await get(x2, `${S}/${a.id}`)).code).toBe(2000019);
    expect((await post(x2, `${S}/${a.id}/messages`, { text: 'not my shop' })).code).toBe(2000019);
    expect((await post(x2, `${S}/${a.id}/read`)).code).toBe(2000019);
    expect((await post(x2, `${S}/${a.id}/report`, { reason: 'not my shop' })).code).toBe(2000019);
    expect((await get(x2, S)).data.items.some((c: any) => c.id === a.id)).toBe(false);
    expect((await get(b, C)).data.items).toEqual([]);
    // buyers are not sellers, sellers are not operators
    expect((await get(b, S)).code).toBe(2000040);
    expect((await get(seller.token, '/api/admin/conversations')).code).toBe(2000040);
    // nothing changed for the owner
    expect((await get(a.who, `${C}/${a.id}`)).data).toEqual(before.data);

    // context must be the shop's product, the buyer's own order from that shop
    const { order } = await orderOf(t.app, t.database.db, seller);
    expect((await post(a.who, `${C}/${a.id}/messages`, { text: 'x', order_id: order.id })).data.field).toBe('order_id');
    expect((await post(a.who, `${C}/${a.id}/messages`, { text: 'x', product_id: x2.product })).data.field).toBe(
      'product_id',
    );
    expect((await post(a.who, C, { shop_id: x2.shop, product_id: product })).data.field).toBe('product_id');
    // images: only the caller's own message uploads
    const foreign = await messageImage(b);
    const sent = await post(a.who, `${C}/${a.id}/messages`, { images: [foreign] });
    expect([sent.code, sent.data.field]).toEqual([1000008, 'images']);
  });

  it('shares a message image with the other side only', async () => {
    const a = await asked();
    const image = await messageImage(a.who);
    expect((await post(a.who, `${C}/${a.id}/messages`, { images: image })).code).toBe(200);
    const file = (who: TestUser | string) =>
      t.app.inject({
        url: `/api/upload/file?path=${image}`,
        headers: { 'access-token': typeof who === 'string' ? who : who.token },
      });
    expect((await file(seller.token)).statusCode).toBe(200);
    expect((await file(seller.token)).headers['content-type']).toContain('image/webp');
    const stranger = await file(await registerUser(t.app));
    expect(stranger.json().code).toBe(2000019);
    const x2 = await otherSeller(t.app, t.database.db);
    expect((await file(x2)).json().code).toBe(2000019);
  });

  it('counts unread messages in the login answer and user info, with one notice per conversation', async () => {
    const a = await asked();
    await post(seller.token, `${S}/${a.id}/messages`, { text: 'Yes, it is.' });
    await post(seller.token, `${S}/${a.id}/messages`, { text: 'Up to 30 m.', product_id: product });
    const info = await get(a.who, '/api/customer/info/get_userinfo');
    expect(info.data.message_unread_count).toBe(2);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: a.who.email, password: a.who.password },
    });
    expect(login.data.message_unread_count).toBe(2);
    const notices = await get(a.who, '/api/customer/user/notices?type=1700');
    expect(notices.data.items).toHaveLength(1);
    expect(notices.data.items[0]).toMatchObject({ ref_id: a.id, read: false });
    // replying read the buyer's messages for the seller
    expect((await get(seller.token, `${S}/${a.id}`)).data.conversation.unread).toBe(0);

    const read = await post(a.who, `${C}/${a.id}/read`);
    expect(read.data.unread_total).toBe(0);
    expect((await get(a.who, '/api/customer/info/get_userinfo')).data.message_unread_count).toBe(0);
    expect((await get(a.who, '/api/customer/user/notices?type=1700&unread=true')).data.items).toEqual([]);
  });

  it('pages long threads by a cursor', async () => {
    const a = await asked();
    for (let i = 1; i <= 4; i++) await post(a.who, `${C}/${a.id}/messages`, { text: `line ${i}` });
    const last = await get(a.who, `${C}/${a.id}?limit=2`);
    expect(last.data.messages.map((m: any) => m.text)).toEqual(['line 3', 'line 4']);
    const older = await get(a.who, `${C}/${a.id}?limit=2&before=${last.data.next_before}`);
    expect(older.data.messages.map((m: any) => m.text)).toEqual(['line 1', 'line 2']);
    const first = await get(a.who, `${C}/${a.id}?limit=2&before=${older.data.next_before}`);
    expect(first.data).toMatchObject({ next_before: null });
    expect(first.data.messages.map((m: any) => m.text)).toEqual(['Is it waterproof?']);
  });

  it('lets the buyer block the shop: no messages either way until unblocked', async () => {
    const a = await asked();
    expect((await post(a.who, `${C}/${a.id}/block`)).data.blocked).toBe(true);
    expect((await post(seller.token, `${S}/${a.id}/messages`, { text: 'Buy more!' })).code).toBe(2000066);
    expect((await post(a.who, `${C}/${a.id}/messages`, { text: 'oops' })).code).toBe(2000065);
    expect((await get(seller.token, `${S}/${a.id}`)).data.conversation.blocked).toBe(true);
    expect((await post(a.who, `${C}/${a.id}/unblock`)).data.blocked).toBe(false);
    expect((await post(seller.token, `${S}/${a.id}/messages`, { text: 'Welcome back' })).code).toBe(200);
  });

  it('lets a seller report a conversation; operators read reported ones only, and handle them (audited)', async () => {
    const a = await asked();
    const quiet = await asked();
    expect((await get(admin.token, `/api/admin/conversations/${a.id}`)).code).toBe(2000068);
    const reported = await post(seller.token, `${S}/${a.id}/report`, { reason: 'Abusive language' });
    expect(reported.data.reported).toBe(true);
    expect((await post(seller.token, `${S}/${a.id}/report`, { reason: 'again' })).code).toBe(2000069);

    const list = await get(admin.token, '/api/admin/conversations');
    const row = list.data.items.find((c: any) => c.id === a.id);
    expect(row.report).toMatchObject({ reason: 'Abusive language', handled_at: null });
    expect(list.data.items.some((c: any) => c.id === quiet.id)).toBe(false);
    const thread = await get(admin.token, `/api/admin/conversations/${a.id}`);
    expect(thread.data.messages[0].text).toBe('Is it waterproof?');
    expect((await get(admin.token, `/api/admin/conversations/${quiet.id}`)).code).toBe(2000068);
    expect((await post(admin.token, `/api/admin/conversations/${quiet.id}/handled`)).code).toBe(2000068);

    const handled = await post(admin.token, `/api/admin/conversations/${a.id}/handled`, { note: 'Warned the buyer' });
    expect(handled.data.handled).toBe(true);
    const audit = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE subject_type = 'conversation' AND subject_id = ${a.id}
            AND action = 'conversation.report_handled'`,
    );
    expect(audit!.n).toBe(1);
    expect(
      (await get(admin.token, '/api/admin/conversations?handled=true')).data.items.some((c: any) => c.id === a.id),
    ).toBe(true);
    // a handled report may be followed by a new one
    expect((await post(seller.token, `${S}/${a.id}/report`, { reason: 'Again abusive' })).code).toBe(200);
  });

  it('limits each user to 30 messages a minute (2000042)', async () => {
    const a = await asked();
    for (let i = 0; i < 29; i++) expect((await post(a.who, `${C}/${a.id}/messages`, { text: `m${i}` })).code).toBe(200);
    const over = await post(a.who, `${C}/${a.id}/messages`, { text: 'one too many' });
    expect([over.status, over.code]).toEqual([429, 2000042]);
    // the seller has an allowance of their own
    expect((await post(seller.token, `${S}/${a.id}/messages`, { text: 'Slow down please' })).code).toBe(200);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const a = await asked();
    const bad = async (payload: Record<string, unknown>) => {
      const res = await post(a.who, `${C}/${a.id}/messages`, payload);
      return [res.code, res.data?.field];
    };
    expect(await bad({ text: 'x'.repeat(2001) })).toEqual([1000008, 'text']);
    expect((await bad({ text: '   ' }))[1]).toBe('text');
    const five = Array.from({ length: 5 }, (_, i) => `uploads/message/a${i}.webp`);
    expect(await bad({ images: five })).toEqual([1000008, 'images']);
    expect(await bad({ text: 'x', images: ['../../etc/passwd'] })).toEqual([1000008, 'images.0']);
    expect(await bad({ text: 'x', product_id: product, order_id: 1 })).toEqual([1000008, 'order_id']);
    expect((await post(a.who, C, {})).code).toBe(1000009);
    expect((await post(a.who, C, { shop_id: 'abc' })).code).toBe(1000008);
    expect((await get(a.who, `${C}/abc`)).code).toBe(1000008);
    expect((await post(seller.token, `${S}/${a.id}/report`, { reason: '' })).code).toBe(1000009);
    // plain text is kept as written, never interpreted
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect((await post(a.who, `${C}/${a.id}/messages`, { text: html })).data.message.text).toBe(html);
    const thread = await get(a.who, `${C}/${a.id}`);
    expect(thread.data.messages).toHaveLength(2);
  });
});

describe('the live stream', () => {
  it('delivers a new message to the recipient’s open stream, and nothing to others', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = await asked();
    const stranger = await buyer(t.app, t.database.db);
    const open = async (token: string, path: string) => {
      const res = await fetch(`${base}${path}`, { headers: { 'access-token': token, accept: 'text/event-stream' } });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      return { reader, abort: () => reader.cancel() };
    };
    const watch = await open(a.who.token, `${C}/stream`);
    const other = await open(stranger.token, `${C}/stream`);
    const sellerSide = await open(seller.token, `${S}/stream`);
    const decoder = new TextDecoder();
    const until = async (s: { reader: ReadableStreamDefaultReader<Uint8Array> }, text: string) => {
      let seen = '';
      while (!seen.includes(text)) {
        const { value, done } = await s.reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        seen += decoder.decode(value);
      }
      return seen;
    };
    await Promise.all([until(watch, 'event: ready'), until(other, 'event: ready'), until(sellerSide, 'event: ready')]);
    await post(seller.token, `${S}/${a.id}/messages`, { text: 'Live answer' });
    const got = await until(watch, 'Live answer');
    const event = JSON.parse(got.split('event: message\ndata: ')[1]!.split('\n')[0]!);
    expect(event).toMatchObject({
      conversation_id: a.id,
      message: { from: 'seller', text: 'Live answer' },
      unread_total: 1,
    });
    await post(a.who, `${C}/${a.id}/messages`, { text: 'Thanks!' });
    expect(await until(sellerSide, 'Thanks!')).toContain(`"conversation_id":${a.id}`);
    // the stranger's stream got nothing but its greeting
    const nothing = await Promise.race([
      other.reader.read().then(() => 'event'),
      new Promise((r) => setTimeout(() => r('quiet'), 300)),
    ]);
    expect(nothing).toBe('quiet');
    // without Accept: text/event-stream the unread total comes once, as JSON (answering read the thread)
    expect((await get(a.who, `${C}/stream`)).data).toEqual({ unread_total: 0, stream: false });
    await Promise.all([watch.abort(), other.abort(), sellerSide.abort()]);
  });
});
