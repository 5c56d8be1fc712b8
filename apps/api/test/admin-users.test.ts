// Issue 15, people in the admin backend: search by email, name and phone; one person's page without
// any token or hash; a ban ends every session at once, refuses signing in (2000051) and password
// resets, TikTok sign-in and the seller link, and writes one audit record; unban restores signing in; one's own or an owner's account
// cannot be banned (2000052); a role without `users` is refused (2000040).
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { as, randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { credit, marketplace, orderOf, otherSeller, type Session } from './orders-helpers.ts';

let t: TestApp;
let owner: Session;
let seller: Session;

beforeAll(async () => {
  ({ t, admin: owner, seller } = await marketplace());
});
afterAll(() => t.close());

const get = (who: TestUser | string, url: string) => as(t.app, who, { url });
const post = (who: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, who, { method: 'POST', url, payload });
const login = (email: string, password: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/customer/login/account',
    payload: { email, password },
    remoteAddress: randomAddress(),
  });
const audits = (id: number) =>
  rows<{ action: string; actor_id: number; remark: string; before: any; after: any }>(
    t.database.db,
    sql`SELECT action, actor_id, remark, before, after FROM audit_log WHERE subject_type = 'user' AND subject_id = ${id} ORDER BY id`,
  );

/** A registered user made a staff member with `role`, signed in. */
async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  expect((await post(owner.token, '/api/admin/staff', { email: u.email, role })).code).toBe(200);
  return u;
}

