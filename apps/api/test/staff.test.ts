// Issue 15, staff roles: the owner invites people with a role, each role may do its part only
// (a content editor cannot decide a withdrawal, support cannot change commission, finance decides
// money but not sellers), changes hold at the next request, the last owner stays, and every
// change leaves one audit record naming who did it in which role.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/client.ts';
import { as, registerUser, type TestUser } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';
import { credit, marketplace, type Session } from './orders-helpers.ts';

let t: TestApp;
let owner: Session;
let seller: Session;

beforeAll(async () => {
  ({ t, admin: owner, seller } = await marketplace());
});
afterAll(() => t.close());

const post = (user: TestUser | string, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });
const get = (user: TestUser | string, url: string) => as(t.app, user, { url });
const staff = (payload: Record<string, unknown>) => post(owner.token, '/api/admin/staff', payload);

/** A registered user made a staff member with `role`, signed in. */
async function member(role: string): Promise<TestUser> {
  const u = await registerUser(t.app);
  expect((await staff({ email: u.email, role })).code).toBe(200);
  return u;
}

/** A customer's withdrawal waiting in the inbox. */
async function withdrawal(): Promise<number> {
  const u = await registerUser(t.app);
  await credit(t.database.db, u.id, 50_000);
  await post(u, '/api/customer/info/update_user', { bank_name: 'B', account_name: 'U', account_number: '12345678' });
  const w = await post(u, '/api/customer/info/withdraw', { amount: 10_000 });
  expect(w.code).toBe(200);
  return w.data.id;
}

