// Becoming a seller and the operators' inbox: apply with KYC images, 2000015 / 2000016, decide once
// (also under a race), the user becomes a seller with an open shop and a merchant account, every
// decision audited and noticed; top-ups and withdrawals decided from the same inbox.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../src/db/client.ts';
import { as, randomAddress, registerUser, type TestUser } from './accounts-helpers.ts';
import { call, type TestApp, testApp } from './helpers.ts';
import { demoLogin, type Session } from './orders-helpers.ts';
import { uploadImage } from './upload-helpers.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await demoLogin(t.app, 'admin@demo.test');
});
afterAll(() => t.close());

async function application(user: TestUser, extra: Record<string, unknown> = {}) {
  return {
    shop_name: 'Lens & Light Co.',
    contact_person: 'Marta Ruiz',
    phone: '+34 611 222 333',
    email: user.email,
    address: 'Calle Mayor 1, 28013 Madrid, Spain',
    id_front: await uploadImage(t.app, user, 'kyc'),
    id_with_holder: await uploadImage(t.app, user, 'kyc'),
    agree: 'true',
    ...extra,
  };
}
const apply = (user: TestUser, payload: Record<string, unknown>) =>
  as(t.app, user, { method: 'POST', url: '/api/customer/user/applyseller', payload });
const state = async (user: TestUser) => (await as(t.app, user, { url: '/api/customer/user/seller_application' })).data;
const inbox = (query = '') => as(t.app, admin.token, { url: `/api/admin/inbox${query}` });
const decide = (type: number, id: number, decision: 'approve' | 'reject', remark = '') =>
  as(t.app, admin.token, { method: 'POST', url: '/api/admin/inbox/decide', payload: { type, id, decision, remark } });
const notices = (userId: number) =>
  rows<{ type: number; status: number }>(
    t.database.db,
    sql`SELECT type, status FROM notices WHERE user_id = ${userId} ORDER BY id`,
  );
const audits = (type: string, id: number) =>
  rows<{ action: string; actor_id: number; remark: string; before: unknown; after: unknown }>(
    t.database.db,
    sql`SELECT action, actor_id, remark, before, after FROM audit_log WHERE subject_type = ${type} AND subject_id = ${id} ORDER BY id`,
  );

