// Registration, login, sessions, user info and profile.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { as, randomAddress, registerUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  call(t.app, { method: 'POST', url, payload, remoteAddress });
const good = {
  name: 'Ana López',
  phone: '+34 611 222 333',
  password: 'a long enough secret',
  confirm_password: 'a long enough secret',
  agree: 'true',
};

describe('registration', () => {
  it('creates a customer, signs in at once and answers like login', async () => {
    const res = await post('/api/customer/register/account', { ...good, email: 'Ana@Example.test' });
    expect(res.code).toBe(200);
    expect(res.data['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.user).toMatchObject({ email: 'ana@example.test', name: 'Ana López', role: 'customer' });
    expect(res.data.user.invitation_code).toMatch(/^[A-Z0-9]{10}$/);
    expect(res.data).toMatchObject({ seller_url: '', card: { count: 0 }, message_unread_count: 0 });
    const stored = await one<{ password_hash: string }>(
      t.database.db,
      sql`SELECT password_hash FROM users WHERE email = 'ana@example.test'`,
    );
    expect(stored!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses an email that exists, in any letter case', async () => {
    await post('/api/customer/register/account', { ...good, email: 'dup@example.test' });
    expect((await post('/api/customer/register/account', { ...good, email: 'DUP@example.test' })).code).toBe(1100000);
  });

  it('answers 1100001 naming the field for bad data', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 'x1@example.test', password: 'short', confirm_password: 'short' }, 'password'],
      [{ email: 'x2@example.test', confirm_password: 'something else' }, 'confirm_password'],
      [{ email: 'x3@example.test', agree: 'false' }, 'agree'],
      [{ email: 'x4@example.test', phone: 'call me' }, 'phone'],
      [{ email: 'x5@example.test', invitation_code: 'NOSUCHCODE' }, 'invitation_code'],
      [{ email: 'x6@example.test', password: 'p'.repeat(129), confirm_password: 'p'.repeat(129) }, 'password'],
    ];
    for (const [change, field] of cases) {
      const res = await post('/api/customer/register/account', { ...good, ...change });
      expect(res.code, field).toBe(1100001);
      expect(res.data.field, field).toBe(field);
    }
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/customer/register/account',
      payload: { email: 'x7@example.test' },
    });
    expect(missing.code).toBe(1100001);
    const created = await one<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'x_@example.test'`,
    );
    expect(created!.n).toBe(0);
  });

  it('accepts a 64-character password and links an invitation code to its owner', async () => {
    const inviter = await registerUser(t.app);
    const info = await as(t.app, inviter, { url: '/api/customer/info/get_userinfo' });
    const long = 'x'.repeat(64);
    const res = await post('/api/customer/register/account', {
      ...good,
      email: 'invited@example.test',
      password: long,
      confirm_password: long,
      invitation_code: info.data.invitation_code.toLowerCase(),
    });
    expect(res.code).toBe(200);
    const row = await one<{ invited_by: number }>(
      t.database.db,
      sql`SELECT invited_by FROM users WHERE email = 'invited@example.test'`,
    );
    expect(row!.invited_by).toBe(inviter.id);
  });
});

describe('login and sessions', () => {
  it('signs in with the right password and answers 1100002 alike for a wrong password or email', async () => {
    const u = await registerUser(t.app);
    const ok = await post('/api/customer/login/account', { email: u.email.toUpperCase(), password: u.password });
    expect(ok.code).toBe(200);
    expect(ok.data['access-token']).not.toBe(u.token);
    const wrongPassword = await post('/api/customer/login/account', { email: u.email, password: 'nope nope nope' });
    const wrongEmail = await post('/api/customer/login/account', {
      email: 'nobody@example.test',
      password: 'nope nope nope',
    });
    expect(wrongPassword.code).toBe(1100002);
    expect(wrongEmail.code).toBe(1100002);
    expect(wrongEmail.message).toBe(wrongPassword.message);
  });

  it('slows down a guesser at one address at once, while the owner at another signs in', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/customer/login/account', { email: u.email, password: 'wrong wrong' }, '10.1.0.9')).code,
      ).toBe(1100002);
    }
    const blocked = await post('/api/customer/login/account', { email: u.email, password: u.password }, '10.1.0.9');
    expect(blocked).toMatchObject({ status: 429, code: 2000042 });
    expect(blocked.data.retry_after_s).toBeLessThanOrEqual(2);
    // the same account from the owner's own address: not kept out
    expect((await post('/api/customer/login/account', { email: u.email, password: u.password }, '10.1.1.1')).code).toBe(
      200,
    );
    await new Promise((r) => setTimeout(r, 1100 * blocked.data.retry_after_s));
    expect((await post('/api/customer/login/account', { email: u.email, password: u.password }, '10.1.0.9')).code).toBe(
      200,
    );
  });

  it('caps failures per account from many addresses with a wait that grows slowly', async () => {
    const u = await registerUser(t.app);
    for (let i = 0; i < 50; i++) {
      const res = await post('/api/customer/login/account', { email: u.email, password: 'wrong wrong' }, `10.4.${i}.1`);
      expect(res.code).toBe(1100002);
    }
    const blocked = await post('/api/customer/login/account', { email: u.email, password: u.password }, '10.5.0.1');
    expect(blocked).toMatchObject({ status: 429, code: 2000042 });
    expect(blocked.data.retry_after_s).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await post('/api/customer/login/account', { email: u.email, password: u.password }, '10.5.0.1')).code).toBe(
      200,
    );
  });

  it('throttles guesses of the current password when changing it, like login', async () => {
    const u = await registerUser(t.app);
    const change = (current: string) =>
      as(t.app, u, {
        method: 'POST',
        url: '/api/customer/info/update_user',
        payload: {
          password: 'another long secret',
          confirm_password: 'another long secret',
          current_password: current,
        },
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess ${i} guess`)).code).toBe(1100004);
    const blocked = await change(u.password);
    expect(blocked).toMatchObject({ status: 429, code: 2000042 });
  });

  it('limits login attempts per address', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++) {
      codes.push(
        (await post('/api/customer/login/account', { email: `n${i}@example.test`, password: 'x' }, '10.2.0.1')).status,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('answers 1100003 without a token, 1000004 for an unknown one, 1100003 when expired, 2000017 after logout', async () => {
    const u = await registerUser(t.app);
    expect((await call(t.app, '/api/customer/info/get_userinfo')).code).toBe(1100003);
    expect((await as(t.app, 'made-up-token', { url: '/api/customer/info/get_userinfo' })).code).toBe(1000004);
    expect((await as(t.app, u, { url: '/api/customer/info/get_userinfo' })).code).toBe(200);
    expect((await as(t.app, u, { url: '/api/customer/user/logout' })).code).toBe(200);
    expect((await as(t.app, u, { url: '/api/customer/info/get_userinfo' })).code).toBe(2000017);
    const v = await registerUser(t.app);
    await t.database.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = ${v.id}`,
    );
    expect((await as(t.app, v, { url: '/api/customer/info/get_userinfo' })).code).toBe(1100003);
  });

  it('stores only a hash of the token and slides the expiry when used', async () => {
    const u = await registerUser(t.app);
    const row = await one<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM sessions WHERE user_id = ${u.id}`,
    );
    expect(row!.token_hash).not.toContain(u.token);
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    await t.database.db.execute(
      sql`UPDATE sessions SET last_used_at = now() - interval '2 days', expires_at = now() + interval '1 day' WHERE user_id = ${u.id}`,
    );
    await as(t.app, u, { url: '/api/customer/info/get_userinfo' });
    const after = await one<{ days: number }>(
      t.database.db,
      sql`SELECT extract(epoch FROM expires_at - now())::float8 / 86400 AS days FROM sessions WHERE user_id = ${u.id}`,
    );
    expect(after!.days).toBeGreaterThan(29);
  });

  it('re-hashes a password made with weaker parameters at the next login', async () => {
    const u = await registerUser(t.app);
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash(u.password, { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.database.db.execute(sql`UPDATE users SET password_hash = ${weak} WHERE id = ${u.id}`);
    expect((await post('/api/customer/login/account', { email: u.email, password: u.password })).code).toBe(200);
    const row = await one<{ password_hash: string }>(
      t.database.db,
      sql`SELECT password_hash FROM users WHERE id = ${u.id}`,
    );
    expect(row!.password_hash).toMatch(/m=19456,t=2,p=1/);
  });

  it('gives the demo seller a seller url with a one-time code, never the session', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: 'seller@demo.test', password: 'demo1234' },
      remoteAddress: '10.3.0.1',
    });
    const url = new URL(res.data.seller_url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:80/seller/'.replace(':80', ''));
    expect(url.searchParams.get('ptoken')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('ptoken')).not.toBe(res.data['access-token']);
  });
});