describe('staff roles', () => {
  it('the demo operator is an owner and may do everything', async () => {
    const me = await get(owner.token, '/api/admin/me');
    expect(me.data).toMatchObject({ role: 'owner' });
    expect(me.data.permissions).toEqual(expect.arrayContaining(['staff', 'wallet', 'finance', 'sellers']));
    const list = await get(owner.token, '/api/admin/staff');
    expect(list.data.items[0]).toMatchObject({ email: 'admin@demo.test', role: 'owner' });
  });

  it('lets each role do its part only', async () => {
    const [finance, support, content, operator] = [
      await member('finance'),
      await member('support'),
      await member('content'),
      await member('operator'),
    ];
    expect((await get(finance, '/api/admin/me')).data).toMatchObject({ role: 'finance' });

    // a content editor cannot decide a withdrawal; finance can, once
    const id = await withdrawal();
    const decide = (who: TestUser) =>
      post(who, '/api/admin/inbox/decide', { type: 400, id, decision: 'reject', remark: 'no' });
    expect((await decide(content)).code).toBe(2000040);
    expect((await decide(operator)).code).toBe(2000040);
    expect((await decide(finance)).code).toBe(200);

    // the inbox shows each role the types it decides
    const seen = async (who: TestUser | string) =>
      Object.entries((await get(who, '/api/admin/inbox')).data.pending as Record<string, number>)
        .filter(([, n]) => n > 0)
        .map(([type]) => Number(type));
    expect((await seen(owner.token)).some((type) => type < 400)).toBe(true);
    expect((await seen(finance)).every((type) => type >= 400)).toBe(true);
    expect((await get(finance, '/api/admin/inbox?type=100')).data.items).toEqual([]);
    // operators: the shops and catalogue, and flash-deal enrolments (700, permission promotions)
    expect((await seen(operator)).every((type) => type < 400 || type === 700)).toBe(true);

    // support reads money but cannot change commission; finance can
    expect((await get(support, '/api/admin/finance')).code).toBe(200);
    expect((await get(support, '/api/admin/commission')).code).toBe(200);
    expect((await post(support, '/api/admin/commission', { scope: 'global', rate_bp: 1000 })).code).toBe(2000040);
    expect((await post(finance, '/api/admin/commission', { scope: 'global', rate_bp: 1000 })).code).toBe(200);
    expect((await get(content, '/api/admin/finance')).code).toBe(2000040);

    // only an owner manages the staff
    for (const who of [finance, support, content, operator]) {
      expect((await get(who, '/api/admin/staff')).code).toBe(2000040);
      expect((await post(who, '/api/admin/staff', { email: who.email, role: 'owner' })).code).toBe(2000040);
    }
  });

  it('changes and removals hold at the next request; the last owner stays', async () => {
    const u = await member('support');
    expect((await post(u, '/api/admin/commission', { scope: 'global', rate_bp: 1000 })).code).toBe(2000040);
    expect((await staff({ email: u.email, role: 'finance' })).code).toBe(200);
    expect((await post(u, '/api/admin/commission', { scope: 'global', rate_bp: 1000 })).code).toBe(200);
    expect((await staff({ email: u.email, remove: true })).code).toBe(200);
    expect((await get(u, '/api/admin/me')).code).toBe(2000040);
    expect((await get(u, '/api/customer/info/get_userinfo')).code).toBe(200);

    expect((await staff({ email: 'admin@demo.test', role: 'finance' })).code).toBe(2000018);
    expect((await staff({ email: 'admin@demo.test', remove: true })).code).toBe(2000018);
    const second = await member('owner');
    expect((await post(second, '/api/admin/staff', { email: 'admin@demo.test', role: 'operator' })).code).toBe(200);
    expect((await get(owner.token, '/api/admin/staff')).code).toBe(2000040);
    expect((await post(second, '/api/admin/staff', { email: 'admin@demo.test', role: 'owner' })).code).toBe(200);
    expect((await get(owner.token, '/api/admin/me')).data.role).toBe('owner');
  });

  it('invites a new email with an account of its own; refuses a seller and a missing role', async () => {
    const invited = await staff({ email: 'New.Colleague@Example.com', role: 'content', name: 'New Colleague' });
    expect(invited.code).toBe(200);
    expect(invited.data.created).toBe(true);
    expect(invited.data.items).toContainEqual(
      expect.objectContaining({ email: 'new.colleague@example.com', name: 'New Colleague', role: 'content' }),
    );
    const sellerEmail = (await get(seller.token, '/api/customer/info/get_userinfo')).data.email;
    expect((await staff({ email: sellerEmail, role: 'support' })).data).toMatchObject({ field: 'email' });
    expect((await staff({ email: 'someone@example.com' })).code).toBe(1000009);
    expect((await staff({ email: 'nobody@example.com', remove: true })).code).toBe(2000019);
  });

  it('audits every change once, with who and in which role', async () => {
    const u = await registerUser(t.app);
    await staff({ email: u.email, role: 'support' });
    await staff({ email: u.email, role: 'finance' });
    await staff({ email: u.email, remove: true });
    const trail = await rows<{ action: string; actor_id: number; actor_role: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`SELECT action, actor_id, actor_role, before, after FROM audit_log
          WHERE subject_type = 'staff' AND subject_id = ${u.id} ORDER BY id`,
    );
    // the owner reads the same through the API, by target; other roles may not
    const read = await get(owner.token, `/api/admin/audit?subject_type=staff&subject_id=${u.id}`);
    expect(read.data.total).toBe(3);
    expect(read.data.items.map((r: { action: string }) => r.action)).toEqual([
      'staff.remove',
      'staff.role',
      'staff.invite',
    ]);
    expect(read.data.items[0]).toMatchObject({
      actor: { id: owner.id, email: 'admin@demo.test' },
      actor_role: 'owner',
      before: { role: 'finance' },
    });
    const byPerson = await get(owner.token, `/api/admin/audit?actor_id=${owner.id}&page_size=100`);
    expect(byPerson.data.items.every((r: { actor: { id: number } }) => r.actor.id === owner.id)).toBe(true);
    expect((await get(owner.token, '/api/admin/audit?from=2020-01-01&to=2020-01-02')).data.total).toBe(0);
    expect((await get(owner.token, '/api/admin/audit?from=2020-01-02&to=2020-01-01')).code).toBe(1000008);
    const finance = await member('finance');
    expect((await get(finance, '/api/admin/audit')).code).toBe(2000040);
    expect(trail).toEqual([
      {
        action: 'staff.invite',
        actor_id: owner.id,
        actor_role: 'owner',
        before: { role: null },
        after: { role: 'support' },
      },
      {
        action: 'staff.role',
        actor_id: owner.id,
        actor_role: 'owner',
        before: { role: 'support' },
        after: { role: 'finance' },
      },
      { action: 'staff.remove', actor_id: owner.id, actor_role: 'owner', before: { role: 'finance' }, after: {} },
    ]);
  });
});
