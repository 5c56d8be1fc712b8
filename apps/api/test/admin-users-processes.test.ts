// Issue 15: a ban takes effect at once across server processes (PostgreSQL, two real processes on one
// database, as checkout-race.test.ts): a person signed in on process A is banned through process B,
// and their very next request on A is refused; signing in again is refused on both.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

type Envelope = { code: number; data: any };

describe.runIf(engine === 'postgres')('a ban across two server processes', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    const database = await testDatabase();
    t = await testApp({}, database);
    servers = await Promise.all([startServerProcess(database.url!), startServerProcess(database.url!)]);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcesses(servers);
    await t?.close();
    await t?.database.close();
  });

  const send = (base: string, path: string, opts: { token?: string; body?: Record<string, unknown> } = {}) =>
    fetch(`${base}${path}`, {
      method: opts.body ? 'POST' : 'GET',
      headers: {
        ...(opts.body ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { 'access-token': opts.token } : {}),
      },
      ...(opts.body ? { body: JSON.stringify(opts.body) } : {}),
    }).then((r) => r.json() as Promise<Envelope>);

  it('refuses the banned person’s next request on the other process, and their sign-in on both', async () => {
    const [a, b] = [servers[0]!.base, servers[1]!.base];
    const email = `ban${randomBytes(5).toString('hex')}@example.test`;
    const password = 'correct horse battery';
    const registered = await send(a, '/api/customer/register/account', {
      body: {
        name: 'Banned Later',
        phone: '+34 600 000 002',
        email,
        password,
        confirm_password: password,
        agree: 'true',
      },
    });
    expect(registered.code).toBe(200);
    const userId = registered.data.user.id as number;
    const token = (await send(a, '/api/customer/login/account', { body: { email, password } })).data['access-token'];
    // signed in on A, and A has already served them (a cache of the session would be warm now)
    expect((await send(a, '/api/customer/info/get_userinfo', { token })).code).toBe(200);
    expect((await send(a, '/api/customer/info/get_userinfo', { token })).code).toBe(200);

    const admin = await send(b, '/api/customer/login/account', {
      body: { email: 'admin@demo.test', password: 'demo1234' },
    });
    expect(admin.code).toBe(200);
    const banned = await send(b, `/api/admin/users/${userId}/ban`, {
      token: admin.data['access-token'],
      body: { reason: 'Two processes' },
    });
    expect(banned.code).toBe(200);
    expect(banned.data.ban.banned).toBe(true);

    expect((await send(a, '/api/customer/info/get_userinfo', { token })).code).toBe(2000017);
    expect((await send(b, '/api/customer/info/get_userinfo', { token })).code).toBe(2000017);
    for (const base of [a, b]) {
      expect((await send(base, '/api/customer/login/account', { body: { email, password } })).code).toBe(2000051);
    }

    const lifted = await send(a, `/api/admin/users/${userId}/unban`, { token: admin.data['access-token'], body: {} });
    expect(lifted.code).toBe(200);
    const again = await send(b, '/api/customer/login/account', { body: { email, password } });
    expect(again.code).toBe(200);
    expect((await send(a, '/api/customer/info/get_userinfo', { token: again.data['access-token'] })).code).toBe(200);
  });
});
