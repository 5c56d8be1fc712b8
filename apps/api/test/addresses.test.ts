// Addresses and notices: the owner's alone, one default per user, bad input refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notices/notices.service.ts';
import { as, registerUser, type TestUser, twoUsers } from './accounts-helpers.ts';
import { call, type TestApp } from './helpers.ts';

let t: TestApp;
let ana: TestUser;
let bob: TestUser;
beforeAll(async () => ({ t, ana, bob } = await twoUsers()));
afterAll(() => t.close());

const address = {
  name: 'Ana López',
  street: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  state: 'Madrid',
  country: 'ES',
  phone: '+34 611 222 333',
  email: 'ana@example.test',
};
const post = (user: TestUser, url: string, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url, payload });

describe('addresses', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/checkout/onepage/getaddresslist' })).code).toBe(1100003);
  });

  it('adds addresses, the first becoming the default, and lists them default first', async () => {
    const first = await post(ana, '/api/checkout/onepage/addressadd', address);
    expect(first.data).toMatchObject({ ...address, is_default: true });
    const second = await post(ana, '/api/checkout/onepage/addressadd', { ...address, street: 'Gran Vía 2' });
    expect(second.data.is_default).toBe(false);
    const list = await post(ana, '/api/checkout/onepage/getaddresslist');
    expect(list.data.map((a: { id: number }) => a.id)).toEqual([first.data.id, second.data.id]);
    const def = await post(ana, '/api/checkout/onepage/default-address');
    expect(def.data.id).toBe(first.data.id);
  });

  it('keeps one default: switching, updating with is_default, and removing the default', async () => {
    const list = (await post(ana, '/api/checkout/onepage/getaddresslist')).data as {
      id: number;
      is_default: boolean;
    }[];
    const other = list.find((a) => !a.is_default)!;
    const switched = await post(ana, '/api/checkout/onepage/default-address', { address_id: other.id });
    expect(switched.data).toMatchObject({ id: other.id, is_default: true });
    const third = await post(ana, '/api/checkout/onepage/addressadd', {
      ...address,
      street: 'Alcalá 3',
      is_default: 'true',
    });
    const after = (await post(ana, '/api/checkout/onepage/getaddresslist')).data as {
      id: number;
      is_default: boolean;
    }[];
    expect(after.filter((a) => a.is_default).map((a) => a.id)).toEqual([third.data.id]);
    await post(ana, '/api/checkout/onepage/remove_address', { address_id: third.data.id });
    const left = (await post(ana, '/api/checkout/onepage/getaddresslist')).data as {
      id: number;
      is_default: boolean;
    }[];
    expect(left.filter((a) => a.is_default)).toHaveLength(1);
  });

  it('updates an address with address_id', async () => {
    const [a] = (await post(ana, '/api/checkout/onepage/getaddresslist')).data;
    const res = await post(ana, '/api/checkout/onepage/addressadd', { ...address, address_id: a.id, city: 'Toledo' });
    expect(res.data).toMatchObject({ id: a.id, city: 'Toledo' });
  });

  it("refuses another user's address for update, default and removal", async () => {
    const [a] = (await post(ana, '/api/checkout/onepage/getaddresslist')).data;
    expect(
      (await post(bob, '/api/checkout/onepage/addressadd', { ...address, address_id: a.id, city: 'Hacked' })).code,
    ).toBe(2000019);
    expect((await post(bob, '/api/checkout/onepage/default-address', { address_id: a.id })).code).toBe(2000019);
    expect((await post(bob, '/api/checkout/onepage/remove_address', { address_id: a.id })).code).toBe(2000019);
    expect((await post(bob, '/api/checkout/onepage/getaddresslist')).data).toEqual([]);
    const still = (await post(ana, '/api/checkout/onepage/getaddresslist')).data.find(
      (x: { id: number }) => x.id === a.id,
    );
    expect(still.city).not.toBe('Hacked');
  });

  it('answers 2000008 when there is no default address, and bad input with the field', async () => {
    expect((await post(bob, '/api/checkout/onepage/default-address')).code).toBe(2000008);
    const bad = await post(bob, '/api/checkout/onepage/addressadd', { ...address, phone: 'nope' });
    expect(bad).toMatchObject({ code: 1000008, data: { field: 'phone' } });
    const missing = await post(bob, '/api/checkout/onepage/addressadd', { name: 'x' });
    expect(missing.code).toBe(1000009);
    expect((await post(bob, '/api/checkout/onepage/remove_address', { address_id: 'x' })).code).toBe(1000008);
  });

  it('keeps one default when two requests race', async () => {
    const carl = await registerUser(t.app);
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(carl, '/api/checkout/onepage/addressadd', { ...address, street: `Street ${i}`, is_default: 'true' }),
      ),
    );
    const rows = (await post(carl, '/api/checkout/onepage/getaddresslist')).data as { is_default: boolean }[];
    expect(rows).toHaveLength(6);
    expect(rows.filter((a) => a.is_default)).toHaveLength(1);
  });
});

