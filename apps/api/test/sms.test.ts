// Phone verification by SMS (issue 16), through a real local HTTP server that answers as the
// provider (Twilio's Messages API) does, and through the embedded default that writes each SMS to
// DATA_DIR/sms. Both engines.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testAppWithLog } from './helpers.ts';
import { demoLogin } from './orders-helpers.ts';
import { type SmsProvider, startSmsProvider } from './sms-provider.ts';

/** Tests that start a second app (a database copy of their own). */
const SLOW = { timeout: 120_000 };
let provider: SmsProvider;
let t: TestApp & { log(): string };
let admin: { token: string };
const sentCodes: string[] = [];

beforeAll(async () => {
  provider = await startSmsProvider();
  t = await testAppWithLog({ ...provider.env(), SMS_TIMEOUT_MS: '2000' });
  admin = await demoLogin(t.app, 'admin@demo.test');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** A fresh number for each test: the limits count per number. */
let counter = 0;
const freshPhone = () => `+3469${String(Date.now() % 100_000).padStart(5, '0')}${String(counter++).padStart(2, '0')}`;

const post = (url: string, payload: Record<string, unknown>, opts: { ip?: string; user?: TestUser } = {}) =>
  call(t.app, {
    method: 'POST',
    url,
    payload,
    remoteAddress: opts.ip ?? randomAddress(),
    headers: opts.user ? { 'access-token': opts.user.token } : {},
  });
const send = (phone: string, purpose: string, opts: { ip?: string; user?: TestUser } = {}) =>
  post('/api/customer/sms/send', { phone, purpose }, opts);
/** The code of the last SMS the provider accepted for the number. */
async function codeFor(phone: string): Promise<string> {
  const message = await vi.waitFor(
    () => {
      const found = provider.messages.filter((m) => m.to === phone).at(-1);
      if (!found) throw new Error(`waiting for an SMS to ${phone}`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
  const code = /\b(\d{6})\b/.exec(message.body)![1]!;
  sentCodes.push(code);
  return code;
}
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** As if the last send to the number was a minute ago (the resend wait is 60 s). */
const aMinuteLater = async (phone: string) => {
  await t.database.db.execute(
    sql`UPDATE sms_sends SET sent_at = sent_at - interval '61 seconds' WHERE phone = ${phone}`,
  );
  await t.database.db.execute(
    sql`UPDATE sms_codes SET sent_at = sent_at - interval '61 seconds' WHERE phone = ${phone}`,
  );
};

async function setSettings(change: Record<string, boolean>) {
  const current = (await as(t.app, admin.token, { method: 'GET', url: '/api/admin/settings' })).data;
  const saved = await as(t.app, admin.token, {
    method: 'POST',
    url: '/api/admin/settings',
    payload: { ...current, ...change },
  });
  expect(saved.code).toBe(200);
  expect(saved.data).toMatchObject(change);
}

describe('phone verification by SMS', () => {
  it('texts a 6-digit code through the provider and verifies the signed-in user’s phone with it', async () => {
    const ana = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const phone = freshPhone();
    expect((await send(phone, 'verify')).code).toBe(1100003); // verify needs a session
    const sent = await send(phone.replace(/^\+34/, '0034 ').replace(/(\d{3})(?=\d)/g, '$1 '), 'verify', { user: ana });
    expect(sent).toMatchObject({ code: 200, data: { sent: true, resend_after_s: 60, valid_minutes: 10 } });
    const message = provider.messages.at(-1)!;
    expect(message).toMatchObject({ to: phone, from: provider.from });
    expect(provider.refused).toEqual([]);
    const code = await codeFor(phone);
    expect(code).toMatch(/^\d{6}$/);

    const status = (user: TestUser) => as(t.app, user, { method: 'GET', url: '/api/customer/sms/status' });
    expect((await status(ana)).data).toMatchObject({ verified: false, verified_phone: null });
    // bob holds ana's code: it is not his (no try is counted against ana's code either)
    expect((await post('/api/customer/sms/verify', { phone, code }, { user: bob })).code).toBe(2000076);
    const wrong = await post('/api/customer/sms/verify', { phone, code: other(code) }, { user: ana });
    expect(wrong).toMatchObject({ code: 2000075, data: { field: 'code', attempts_left: 4 } });
    const ok = await post('/api/customer/sms/verify', { phone, code }, { user: ana });
    expect(ok).toMatchObject({ code: 200, data: { phone, verified: true, verified_phone: phone } });
    expect(ok.data.phone_verified_at).toBeTruthy();
    expect((await status(bob)).data.verified).toBe(false);
    // the code is used up; the number is ana's now: bob cannot even ask for a code for it
    expect((await post('/api/customer/sms/verify', { phone, code }, { user: ana })).code).toBe(2000076);
    expect((await send(phone, 'verify', { user: bob })).code).toBe(2000079);
    // a new phone in the profile is not verified until it gets its own code
    await as(t.app, ana, {
      method: 'POST',
      url: '/api/customer/info/update_user',
      payload: { phone: '+34 611 222 333' },
    });
    expect((await status(ana)).data).toMatchObject({ verified: false, phone_verified_at: null });
  });

  it('refuses bad numbers and purposes with 1000008 naming the field', async () => {
    for (const [payload, field] of [
      [{ phone: '12', purpose: 'register' }, 'phone'],
      [{ phone: '+34 600 <b>', purpose: 'register' }, 'phone'],
      [{ phone: freshPhone(), purpose: 'login' }, 'purpose'],
    ] as const) {
      expect(await post('/api/customer/sms/send', payload)).toMatchObject({ code: 1000008, data: { field } });
    }
  });

  it('kills a code after five wrong tries, and after its 10 minutes', async () => {
    const ana = await registerUser(t.app);
    const phone = freshPhone();
    await send(phone, 'verify', { user: ana });
    const code = await codeFor(phone);
    for (const left of [4, 3, 2, 1]) {
      const res = await post('/api/customer/sms/verify', { phone, code: other(code) }, { user: ana });
      expect(res).toMatchObject({ code: 2000075, data: { attempts_left: left } });
    }
    expect((await post('/api/customer/sms/verify', { phone, code: other(code) }, { user: ana })).code).toBe(2000076);
    expect((await post('/api/customer/sms/verify', { phone, code }, { user: ana })).code).toBe(2000076);

    await aMinuteLater(phone);
    await send(phone, 'verify', { user: ana });
    const next = await codeFor(phone);
    await t.database.db.execute(
      sql`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = ${phone}`,
    );
    expect((await post('/api/customer/sms/verify', { phone, code: next }, { user: ana })).code).toBe(2000076);
    // stored hashed: the table never holds the code itself
    const row = await one<{ code_hash: string }>(
      t.database.db,
      sql`SELECT code_hash FROM sms_codes WHERE phone = ${phone}`,
    );
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends again only after 60 s, and at most 5 codes an hour to a number', async () => {
    const phone = freshPhone();
    expect((await send(phone, 'register')).code).toBe(200);
    const wait = await send(phone, 'register');
    expect(wait.code).toBe(2000077);
    expect(wait.data.resend_after_s).toBeGreaterThan(55);
    expect(wait.data.resend_after_s).toBeLessThanOrEqual(60);
    for (let i = 2; i <= 5; i++) {
      await aMinuteLater(phone);
      expect((await send(phone, 'register')).code).toBe(200);
    }
    await aMinuteLater(phone);
    const limited = await send(phone, 'register');
    expect(limited).toMatchObject({ status: 429, code: 2000042, data: { limit: 'number' } });
    expect(limited.data.retry_after_s).toBeGreaterThan(3000);
    expect(provider.messages.filter((m) => m.to === phone)).toHaveLength(5);
  });

  it('sends at most 20 codes an hour from one address', async () => {
    const ip = randomAddress();
    const before = provider.messages.length;
    for (let i = 0; i < 20; i++) expect((await send(freshPhone(), 'register', { ip })).code).toBe(200);
    const limited = await send(freshPhone(), 'register', { ip });
    expect(limited).toMatchObject({ status: 429, code: 2000042, data: { limit: 'address' } });
    expect(provider.messages.length).toBe(before + 20);
    expect((await send(freshPhone(), 'register')).code).toBe(200); // another address is not held up
  });

  it('answers 2000001 when the provider fails, refuses, does not answer or is not there; the user may retry at once', async () => {
    const phone = freshPhone();
    try {
      for (const mode of ['fail', 'reject', 'hang'] as const) {
        provider.mode = mode;
        expect(await send(phone, 'register')).toMatchObject({ code: 2000001, message: 'sending SMS failed' });
        const left = await one<{ n: number }>(
          t.database.db,
          sql`SELECT count(*)::int AS n FROM sms_codes WHERE phone = ${phone}`,
        );
        expect(left!.n).toBe(0);
      }
    } finally {
      provider.mode = 'ok';
    }
    expect((await send(phone, 'register')).code).toBe(200);
    await codeFor(phone);
    // a provider that is not there at all: the connection is refused
    await provider.down();
    try {
      expect((await send(freshPhone(), 'register')).code).toBe(2000001);
    } finally {
      await provider.up();
    }
    expect((await send(freshPhone(), 'register')).code).toBe(200);
  });

  it('requires a verified phone at registration when the setting is on (audited), and not when off', async () => {
    const register = (phone: string, extra: Record<string, unknown> = {}) => {
      const email = `p${Date.now()}${counter++}@example.test`;
      return post('/api/customer/register/account', {
        name: 'Phone User',
        phone,
        email,
        password: 'correct horse battery',
        confirm_password: 'correct horse battery',
        agree: 'true',
        ...extra,
      });
    };
    await setSettings({ require_phone_verification: true });
    try {
      const audit = await one<{ after: Record<string, unknown> }>(
        t.database.db,
        sql`SELECT after FROM audit_log WHERE action = 'setting.update' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit!.after).toEqual({ require_phone_verification: true });
      const config = (await call(t.app, '/api/customer/index/store?type=website_config')).data;
      expect(config.require_phone_verification).toBe(true);

      const phone = freshPhone();
      expect(await register(phone)).toMatchObject({ code: 2000078, data: { field: 'sms_code' } });
      expect((await send(phone, 'register')).code).toBe(200);
      const code = await codeFor(phone);
      expect((await register(phone, { sms_code: other(code) })).code).toBe(2000075);
      const made = await register(phone.replace(/(\d{2})(?=\d)/g, '$1 '), { sms_code: code });
      expect(made.code).toBe(200);
      const status = await as(t.app, made.data['access-token'], { method: 'GET', url: '/api/customer/sms/status' });
      expect(status.data).toMatchObject({ verified: true, verified_phone: phone });
      // one account per verified number
      await aMinuteLater(phone);
      expect((await send(phone, 'register')).code).toBe(2000079);
    } finally {
      await setSettings({ require_phone_verification: false });
    }
    expect((await register(freshPhone())).code).toBe(200);
  });

  it('resets a password by phone when allowed, answering the same whether or not the number has an account', async () => {
    const ana = await registerUser(t.app);
    const phone = freshPhone();
    await send(phone, 'verify', { user: ana });
    await post('/api/customer/sms/verify', { phone, code: await codeFor(phone) }, { user: ana });

    expect((await send(phone, 'reset')).code).toBe(2000040); // the setting is off
    await setSettings({ reset_by_phone: true });
    try {
      await aMinuteLater(phone);
      const nobody = freshPhone();
      const [known, unknown] = await Promise.all([send(phone, 'reset'), send(nobody, 'reset')]);
      expect(known.code).toBe(200);
      expect(unknown).toEqual({ ...known, headers: unknown.headers });
      expect((await send(nobody, 'reset')).code).toBe(2000077); // the same countdown too
      const code = await codeFor(phone);
      await new Promise((r) => setTimeout(r, 100));
      expect(provider.messages.filter((m) => m.to === nobody)).toEqual([]);

      const reset = (payload: Record<string, unknown>) =>
        post('/api/customer/login/reset_by_phone', {
          password: 'a brand new password',
          confirm_password: 'a brand new password',
          ...payload,
        });
      expect((await reset({ phone, code: other(code) })).code).toBe(2000075);
      // the number without an account holds a code too (never sent): a guess is just wrong
      expect((await reset({ phone: nobody, code })).code).toBe(2000075);
      expect(await reset({ phone, code })).toMatchObject({ code: 200, data: { reset: true } });
      const login = await post('/api/customer/login/account', { email: ana.email, password: 'a brand new password' });
      expect(login.code).toBe(200);
      expect((await as(t.app, ana, { method: 'GET', url: '/api/customer/info/get_userinfo' })).code).not.toBe(200);
      expect((await reset({ phone, code })).code).toBe(2000076); // used up
    } finally {
      await setSettings({ reset_by_phone: false });
    }
  });

  it('never writes a code to the log, only a masked number', () => {
    const log = t.log();
    expect(sentCodes.length).toBeGreaterThan(5);
    for (const code of sentCodes) expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    expect(log).toMatch(/sms to \+34\*+\d{3} sent \(sid SM/);
    expect(log).toContain('sms failed');
  });
});

describe('embedded SMS (no provider)', () => {
  it('writes the SMS to DATA_DIR/sms and logs where, without the code', SLOW, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'polymart-sms-'));
    const local = await testAppWithLog({ DATA_DIR: dataDir });
    try {
      const phone = freshPhone();
      const res = await call(local.app, {
        method: 'POST',
        url: '/api/customer/sms/send',
        payload: { phone, purpose: 'register' },
        remoteAddress: randomAddress(),
      });
      expect(res.code).toBe(200);
      const files = await readdir(join(dataDir, 'sms'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(new RegExp(`^\\d+-\\+34x+${phone.slice(-3)}\\.txt$`));
      const text = await readFile(join(dataDir, 'sms', files[0]!), 'utf8');
      expect(text).toContain(`To: ${phone}`);
      const code = /\b(\d{6})\b/.exec(text)![1]!;
      const log = local.log();
      expect(log).toContain(`code written to ${join(dataDir, 'sms', files[0]!)}`);
      expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(log).not.toContain(phone);
    } finally {
      await local.close();
    }
  });
});
