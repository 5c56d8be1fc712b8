// Issue 16, support tickets: a customer (or a seller, about an order of their shop) opens a ticket
// with a private photo, reads and answers it; support staff list, assign, answer and set states;
// each reply tells the other side by notice and by plain-text mail (a real local SMTP server);
// script and markup are kept verbatim as text; another user's tickets, orders and photos are
// refused on every path; staff without `support` are refused; bad input never gets written.

import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import { type TestApp, testApp } from './helpers.ts';
import { buyer, demoLogin, orderOf, otherSeller, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

const inbox: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let t: TestApp;
let owner: Session;
let seller: Session;
let support: TestUser;
let support2: TestUser;
let ana: TestUser;
let bob: TestUser;

const XSS_SUBJECT = '<script>alert(1)</script> refund?';
const XSS_MESSAGE = 'Look: <img src=x onerror=alert(1)> and <script>alert(1)</script>\nthanks';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  t = await testApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  [owner, seller] = await Promise.all([demoLogin(t.app, 'admin@demo.test'), demoLogin(t.app, 'seller@demo.test')]);
  [support, support2, ana, bob] = await Promise.all([
    member('support'),
    member('support'),
    buyer(t.app, t.database.db, 1_000_000),
    registerUser(t.app),
  ]);
}, 180_000);
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp?.close(r));
});

async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  const made = await as(t.app, owner.token, {
    method: 'POST',
    url: '/api/admin/staff',
    payload: { email: u.email, role },
  });
  expect(made.code).toBe(200);
  return u;
}
const get = (who: TestUser | Session | string, url: string) =>
  as(t.app, typeof who === 'string' ? who : who.token, { url });
const post = (who: TestUser | Session | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, typeof who === 'string' ? who : who.token, { method: 'POST', url, payload });
const photo = (who: TestUser | Session) => uploadImage(t.app, who.token, 'ticket' as 'refund');
const open = (who: TestUser | Session, extra: Record<string, unknown> = {}) =>
  post(who, '/api/customer/tickets', {
    subject: 'Parcel arrived damaged',
    message: 'The box was crushed.',
    category: 'order',
    ...extra,
  });