describe('becoming a seller', () => {
  it('files an application once, shows it to operators with the KYC images, and a rejection says why', async () => {
    const u = await registerUser(t.app);
    expect(await state(u)).toEqual({ state: 'none', application: null });
    const body = await application(u);
    const filed = await apply(u, body);
    expect(filed.code).toBe(200);
    expect(filed.data).toMatchObject({ status: 'pending', shop_name: 'Lens & Light Co.' });
    expect((await apply(u, await application(u))).code).toBe(2000015);
    expect(await state(u)).toMatchObject({ state: 'pending' });
    expect(await notices(u.id)).toEqual([{ type: 100, status: 0 }]);

    const listed = await inbox('?type=100');
    const item = listed.data.items.find((i: { id: number }) => i.id === filed.data.id);
    expect(item).toMatchObject({
      type: 100,
      status: 'pending',
      applicant: { id: u.id, email: u.email },
      detail: { id_front: body.id_front, id_with_holder: body.id_with_holder, contact_person: 'Marta Ruiz' },
    });
    expect(listed.data.pending[100]).toBeGreaterThanOrEqual(1);
    // the KYC images: the applicant and operators, nobody else
    const file = (who: string) =>
      t.app.inject({ url: `/api/upload/file?path=${body.id_front}`, headers: { 'access-token': who } });
    expect((await file(admin.token)).statusCode).toBe(200);
    expect((await file(u.token)).statusCode).toBe(200);
    const stranger = await registerUser(t.app);
    expect((await file(stranger.token)).json().code).toBe(2000019);

    const rejected = await decide(100, filed.data.id, 'reject', 'The ID image is blurred');
    expect(rejected.data).toEqual({ type: 100, id: filed.data.id, status: 'rejected' });
    expect(await state(u)).toMatchObject({
      state: 'rejected',
      application: { decision_remark: 'The ID image is blurred' },
    });
    expect((await notices(u.id)).at(-1)).toEqual({ type: 100, status: -1 });
    expect(await audits('seller_application', filed.data.id)).toEqual([
      expect.objectContaining({
        action: 'inbox.reject',
        actor_id: admin.id,
        remark: 'The ID image is blurred',
        before: { status: 'pending' },
        after: { status: 'rejected' },
      }),
    ]);
    // decided once
    expect((await decide(100, filed.data.id, 'approve')).code).toBe(2000018);

    // a re-application answers 2000016 (a success the client still shows) and waits again
    const again = await apply(u, await application(u, { shop_name: 'Lens and Light' }));
    expect(again.code).toBe(2000016);
    expect(again.data).toMatchObject({ status: 'pending', shop_name: 'Lens and Light' });
    expect(await state(u)).toMatchObject({ state: 'pending' });
  });

  it('makes an approved applicant a seller with an open shop and a merchant account, in one go', async () => {
    const u = await registerUser(t.app);
    const filed = await apply(u, await application(u, { shop_name: 'North Pole Optics' }));
    const approved = await decide(100, filed.data.id, 'approve', 'Welcome');
    expect(approved.code).toBe(200);
    const shop = await one<{ id: number; status: string; name: string; owner_id: number }>(
      t.database.db,
      sql`SELECT id, status, name, owner_id FROM shops WHERE owner_id = ${u.id}`,
    );
    expect(shop).toMatchObject({ status: 'active', name: 'North Pole Optics', owner_id: u.id });
    const merchant = await one(
      t.database.db,
      sql`SELECT 1 FROM wallet_accounts WHERE user_id = ${u.id} AND kind = 'merchant'`,
    );
    expect(merchant).toBeTruthy();
    expect(await state(u)).toMatchObject({ state: 'approved', application: { shop_id: shop!.id } });
    expect((await notices(u.id)).at(-1)).toEqual({ type: 100, status: 1 });
    expect((await audits('seller_application', filed.data.id))[0]).toMatchObject({
      action: 'inbox.approve',
      after: { status: 'approved', shop_id: shop!.id, role: 'seller' },
    });
    // the same session now opens the seller area; the login answer carries the seller link
    expect((await as(t.app, u, { url: '/api/seller/order/list' })).code).toBe(200);
    const login = await call(t.app, {
      method: 'POST',
      url: '/api/customer/login/account',
      payload: { email: u.email, password: u.password },
      remoteAddress: randomAddress(),
    });
    expect(login.data.seller_url).toMatch(/\/seller\/\?ptoken=/);
    // a seller cannot apply again
    expect((await apply(u, await application(u))).code).toBe(2000015);
  });

  it('refuses KYC images that are not the applicant’s own, and missing terms', async () => {
    const [u, other] = [await registerUser(t.app), await registerUser(t.app)];
    const foreign = await uploadImage(t.app, other, 'kyc');
    const res = await apply(u, await application(u, { id_front: foreign }));
    expect(res).toMatchObject({ code: 1000008, data: { field: 'id_front' } });
    expect((await apply(u, await application(u, { agree: 'false' }))).data.field).toBe('agree');
    expect((await apply(u, await application(u, { shop_name: 'Tienda Óptica' }))).data.field).toBe('shop_name');
    expect(await state(u)).toMatchObject({ state: 'none' });
  });

  it('lets one of two operators deciding at the same moment win', async () => {
    const u = await registerUser(t.app);
    const filed = await apply(u, await application(u, { shop_name: 'Race Shop' }));
    const answers = await Promise.all([
      decide(100, filed.data.id, 'approve'),
      decide(100, filed.data.id, 'reject'),
      decide(100, filed.data.id, 'approve'),
    ]);
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 2000018)).toHaveLength(2);
    expect(await audits('seller_application', filed.data.id)).toHaveLength(1);
    const shops = await rows(t.database.db, sql`SELECT 1 FROM shops WHERE owner_id = ${u.id}`);
    expect(shops.length).toBe(answers.some((a) => a.data?.status === 'approved') ? 1 : 0);
  });

  it('keeps the inbox to operators', async () => {
    const u = await registerUser(t.app);
    expect((await as(t.app, u, { url: '/api/admin/inbox' })).code).toBe(2000040);
    const seller = await demoLogin(t.app, 'seller@demo.test');
    expect(
      (
        await as(t.app, seller.token, {
          method: 'POST',
          url: '/api/admin/inbox/decide',
          payload: { type: 100, id: 1, decision: 'approve' },
        })
      ).code,
    ).toBe(2000040);
  });
});

describe('wallet requests in the inbox', () => {
  it('decides a top-up from the inbox, audited, and refuses a type that does not match', async () => {
    const u = await registerUser(t.app);
    const proof = await uploadImage(t.app, u, 'proof');
    const filed = await as(t.app, u, {
      method: 'POST',
      url: '/api/customer/info/recharge',
      payload: { amount: 20000, currency: 'USD', transaction_id: `TXN-${u.id}-1`, proof, payment_method: 'bank' },
    });
    expect(filed.code).toBe(200);
    const id = filed.data.id;
    const listed = await inbox('?type=500');
    expect(listed.data.items.find((i: { id: number }) => i.id === id)).toMatchObject({
      type: 500,
      detail: { amount: 20000, proof },
    });
    expect((await decide(400, id, 'approve')).code).toBe(2000019);
    expect((await decide(500, id, 'approve', 'Seen on the statement')).data).toMatchObject({ status: 'approved' });
    expect((await as(t.app, u, { url: '/api/customer/info/get_user_balance' })).data.available).toBe(20000);
    expect(await audits('wallet_request', id)).toEqual([
      expect.objectContaining({
        action: 'inbox.approve',
        remark: 'Seen on the statement',
        after: { status: 'completed' },
      }),
    ]);
    // decided requests are looked back at newest first (the demo has dozens of approved top-ups)
    expect((await inbox('?type=500&status=approved')).data.items[0]).toMatchObject({ id, type: 500 });
    expect((await decide(500, id, 'reject')).code).toBe(2000018);
  });
});
