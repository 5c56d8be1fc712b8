// Marking every notice read at once (the seller area's notices screen, and anyone's): only the
// caller's own unread notices, optionally of one type; other users' notices stay unread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../src/modules/notices/notices.service.ts';
import { as, type TestUser, twoUsers } from './accounts-helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let ana: TestUser;
let bob: TestUser;
beforeAll(async () => ({ t, ana, bob } = await twoUsers()));
afterAll(() => t.close());

const readAll = (user: TestUser, payload: Record<string, unknown> = {}) =>
  as(t.app, user, { method: 'POST', url: '/api/customer/user/notice-read-all', payload });
const unread = async (user: TestUser) =>
  (await as(t.app, user, { url: '/api/customer/info/notice_in_read' })).data.count as number;

describe('notice-read-all', () => {
  it("marks the caller's unread notices of one type, then all, and no one else's", async () => {
    await notify(t.database.db, ana.id, { type: 300, status: 0, refId: 1 });
    await notify(t.database.db, ana.id, { type: 300, status: -1, refId: 1, message: 'No waybill' });
    await notify(t.database.db, ana.id, { type: 200, status: 1, refId: 9 });
    await notify(t.database.db, bob.id, { type: 300, status: 0 });

    expect((await readAll(ana, { type: 300 })).data).toEqual({ marked: 2, unread: 1 });
    const list = await as(t.app, ana, { url: '/api/customer/user/notices' });
    expect(list.data.items.map((n: { type: number; read: boolean }) => [n.type, n.read])).toEqual([
      [200, false],
      [300, true],
      [300, true],
    ]);
    expect((await readAll(ana)).data).toEqual({ marked: 1, unread: 0 });
    expect((await readAll(ana)).data).toEqual({ marked: 0, unread: 0 });
    expect(await unread(bob)).toBe(1);
  });

  it('refuses a wrong type and a caller without a session', async () => {
    expect((await readAll(ana, { type: 150 })).code).toBe(1000008);
    const anonymous = await as(t.app, '', { method: 'POST', url: '/api/customer/user/notice-read-all', payload: {} });
    expect(anonymous.code).not.toBe(200);
  });
});
