// Password reset by email, through a real local SMTP server (smtp-server) and through the
// embedded default that writes the mail to DATA_DIR/mail.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../src/db/client.ts';
import { as, randomAddress, registerUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp, testAppWithLog } from './helpers.ts';

const inbox: { to: string; body: string }[] = [];
let rejectMail = false;
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        if (rejectMail) return done(new Error('mailbox unavailable'));
        inbox.push({ to: session.envelope.rcptTo[0]!.address, body });
        done();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await testApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((r) => smtp.close(r));
});

const post = (url: string, payload: Record<string, unknown>, lang = 'en') =>
  call(t.app, { method: 'POST', url, payload, headers: { lang }, remoteAddress: randomAddress() });
/** The message's text: after the headers, quoted-printable decoded. */
function textOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/)).replace(/=\r?\n/g, '');
  const bytes = body.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
const codeIn = (raw: string) => /\b(\d{6})\b/.exec(textOf(raw))?.[1];
/** Mail goes out after the answer (the answer must not reveal whether the email exists). */
const mailsTo = (email: string, count = 1) =>
  vi.waitFor(
    () => {
      const found = inbox.filter((m) => m.to === email);
      if (found.length < count) throw new Error(`waiting for mail ${count} to ${email}`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );

describe('password reset', () => {
  it('mails a 6-digit code and sets a new password with it, signing out every session', async () => {
    const u = await registerUser(t.app);
    const sent = await post('/api/customer/login/forgot', { email: u.email }, 'es');
    expect(sent.data).toMatchObject({ sent: true, resend_after_s: 60 });
    const mail = (await mailsTo(u.email))[0]!;
    expect(textOf(mail.body)).toMatch(/Tu código para restablecer/);
    const code = codeIn(mail.body)!;
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(
      (
        await post('/api/customer/login/reset', {
          email: u.email,
          code: wrong,
          password: 'my new password',
          confirm_password: 'my new password',
        })
      ).code,
    ).toBe(2000002);
    const ok = await post('/api/customer/login/reset', {
      email: u.email,
      code,
      password: 'my new password',
      confirm_password: 'my new password',
    });
    expect(ok.data).toEqual({ reset: true });
    expect((await as(t.app, u, { url: '/api/customer/info/get_userinfo' })).code).toBe(2000017);
    expect((await post('/api/customer/login/account', { email: u.email, password: 'my new password' })).code).toBe(200);
    expect((await post('/api/customer/login/account', { email: u.email, password: u.password })).code).toBe(1100002);
    // a used code does not work twice
    expect(
      (
        await post('/api/customer/login/reset', {
          email: u.email,
          code,
          password: 'another one here',
          confirm_password: 'another one here',
        })
      ).code,
    ).toBe(2000002);
  });

  it('allows a resend only after 60 s, and the new code replaces the old', async () => {
    const u = await registerUser(t.app);
    const first = await post('/api/customer/login/forgot', { email: u.email });
    await mailsTo(u.email);
    // within the minute: the same answer, but no second mail
    const again = await post('/api/customer/login/forgot', { email: u.email });
    expect(again).toMatchObject({ status: 200, code: 200, data: first.data });
    await t.database.db.execute(
      sql`UPDATE password_resets SET sent_at = now() - interval '61 seconds' WHERE user_id = ${u.id}`,
    );
    expect((await post('/api/customer/login/forgot', { email: u.email })).code).toBe(200);
    const codes = (await mailsTo(u.email, 2)).map((m) => codeIn(m.body)!);
    expect(codes).toHaveLength(2);
    if (codes[0] !== codes[1]) {
      expect(
        (
          await post('/api/customer/login/reset', {
            email: u.email,
            code: codes[0],
            password: 'new password 1',
            confirm_password: 'new password 1',
          })
        ).code,
      ).toBe(2000002);
    }
    expect(
      (
        await post('/api/customer/login/reset', {
          email: u.email,
          code: codes[1],
          password: 'new password 1',
          confirm_password: 'new password 1',
        })
      ).code,
    ).toBe(200);
  });

  it('stops after five wrong codes, and refuses expired ones', async () => {
    const u = await registerUser(t.app);
    await post('/api/customer/login/forgot', { email: u.email });
    const code = codeIn((await mailsTo(u.email)).at(-1)!.body)!;
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      await post('/api/customer/login/reset', {
        email: u.email,
        code: wrong,
        password: 'whatever it is',
        confirm_password: 'whatever it is',
      });
    }
    expect(
      (
        await post('/api/customer/login/reset', {
          email: u.email,
          code,
          password: 'whatever it is',
          confirm_password: 'whatever it is',
        })
      ).code,
    ).toBe(2000002);
    const v = await registerUser(t.app);
    await post('/api/customer/login/forgot', { email: v.email });
    const vcode = codeIn((await mailsTo(v.email)).at(-1)!.body)!;
    await t.database.db.execute(
      sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = ${v.id}`,
    );
    expect(
      (
        await post('/api/customer/login/reset', {
          email: v.email,
          code: vcode,
          password: 'whatever it is',
          confirm_password: 'whatever it is',
        })
      ).code,
    ).toBe(2000002);
  });

  it('answers alike whether or not the email has an account, and survives a refused mail', async () => {
    const u = await registerUser(t.app);
    const unknown = await post('/api/customer/login/forgot', { email: 'nobody-here@example.test' });
    const known = await post('/api/customer/login/forgot', { email: u.email });
    expect(unknown).toMatchObject({ status: 200, code: 200, data: known.data });
    await mailsTo(u.email);
    expect(inbox.some((m) => m.to === 'nobody-here@example.test')).toBe(false);
    const v = await registerUser(t.app);
    rejectMail = true;
    try {
      expect((await post('/api/customer/login/forgot', { email: v.email })).code).toBe(200);
      // the refused mail leaves no code behind, so the user may ask again at once
      await vi.waitFor(
        async () => {
          const left = await rows(t.database.db, sql`SELECT 1 FROM password_resets WHERE user_id = ${v.id}`);
          if (left.length) throw new Error('code still stored');
        },
        { timeout: 5000, interval: 50 },
      );
    } finally {
      rejectMail = false;
    }
    expect((await post('/api/customer/login/forgot', { email: v.email })).code).toBe(200);
    await mailsTo(v.email);
    expect(
      (
        await post('/api/customer/login/reset', {
          email: u.email,
          code: '12345',
          password: 'x'.repeat(10),
          confirm_password: 'x'.repeat(10),
        })
      ).data.field,
    ).toBe('code');
  });
});

describe('mail without an SMTP server', () => {
  it('writes the message to DATA_DIR/mail', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'polymart-mail-'));
    const local = await testAppWithLog({ DATA_DIR: dataDir });
    try {
      const u = await registerUser(local.app);
      const res = await call(local.app, {
        method: 'POST',
        url: '/api/customer/login/forgot',
        payload: { email: u.email },
        remoteAddress: randomAddress(),
      });
      expect(res.code).toBe(200);
      const files = await vi.waitFor(
        async () => {
          const found = await readdir(join(dataDir, 'mail')).catch(() => []);
          if (!found.length) throw new Error('no mail yet');
          return found;
        },
        { timeout: 5000 },
      );
      expect(files).toHaveLength(1);
      const eml = await readFile(join(dataDir, 'mail', files[0]!), 'utf8');
      expect(eml).toContain(`To: ${u.email}`);
      expect(codeIn(eml)).toMatch(/^\d{6}$/);
      expect(files[0]).not.toContain(u.email.split('@')[0]);
      expect(local.log()).not.toContain(u.email);
    } finally {
      await local.app.close();
      await local.database.close();
    }
  });
});