describe('notices', () => {
  it('lists, counts and reads only the owner’s notices', async () => {
    await notify(t.database.db, ana.id, { type: 500, status: 0, refId: 7, message: 'top-up under review' });
    await notify(t.database.db, ana.id, { type: 400, status: 1 });
    await notify(t.database.db, bob.id, { type: 100, status: -1 });
    const list = await as(t.app, ana, { url: '/api/customer/user/notices' });
    expect(list.data.total).toBe(2);
    expect(list.data.items[0]).toMatchObject({ type: 400, status: 1, read: false });
    expect((await as(t.app, ana, { url: '/api/customer/info/notice_in_read' })).data.count).toBe(2);
    const filtered = await as(t.app, ana, { url: '/api/customer/user/notices?type=500' });
    expect(filtered.data.items.map((n: { ref_id: number }) => n.ref_id)).toEqual([7]);
    const bobs = await as(t.app, bob, { url: '/api/customer/user/notices' });
    const foreign = bobs.data.items[0].id;
    expect((await as(t.app, ana, { url: `/api/customer/user/notice-read?id=${foreign}` })).code).toBe(2000019);
    const read = await as(t.app, ana, { url: `/api/customer/user/notice-read?id=${list.data.items[0].id}` });
    expect(read.data).toMatchObject({ read: true, unread: 1 });
    expect((await as(t.app, bob, { url: '/api/customer/info/notice_in_read' })).data.count).toBe(1);
    const info = await as(t.app, ana, { url: '/api/customer/info/get_userinfo' });
    expect(info.data.notice.count).toBe(1);
    expect((await as(t.app, ana, { url: '/api/customer/user/notices?type=150' })).code).toBe(1000008);
  });
});

describe('countries, states and cities (POST /citys)', () => {
  it('lists countries in the caller’s language', async () => {
    const en = await call(t.app, { method: 'POST', url: '/api/citys', headers: { lang: 'en' } });
    const de = await call(t.app, { method: 'POST', url: '/api/citys', headers: { lang: 'de' } });
    expect(en.data.countries.length).toBeGreaterThan(240);
    const name = (list: { code: string; name: string }[], code: string) => list.find((c) => c.code === code)?.name;
    expect(name(en.data.countries, 'DE')).toBe('Germany');
    expect(name(de.data.countries, 'DE')).toBe('Deutschland');
  });

  it('gives a country’s states and its cities, most populous first, filtered by first letters', async () => {
    const es = await call(t.app, {
      method: 'POST',
      url: '/api/citys',
      payload: { country: 'es' },
      headers: { lang: 'es' },
    });
    expect(es.data.country).toEqual({ code: 'ES', name: 'España' });
    expect(es.data.states.map((s: { name: string }) => s.name)).toContain('Madrid');
    expect(es.data.cities[0]).toBe('Madrid');
    const filtered = await call(t.app, { method: 'POST', url: '/api/citys', payload: { country: 'ES', q: 'sev' } });
    expect(filtered.data.cities[0]).toBe('Sevilla');
    for (const c of filtered.data.cities) expect(c.toLowerCase().startsWith('sev')).toBe(true);
  });

  it('refuses an unknown or malformed country code', async () => {
    expect((await call(t.app, { method: 'POST', url: '/api/citys', payload: { country: 'XX' } })).data.field).toBe(
      'country',
    );
    expect((await call(t.app, { method: 'POST', url: '/api/citys', payload: { country: 'Spain' } })).code).toBe(
      1000008,
    );
  });
});
