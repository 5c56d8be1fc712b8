// Test helpers for signed-in calls: register a fresh user through the API and call as them.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type Answer, call, type TestApp, testApp } from './helpers.ts';

export const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

export async function registerUser(app: FastifyInstance, extra: Record<string, unknown> = {}): Promise<TestUser> {
  const email = `u${randomBytes(5).toString('hex')}@example.test`;
  const password = 'correct horse battery';
  const res = await call(app, {
    method: 'POST',
    url: '/api/customer/register/account',
    payload: {
      name: 'Test User',
      phone: '+34 600 000 000',
      email,
      password,
      confirm_password: password,
      agree: 'true',
      ...extra,
    },
    // registration is rate-limited per address; every test user comes from its own
    remoteAddress: randomAddress(),
  });
  if (res.code !== 200) throw new Error(`register failed: ${res.code} ${res.message}`);
  return { id: res.data.user.id, email, password, token: res.data['access-token'] };
}

/** A call with the user's token in the access-token header. */
export function as<T = any>(app: FastifyInstance, user: TestUser | string, opts: InjectOptions): Promise<Answer<T>> {
  const token = typeof user === 'string' ? user : user.token;
  return call<T>(app, { ...opts, headers: { ...(opts.headers ?? {}), 'access-token': token } });
}

/** A fresh app with two newly registered users, ana and bob (one owns, the other must not see). */
export async function twoUsers(): Promise<{ t: TestApp; ana: TestUser; bob: TestUser }> {
  const t = await testApp();
  const [ana, bob] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
  return { t, ana, bob };
}
