// TikTok sign-in end to end against a real local OAuth 2.0 server (oauth2-mock-server):
// authorize redirect with state, code exchange, user info, account created once then reused.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomAddress } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';

let oauth: OAuth2Server;
let t: TestApp;
let issuer = '';

beforeAll(async () => {
  oauth = new OAuth2Server();
  await oauth.issuer.keys.generate('RS256');
  await oauth.start(0, '127.0.0.1');
  issuer = oauth.issuer.url!;
  t = await testApp({
    PUBLIC_HOSTS: 'shop.test',
    TIKTOK_CLIENT_KEY: 'polymart-test-key',
    TIKTOK_CLIENT_SECRET: 'polymart-test-secret',
    TIKTOK_AUTH_URL: `${issuer}/authorize`,
    TIKTOK_TOKEN_URL: `${issuer}/token`,
    TIKTOK_USERINFO_URL: `${issuer}/userinfo`,
  });
});
afterAll(async () => {
  await t.close();
  await oauth.stop();
});

const tiktok = (data?: string) =>
  call(t.app, {
    url: `/api/customer/login/tiktok${data === undefined ? '' : `?data=${encodeURIComponent(data)}`}`,
    headers: { host: 'shop.test' },
    remoteAddress: randomAddress(),
  });

/** Runs the browser's part: start, follow TikTok's redirect, come back through our callback. */
async function signInWithTikTok(user: { open_id: string; display_name: string }) {
  const start = await tiktok();
  const authorize = new URL(start.data.url);
  expect(authorize.searchParams.get('client_key')).toBe('polymart-test-key');
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://shop.test/oauth/tiktok/callback');
  const res = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe(authorize.searchParams.get('state'));
  // our callback hands code and state to the storefront's callback page
  const callback = await t.app.inject({ url: `${back.pathname}${back.search}`, headers: { host: 'shop.test' } });
  expect(callback.statusCode).toBe(302);
  const page = callback.headers.location as string;
  expect(page).toMatch(/^\/#\/pages\/users\/tiktok\?/);
  oauth.service.once('beforeUserinfo', (info) => {
    info.body = { data: { user } };
  });
  return { data: page.split('?')[1]!, answer: await tiktok(page.split('?')[1]) };
}

describe('TikTok sign-in', () => {
  it('creates the account on the first sign-in and signs in to it later', async () => {
    const first = await signInWithTikTok({ open_id: 'tt-open-1', display_name: 'Tik Toker' });
    expect(first.answer.code).toBe(200);
    expect(first.answer.data.user).toMatchObject({ name: 'Tik Toker', role: 'customer' });
    expect(first.answer.data['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await signInWithTikTok({ open_id: 'tt-open-1', display_name: 'Renamed' });
    expect(again.answer.data.user.id).toBe(first.answer.data.user.id);
    const other = await signInWithTikTok({ open_id: 'tt-open-2', display_name: 'Someone Else' });
    expect(other.answer.data.user.id).not.toBe(first.answer.data.user.id);
  });

  it('refuses a replayed or made-up state', async () => {
    const done = await signInWithTikTok({ open_id: 'tt-open-3', display_name: 'Once' });
    expect(done.answer.code).toBe(200);
    expect((await tiktok(done.data)).code).toBe(1000008);
    expect((await tiktok('code=abc&state=never-issued')).code).toBe(1000008);
    expect((await tiktok('nothing=here')).code).toBe(1000008);
  });

  it('answers 1100002 when TikTok refuses the code', async () => {
    const start = await tiktok();
    const res = await fetch(start.data.url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    oauth.service.once('beforeResponse', (token) => {
      token.body = { error: 'invalid_grant' };
      token.statusCode = 400;
    });
    expect((await tiktok(back.searchParams.toString())).code).toBe(1100002);
  });

  it('tells the storefront it is configured, and refuses when it is not', async () => {
    const config = await call(t.app, '/api/customer/index/store?type=website_config');
    expect(config.data.social_login).toEqual({ tiktok: true });
    const plain = await testApp({}, t.database);
    try {
      expect((await call(plain.app, '/api/customer/login/tiktok')).code).toBe(2000040);
      expect((await call(plain.app, '/api/customer/index/store?type=website_config')).data.social_login).toEqual({
        tiktok: false,
      });
    } finally {
      await plain.app.close();
    }
  });
});