describe('user info and profile', () => {
  it('gives the counts of spec §3', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u, { url: '/api/customer/info/get_userinfo' });
    expect(res.data).toMatchObject({
      firstname: 'Test User',
      role: 'customer',
      card: { count: 0 },
      product: { count: 0 },
      notice: { count: 0 },
    });
  });

  it('updates name, phone, payout details and wallet addresses', async () => {
    const u = await registerUser(t.app);
    const res = await as(t.app, u, {
      method: 'POST',
      url: '/api/customer/info/update_user',
      payload: {
        name: 'New Name',
        phone: '+66 81 234 5678',
        bank_name: 'Kasikorn',
        account_name: 'New Name',
        account_number: '123-4-56789',
        routing_number: 'KASITHBK',
        address: 'Sukhumvit 1, Bangkok',
        wallet_addresses: JSON.stringify({ USDT: 'TQ9y8abc', BTC: 'bc1qxyz' }),
      },
    });
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({
      name: 'New Name',
      bank_name: 'Kasikorn',
      account_number: '123-4-56789',
      wallet_addresses: { USDT: 'TQ9y8abc', BTC: 'bc1qxyz' },
    });
  });

  it('answers 1100004 for bad profile data and changes nothing', async () => {
    const u = await registerUser(t.app);
    for (const payload of [{ phone: 'x' }, { wallet_addresses: '{bad json' }, { account_number: '!!' }, { name: '' }]) {
      const res = await as(t.app, u, { method: 'POST', url: '/api/customer/info/update_user', payload });
      expect(res.code, JSON.stringify(payload)).toBe(payload.name === '' ? 200 : 1100004);
    }
    const info = await as(t.app, u, { url: '/api/customer/info/get_userinfo' });
    expect(info.data.phone).toBe('+34 600 000 000');
  });

  it('changes the password only with the current one, and signs out the other sessions', async () => {
    const u = await registerUser(t.app);
    const other = await post('/api/customer/login/account', { email: u.email, password: u.password }, '10.4.0.1');
    const wrong = await as(t.app, u, {
      method: 'POST',
      url: '/api/customer/info/update_user',
      payload: {
        current_password: 'not it at all',
        password: 'brand new secret',
        confirm_password: 'brand new secret',
      },
    });
    expect(wrong).toMatchObject({ code: 1100004, data: { field: 'current_password' } });
    const missing = await as(t.app, u, {
      method: 'POST',
      url: '/api/customer/info/update_user',
      payload: { password: 'brand new secret', confirm_password: 'brand new secret' },
    });
    expect(missing.code).toBe(1100004);
    const ok = await as(t.app, u, {
      method: 'POST',
      url: '/api/customer/info/update_user',
      payload: { current_password: u.password, password: 'brand new secret', confirm_password: 'brand new secret' },
    });
    expect(ok.code).toBe(200);
    expect((await as(t.app, u, { url: '/api/customer/info/get_userinfo' })).code).toBe(200);
    expect((await as(t.app, other.data['access-token'], { url: '/api/customer/info/get_userinfo' })).code).toBe(
      2000017,
    );
    expect(
      (await post('/api/customer/login/account', { email: u.email, password: 'brand new secret' }, '10.4.0.2')).code,
    ).toBe(200);
  });
});