describe('admin users', () => {
  it('finds a person by part of their email, name or phone, with role and ban filters', async () => {
    const tag = randomBytes(3).toString('hex');
    const u = await registerUser(t.app, { name: `Zelda ${tag} Quist`, phone: `+34 611 ${tag.replace(/\D/g, '7')}9` });
    await credit(t.database.db, u.id, 12_345);
    const ids = async (query: string) =>
      ((await get(owner.token, `/api/admin/users?${query}`)).data.items as { id: number }[]).map((r) => r.id);
    expect(await ids(`q=${encodeURIComponent(u.email.slice(1, 8).toUpperCase())}`)).toContain(u.id);
    expect(await ids(`q=${encodeURIComponent(`zelda ${tag}`)}`)).toContain(u.id);
    expect(await ids(`q=${encodeURIComponent(`611 ${tag.replace(/\D/g, '7')}`)}`)).toContain(u.id);
    expect(await ids(`q=${encodeURIComponent(`611${tag.replace(/\D/g, '7')}9`)}`)).toContain(u.id);
    // letters only: digits in the text would also match phones by their digits
    expect(await ids(`q=${encodeURIComponent(`${tag.replace(/\d/g, 'q')}-nobody`)}`)).toEqual([]);
    // a typed % is a percent sign, not "anything"; an id finds its account; a huge number is text
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids(`q=${u.id}`)).toContain(u.id);
    expect(await ids('q=9223372036854775808')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(`zelda ${tag}`)}&role=seller`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(`zelda ${tag}`)}&role=customer&banned=false`)).toEqual([u.id]);
    expect(await ids(`q=${encodeURIComponent(`zelda ${tag}`)}&banned=true`)).toEqual([]);
    const list = await get(owner.token, `/api/admin/users?q=${u.email}`);
    expect(list.data).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(list.data.items[0]).toMatchObject({
      id: u.id,
      email: u.email,
      name: `Zelda ${tag} Quist`,
      role: 'customer',
      banned: false,
      banned_at: null,
      order_count: 0,
      wallet_balance: 12_345,
    });
    const sellers = await get(owner.token, '/api/admin/users?role=seller&page_size=100');
    expect(sellers.data.items.length).toBeGreaterThan(0);
    expect(sellers.data.items.every((r: { role: string }) => r.role === 'seller')).toBe(true);
  });

  it('shows a person’s orders, wallet, notices and sessions, but never a token or its hash', async () => {
    const { user, order } = await orderOf(t.app, t.database.db, seller);
    const hashes = await rows<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM sessions WHERE user_id = ${user.id}`,
    );
    const res = await t.app.inject({ url: `/api/admin/users/${user.id}`, headers: { 'access-token': owner.token } });
    const d = res.json().data;
    expect(d.user).toMatchObject({ id: user.id, email: user.email, order_count: 1 });
    expect(d.staff_role).toBeNull();
    expect(d.ban).toEqual({ banned: false, banned_at: null, reason: '', by: null });
    expect(d.orders.items[0]).toMatchObject({ id: order.id, shop: { name: 'Demo Camera House' }, status: 'to_ship' });
    expect(d.orders.items[0].total).toBe(order.price);
    expect(d.wallet.available).toBe(1_000_000 - order.price);
    expect(d.wallet.movements.length).toBeGreaterThan(0);
    expect(d.sessions.length).toBeGreaterThan(0);
    expect(Object.keys(d.sessions[0]).sort()).toEqual(['created_at', 'expires_at', 'ip', 'last_used_at', 'user_agent']);
    expect(res.body).not.toContain(user.token);
    for (const h of hashes) expect(res.body).not.toContain(h.token_hash);
    expect(res.body).not.toMatch(/password|token/);
    expect((await get(owner.token, '/api/admin/users/999999999')).code).toBe(2000041);
  });

  it('bans with a reason: sessions end at once, login answers 2000051, one audit record; unban restores login', async () => {
    const u = await registerUser(t.app);
    const second = (await login(u.email, u.password)).data['access-token'] as string;
    expect((await get(u, '/api/customer/info/get_userinfo')).code).toBe(200);

    expect((await post(owner.token, `/api/admin/users/${u.id}/ban`, {})).code).toBe(1000009);
    const banned = await post(owner.token, `/api/admin/users/${u.id}/ban`, { reason: 'Fraudulent chargebacks' });
    expect(banned.code).toBe(200);
    expect(banned.data.ban).toMatchObject({
      banned: true,
      reason: 'Fraudulent chargebacks',
      by: { id: owner.id, email: 'admin@demo.test' },
    });
    expect(banned.data.sessions).toEqual([]);
    // both tokens are refused on their next request
    for (const token of [u.token, second])
      expect((await get(token, '/api/customer/info/get_userinfo')).code).toBe(2000017);
    const live = await rows(t.database.db, sql`SELECT 1 FROM sessions WHERE user_id = ${u.id} AND revoked_at IS NULL`);
    expect(live).toEqual([]);
    // the right password answers the ban; a wrong one tells nothing about it
    const refused = await login(u.email, u.password);
    expect(refused.code).toBe(2000051);
    expect(refused.data).toBeNull();
    expect((await login(u.email, 'wrong password 1')).code).toBe(1100002);
    // banning again changes nothing
    expect((await post(owner.token, `/api/admin/users/${u.id}/ban`, { reason: 'again' })).code).toBe(2000018);
    const list = await get(owner.token, `/api/admin/users?q=${u.email}&banned=true`);
    expect(list.data.items.map((r: { id: number }) => r.id)).toEqual([u.id]);

    let trail = await audits(u.id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'user.ban',
      actor_id: owner.id,
      remark: 'Fraudulent chargebacks',
      before: { banned: false, reason: '', banned_by: null },
      after: { banned: true, reason: 'Fraudulent chargebacks', banned_by: owner.id, sessions_ended: 2 },
    });

    const lifted = await post(owner.token, `/api/admin/users/${u.id}/unban`, { reason: 'Bank confirmed' });
    expect(lifted.code).toBe(200);
    expect(lifted.data.ban).toEqual({ banned: false, banned_at: null, reason: '', by: null });
    expect((await post(owner.token, `/api/admin/users/${u.id}/unban`)).code).toBe(2000018);
    trail = await audits(u.id);
    expect(trail).toHaveLength(2);
    expect(trail[1]).toMatchObject({
      action: 'user.unban',
      remark: 'Bank confirmed',
      before: { banned: true, reason: 'Fraudulent chargebacks', banned_by: owner.id },
      after: { banned: false, reason: '', banned_by: null },
    });
    const back = await login(u.email, u.password);
    expect(back.code).toBe(200);
    expect((await get(back.data['access-token'], '/api/customer/info/get_userinfo')).code).toBe(200);
    // the old tokens stay ended
    expect((await get(u, '/api/customer/info/get_userinfo')).code).toBe(2000017);
    // the history of the person's page shows both
    const history = await get(owner.token, `/api/admin/history?subject_type=user&subject_id=${u.id}`);
    expect(history.data.items.map((r: { action: string }) => r.action)).toEqual(['user.unban', 'user.ban']);
  });

  it('refuses a password reset to a banned account', async () => {
    const u = await registerUser(t.app);
    expect((await post(owner.token, `/api/admin/users/${u.id}/ban`, { reason: 'Spam' })).code).toBe(200);
    const forgot = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/forgot',
      payload: { email: u.email },
    });
    expect(forgot.code).toBe(200); // the same answer as for anyone: nothing tells a stranger
    expect(await rows(t.database.db, sql`SELECT 1 FROM password_resets WHERE user_id = ${u.id}`)).toEqual([]);
    // a code sent just before the ban does not reopen the account
    const code = '123456';
    const hash = createHash('sha256').update(`${u.id}:${code}`).digest('hex');
    await t.database.db.execute(
      sql`INSERT INTO password_resets (user_id, code_hash, expires_at) VALUES (${u.id}, ${hash}, now() + interval '10 minutes')`,
    );
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/reset',
      payload: { email: u.email, code, password: 'another good password', confirm_password: 'another good password' },
    });
    expect(reset.code).toBe(2000051);
    expect((await login(u.email, 'another good password')).code).toBe(1100002);
  });

  it('refuses banning oneself or an owner (2000052), and any role without `users` (2000040)', async () => {
    const before = (await audits(owner.id)).length;
    expect((await post(owner.token, `/api/admin/users/${owner.id}/ban`, { reason: 'x' })).code).toBe(2000052);
    const support = await member('support');
    const otherOwner = await member('owner');
    expect((await post(support, `/api/admin/users/${otherOwner.id}/ban`, { reason: 'x' })).code).toBe(2000052);
    expect((await post(support, `/api/admin/users/${support.id}/ban`, { reason: 'x' })).code).toBe(2000052);
    expect((await audits(owner.id)).length).toBe(before);
    expect(await audits(otherOwner.id)).toEqual([]);
    // support holds `users`: a non-owner colleague may be banned
    const finance = await member('finance');
    expect((await post(support, `/api/admin/users/${finance.id}/ban`, { reason: 'Left the company' })).code).toBe(200);
    expect((await get(finance, '/api/admin/me')).code).toBe(2000017);
    expect((await audits(finance.id)).filter((a) => a.action === 'user.ban')).toHaveLength(1);

    const victim = await registerUser(t.app);
    for (const role of ['content', 'operator']) {
      const m = await member(role);
      expect((await get(m, '/api/admin/users')).code).toBe(2000040);
      expect((await get(m, `/api/admin/users/${victim.id}`)).code).toBe(2000040);
      expect((await post(m, `/api/admin/users/${victim.id}/ban`, { reason: 'x' })).code).toBe(2000040);
      expect((await post(m, `/api/admin/users/${victim.id}/unban`)).code).toBe(2000040);
    }
    expect((await get(victim, '/api/admin/users')).code).toBe(2000040);
    expect(await audits(victim.id)).toEqual([]);
    expect((await get(victim, '/api/customer/info/get_userinfo')).code).toBe(200);
  });
});

describe('signing in to a banned account another way', () => {
  let oauth: OAuth2Server;
  let app: TestApp;

  beforeAll(async () => {
    oauth = new OAuth2Server();
    await oauth.issuer.keys.generate('RS256');
    await oauth.start(0, '127.0.0.1');
    const issuer = oauth.issuer.url!;
    app = await testApp({
      PUBLIC_HOSTS: 'shop.test',
      TIKTOK_CLIENT_KEY: 'polymart-test-key',
      TIKTOK_CLIENT_SECRET: 'polymart-test-secret',
      TIKTOK_AUTH_URL: `${issuer}/authorize`,
      TIKTOK_TOKEN_URL: `${issuer}/token`,
      TIKTOK_USERINFO_URL: `${issuer}/userinfo`,
    });
  });
  afterAll(async () => {
    await app?.close();
    await oauth?.stop();
  });

  const tiktok = (data?: string) =>
    call(app.app, {
      url: `/api/customer/login/tiktok${data === undefined ? '' : `?data=${encodeURIComponent(data)}`}`,
      headers: { host: 'shop.test' },
      remoteAddress: randomAddress(),
    });
  async function signInWithTikTok(openId: string) {
    const start = await tiktok();
    const res = await fetch(start.data.url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location')!);
    const callback = await app.app.inject({ url: `${back.pathname}${back.search}`, headers: { host: 'shop.test' } });
    oauth.service.once('beforeUserinfo', (info) => {
      info.body = { data: { user: { open_id: openId, display_name: 'Banned Toker' } } };
    });
    return tiktok((callback.headers.location as string).split('?')[1]!);
  }
  const adminToken = async () =>
    (
      await call(app.app, {
        method: 'POST',
        url: '/api/customer/login/account',
        payload: { email: 'admin@demo.test', password: 'demo1234' },
        remoteAddress: randomAddress(),
      })
    ).data['access-token'] as string;

  it('refuses TikTok sign-in (2000051) while banned, and lets it in again after the ban', async () => {
    const first = await signInWithTikTok('tt-banned-1');
    expect(first.code).toBe(200);
    const id = first.data.user.id as number;
    const admin = await adminToken();
    const ban = await as(app.app, admin, {
      method: 'POST',
      url: `/api/admin/users/${id}/ban`,
      payload: { reason: 'Bots' },
    });
    expect(ban.code).toBe(200);
    expect((await as(app.app, first.data['access-token'], { url: '/api/customer/info/get_userinfo' })).code).toBe(
      2000017,
    );
    const refused = await signInWithTikTok('tt-banned-1');
    expect(refused.code).toBe(2000051);
    expect(
      await rows(app.database.db, sql`SELECT 1 FROM sessions WHERE user_id = ${id} AND revoked_at IS NULL`),
    ).toEqual([]);
    expect((await as(app.app, admin, { method: 'POST', url: `/api/admin/users/${id}/unban` })).code).toBe(200);
    expect((await signInWithTikTok('tt-banned-1')).code).toBe(200);
  });

  it('refuses the seller link of a banned seller (2000051)', async () => {
    const seller = await otherSeller(app.app, app.database.db);
    const signed = await call(app.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: seller.email, password: seller.password },
      remoteAddress: randomAddress(),
    });
    const ptoken = new URL(signed.data.seller_url, 'http://relative.invalid').searchParams.get('ptoken')!;
    expect(ptoken).toBeTruthy();
    const admin = await adminToken();
    const ban = await as(app.app, admin, {
      method: 'POST',
      url: `/api/admin/users/${seller.id}/ban`,
      payload: { reason: 'Counterfeit goods' },
    });
    expect(ban.code).toBe(200);
    const exchange = await call(app.app, { method: 'POST', url: '/api/seller/session/exchange', payload: { ptoken } });
    expect(exchange.code).toBe(2000051);
    expect(
      await rows(app.database.db, sql`SELECT 1 FROM sessions WHERE user_id = ${seller.id} AND revoked_at IS NULL`),
    ).toEqual([]);
  });
});