/** The message's text after the headers, quoted-printable decoded. */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  // SMTP carries line breaks as CRLF
  return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
}
const headersOf = (raw: string) => raw.slice(0, raw.search(/\r?\n\r?\n/));
/** The mail to `email` whose text holds `text` (mail goes out after the answer). */
const mailWith = (email: string, text: string) =>
  vi.waitFor(
    () => {
      const found = inbox.find((m) => m.to.includes(email) && bodyOf(m.raw).includes(text));
      if (!found) throw new Error(`waiting for mail to ${email} with ${text}`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
const notices = (userId: number, type: number) =>
  rows<{ ref_id: number; message: string }>(
    t.database.db,
    sql`SELECT ref_id, message FROM notices WHERE user_id = ${userId} AND type = ${type} ORDER BY id`,
  );
const audits = (id: number) =>
  rows<{ action: string; actor_id: number; before: any; after: any }>(
    t.database.db,
    sql`SELECT action, actor_id, before, after FROM audit_log WHERE subject_type = 'ticket' AND subject_id = ${id} ORDER BY id`,
  );

describe('support tickets', () => {
  it('a customer opens a ticket about their order with a photo; support assigns, answers and solves it; each side is told', async () => {
    const { order } = await orderOf(t.app, t.database.db, seller, { user: ana });
    const pic = await photo(ana);
    const opened = await open(ana, { order_id: order.id, attachments: pic });
    expect(opened.code).toBe(200);
    const id = opened.data.id as number;
    expect(opened.data).toMatchObject({ state: 'open', category: 'order', order_id: order.id, unread: false });
    expect(opened.data.messages).toMatchObject([{ staff: false, body: 'The box was crushed.', attachments: [pic] }]);
    expect((await get(ana, '/api/customer/tickets')).data.items.map((i: { id: number }) => i.id)).toContain(id);

    // support finds it unassigned, by part of the subject and by the customer's email, and takes it
    const list = async (query: string) =>
      ((await get(support, `/api/admin/tickets?${query}`)).data.items as { id: number }[]).map((i) => i.id);
    expect(await list('assigned=unassigned&state=open')).toContain(id);
    expect(await list(`q=${encodeURIComponent('ARRIVED damag')}`)).toContain(id);
    expect(await list(`q=${encodeURIComponent(ana.email.slice(0, 9))}`)).toEqual([id]);
    expect(await list('category=payment')).not.toContain(id);
    expect(await list('q=%25')).not.toContain(id);
    const taken = await post(support, `/api/admin/tickets/${id}/assign`, {});
    expect(taken.data.assignee).toMatchObject({ id: support.id });
    expect(await list('assigned=mine')).toContain(id);
    const detail = await get(support, `/api/admin/tickets/${id}`);
    expect(detail.data.customer).toMatchObject({ id: ana.id, email: ana.email });
    expect(detail.data.recent_orders.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(detail.data.support_staff.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([support.id, support2.id]),
    );
    // support staff open the customer's photo; another customer does not
    expect(
      (await t.app.inject({ url: `/api/upload/file?path=${pic}`, headers: { 'access-token': support.token } })).headers[
        'content-type'
      ],
    ).toBe('image/webp');
    expect((await get(bob, `/api/upload/file?path=${pic}`)).code).toBe(2000019);

    // support answers: waiting for the customer; notice 1500 and a plain-text mail to the customer
    const answered = await post(support, `/api/admin/tickets/${id}/reply`, {
      message: 'Sorry! Could you send the label too?',
    });
    expect(answered.data.state).toBe('waiting');
    expect(await notices(ana.id, 1500)).toEqual([{ ref_id: id, message: 'Parcel arrived damaged' }]);
    const mail = await mailWith(ana.email, 'Could you send the label too?');
    expect(bodyOf(mail.raw)).toContain('Could you send the label too?');
    expect(bodyOf(mail.raw)).toContain(`/#/pages/mine/ticket?id=${id}`);
    const summary = (await get(ana, '/api/customer/tickets')).data.items.find((i: { id: number }) => i.id === id);
    expect(summary).toMatchObject({ state: 'waiting', unread: true });
    const thread = await get(ana, `/api/customer/tickets/${id}`);
    expect(thread.data.messages.map((m: { staff: boolean }) => m.staff)).toEqual([false, true]);
    expect((await get(ana, '/api/customer/tickets')).data.items.find((i: { id: number }) => i.id === id).unread).toBe(
      false,
    );

    // the customer answers: open again; notice 1600 and a mail to the assigned staff member
    const label = await photo(ana);
    const again = await post(ana, `/api/customer/tickets/${id}/reply`, {
      message: 'Here it is.',
      attachments: [label],
    });
    expect(again.data).toMatchObject({ state: 'open' });
    expect(again.data.messages.at(-1)).toMatchObject({ body: 'Here it is.', attachments: [label] });
    expect(await notices(support.id, 1600)).toEqual([{ ref_id: id, message: 'Parcel arrived damaged' }]);
    expect(bodyOf((await mailWith(support.email, 'Here it is.')).raw)).toContain(`/admin/#/tickets/${id}`);
    expect((await get(support, `/api/admin/tickets/${id}`)).data.awaiting_support).toBe(true);

    // solved; a reply opens it again; closed refuses replies from both sides
    expect((await post(support, `/api/admin/tickets/${id}/state`, { state: 'solved' })).data.state).toBe('solved');
    expect((await post(ana, `/api/customer/tickets/${id}/reply`, { message: 'One more thing' })).data.state).toBe(
      'open',
    );
    expect(
      (await post(support, `/api/admin/tickets/${id}/reply`, { message: 'Refunded.', state: 'closed' })).data.state,
    ).toBe('closed');
    expect((await post(ana, `/api/customer/tickets/${id}/reply`, { message: 'Thanks' })).code).toBe(2000060);
    expect((await post(support, `/api/admin/tickets/${id}/reply`, { message: 'x' })).code).toBe(2000060);
    expect((await get(ana, `/api/customer/tickets/${id}`)).data.messages).toHaveLength(5);

    // every staff change left its record, naming who did it
    expect((await audits(id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['ticket.assign', support.id],
      ['ticket.reply', support.id],
      ['ticket.state', support.id],
      ['ticket.reply', support.id],
    ]);
  });

  it('a seller opens a ticket about an order of their shop; nobody reaches a ticket, order or photo of someone else', async () => {
    const { order } = await orderOf(t.app, t.database.db, seller);
    expect((await open(seller, { order_id: order.id, category: 'seller' })).code).toBe(200);
    const other = await otherSeller(t.app, t.database.db);
    expect(await open(other, { order_id: order.id })).toMatchObject({ code: 2000019 });
    const mine = (await open(ana)).data.id as number;
    const anaPhoto = await photo(ana);
    // bob: ana's ticket on every path, ana's order, ana's photo
    expect((await get(bob, `/api/customer/tickets/${mine}`)).code).toBe(2000019);
    expect((await post(bob, `/api/customer/tickets/${mine}/reply`, { message: 'hi' })).code).toBe(2000019);
    expect((await get(bob, '/api/customer/tickets')).data.items).toEqual([]);
    const { order: anasOrder } = await orderOf(t.app, t.database.db, seller, { user: ana });
    expect((await open(bob, { order_id: anasOrder.id })).code).toBe(2000019);
    expect(await open(bob, { attachments: [anaPhoto] })).toMatchObject({
      code: 1000008,
      data: { field: 'attachments' },
    });
    const bobs = (await open(bob)).data.id as number;
    expect(
      await post(bob, `/api/customer/tickets/${bobs}/reply`, { message: 'hi', attachments: anaPhoto }),
    ).toMatchObject({ code: 1000008, data: { field: 'attachments' } });
    // a refund photo of bob's own is not a ticket photo
    const refundPhoto = await uploadImage(t.app, bob.token, 'refund');
    expect((await open(bob, { attachments: [refundPhoto] })).code).toBe(1000008);
    // nothing of ana's changed
    expect((await get(ana, `/api/customer/tickets/${mine}`)).data.messages).toHaveLength(1);
    // staff may not attach a customer's photo as theirs either
    expect(
      (await post(support, `/api/admin/tickets/${mine}/reply`, { message: 'x', attachments: [anaPhoto] })).code,
    ).toBe(1000008);
    expect((await get(support, '/api/admin/tickets/999999999')).code).toBe(2000019);
  });

  it('staff without the support permission are refused; tickets go only to staff holding it', async () => {
    const id = (await open(bob, { subject: 'Who can see this' })).data.id as number;
    for (const role of ['content', 'finance']) {
      const m = await member(role);
      expect((await get(m, '/api/admin/tickets')).code).toBe(2000040);
      expect((await get(m, `/api/admin/tickets/${id}`)).code).toBe(2000040);
      expect((await post(m, `/api/admin/tickets/${id}/reply`, { message: 'x' })).code).toBe(2000040);
      expect((await post(m, `/api/admin/tickets/${id}/state`, { state: 'closed' })).code).toBe(2000040);
      expect((await post(support, `/api/admin/tickets/${id}/assign`, { staff_id: m.id })).data).toMatchObject({
        field: 'staff_id',
      });
    }
    expect((await get(ana, '/api/admin/tickets')).code).toBe(2000040);
    // the owner holds every permission; assigning to another support member and to nobody
    expect((await post(owner, `/api/admin/tickets/${id}/assign`, { staff_id: support2.id })).data.assignee.id).toBe(
      support2.id,
    );
    expect((await post(support, `/api/admin/tickets/${id}/assign`, { none: true })).data.assignee).toBeNull();
    // unassigned: the customer's reply tells no one
    const before = (await notices(support.id, 1600)).length + (await notices(support2.id, 1600)).length;
    await post(bob, `/api/customer/tickets/${id}/reply`, { message: 'anyone?' });
    expect((await notices(support.id, 1600)).length + (await notices(support2.id, 1600)).length).toBe(before);
    // a staff reply to an unassigned ticket makes it the replier's
    expect((await post(support2, `/api/admin/tickets/${id}/reply`, { message: 'On it.' })).data.assignee.id).toBe(
      support2.id,
    );
    expect((await get(ana, `/api/customer/tickets/${id}`)).code).toBe(2000019);
  });

  it('keeps script and markup verbatim as text, in the API and in a plain-text mail with a one-line subject', async () => {
    const opened = await open(ana, { subject: XSS_SUBJECT, message: XSS_MESSAGE });
    const id = opened.data.id as number;
    expect(opened.data.subject).toBe(XSS_SUBJECT);
    expect(opened.data.messages[0].body).toBe(XSS_MESSAGE);
    expect((await get(support, `/api/admin/tickets/${id}`)).data).toMatchObject({
      subject: XSS_SUBJECT,
      messages: [{ body: XSS_MESSAGE }],
    });
    await post(support, `/api/admin/tickets/${id}/reply`, { message: `Quoting you: ${XSS_MESSAGE}` });
    const mail = await mailWith(ana.email, 'Quoting you:');
    const headers = headersOf(mail.raw);
    expect(headers).toMatch(/^Content-Type: text\/plain/im);
    expect(mail.raw).not.toMatch(/text\/html/i);
    expect(bodyOf(mail.raw)).toContain(XSS_MESSAGE);
    // a subject with line breaks cannot add a header (it arrives as text in the Subject line only)
    const sneaky = (await open(bob, { subject: 'Hi\r\nBcc: thief@example.test\r\nX-Evil: 1', message: 'x' })).data.id;
    expect((await get(bob, `/api/customer/tickets/${sneaky}`)).data.subject).toBe(
      'Hi\r\nBcc: thief@example.test\r\nX-Evil: 1',
    );
    await post(support, `/api/admin/tickets/${sneaky}/reply`, { message: 'Hello' });
    const m2 = await mailWith(bob.email, 'Hello');
    expect(m2.to).toEqual([bob.email]);
    expect(headersOf(m2.raw)).not.toMatch(/^(Bcc|X-Evil):/im);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const u = await registerUser(t.app);
    const count = async () =>
      (
        await rows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM tickets WHERE user_id = ${u.id}`)
      )[0]!.n;
    const bad: [Record<string, unknown>, number, string][] = [
      [{ subject: '   ' }, 1000008, 'subject'],
      [{ subject: '' }, 1000009, 'subject'],
      [{ subject: 'x'.repeat(151) }, 1000008, 'subject'],
      [{ message: 'y'.repeat(5001) }, 1000008, 'message'],
      [{ message: ' \n ' }, 1000008, 'message'],
      [{ category: 'lottery' }, 1000008, 'category'],
      [{ order_id: 'abc' }, 1000008, 'order_id'],
      [{ attachments: ['a', 'b', 'c', 'd', 'e'] }, 1000008, 'attachments'],
      [{ attachments: 'uploads/ticket/none.webp' }, 1000008, 'attachments'],
    ];
    for (const [extra, code, field] of bad) {
      const res = await open(u, extra);
      expect([res.code, res.data?.field], JSON.stringify(extra)).toEqual([code, field]);
    }
    expect(await count()).toBe(0);
    // the limits themselves are fine, trimmed
    const ok = await open(u, { subject: ` ${'s'.repeat(150)} `, message: 'm'.repeat(5000) });
    expect(ok.data.subject).toBe('s'.repeat(150));
    const id = ok.data.id as number;
    expect((await post(u, `/api/customer/tickets/${id}/reply`, { message: '' })).code).toBe(1000009);
    expect((await get(u, '/api/customer/tickets/abc')).code).toBe(1000008);
    expect((await post(support, `/api/admin/tickets/${id}/state`, { state: 'lost' })).code).toBe(1000008);
    expect((await get(support, '/api/admin/tickets?assigned=someone')).code).toBe(1000008);
  });

  it('limits opening tickets to 10 an hour per user (2000042)', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 10; i++) expect((await open(u)).code).toBe(200);
    expect(await open(u)).toMatchObject({ status: 429, code: 2000042 });
    // another user is not limited by it
    expect((await open(await registerUser(t.app))).code).toBe(200);
  });
});
