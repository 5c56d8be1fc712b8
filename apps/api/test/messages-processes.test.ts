// Issue 16: a message sent through server process A arrives live on a stream open on process B.
// PostgreSQL and Redis only: two real servers share one database and, through Redis pub/sub, the
// fan-out of new messages.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one } from '../src/db/client.ts';
import { engine, type TestApp, testApp, testDatabase } from './helpers.ts';
import { type ServerProcess, startServerProcess, stopServerProcesses } from './server-processes.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(engine === 'postgres')('a message across two server processes', () => {
  let t: TestApp;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    const database = await testDatabase();
    t = await testApp({}, database);
    [a, b] = await Promise.all([
      startServerProcess(database.url!, { REDIS_URL }),
      startServerProcess(database.url!, { REDIS_URL }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await stopServerProcesses([a, b]);
    await t?.close();
    await t?.database.close();
  });

  const send = (base: string, path: string, init: { token?: string; body?: Record<string, unknown> } = {}) =>
    fetch(`${base}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: {
        ...(init.body ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { 'access-token': init.token } : {}),
      },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    }).then((r) => r.json() as Promise<{ code: number; data: any }>);
  const login = async (base: string, email: string) =>
    (await send(base, '/api/customer/login/account', { body: { email, password: 'demo1234' } })).data[
      'access-token'
    ] as string;

  it('reaches the buyer’s stream on B when the seller answers on A', async () => {
    const [buyer, seller] = [await login(b.base, 'buyer@demo.test'), await login(a.base, 'seller@demo.test')];
    const shop = await one<{ id: number }>(
      t.database.db,
      sql`SELECT s.id FROM shops s JOIN users u ON u.id = s.owner_id WHERE u.email = 'seller@demo.test' ORDER BY s.id LIMIT 1`,
    );
    const shopId = shop!.id;
    const opened = await send(b.base, '/api/customer/conversations', {
      token: buyer,
      body: { shop_id: shopId, text: 'Two processes?' },
    });
    expect(opened.code).toBe(200);

    const controller = new AbortController();
    const res = await fetch(`${b.base}/api/customer/conversations/stream`, {
      headers: { 'access-token': buyer, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const until = async (text: string) => {
      while (!seen.includes(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${text}`);
        seen += decoder.decode(value);
      }
    };
    await until('event: ready');
    const answered = await send(a.base, `/api/seller/conversations/${opened.data.id}/messages`, {
      token: seller,
      body: { text: 'Yes, through Redis.' },
    });
    expect(answered.code).toBe(200);
    await until('Yes, through Redis.');
    expect(seen).toContain(`"conversation_id":${opened.data.id}`);
    controller.abort();
  });
});
