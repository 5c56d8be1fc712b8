// A local SMS provider that answers as Twilio's Messages API does: POST
// /2010-04-01/Accounts/{SID}/Messages.json with basic auth SID:TOKEN and form fields To, From,
// Body; 201 with the message's JSON (sid ...) on success, 4xx/5xx with JSON {code, message} on
// errors. It records what it accepted and can be told to fail or to keep a request waiting.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProviderMessage {
  to: string;
  from: string;
  body: string;
  sid: string;
}

export interface SmsProvider {
  url: string;
  sid: string;
  token: string;
  from: string;
  messages: ProviderMessage[];
  /** ok: 201; fail: the provider's 500; reject: 400 (e.g. an invalid number); hang: no answer. */
  mode: 'ok' | 'fail' | 'reject' | 'hang';
  /** Requests refused for a wrong account, password or missing field (none should happen). */
  refused: string[];
  env(): Record<string, string>;
  /** Stops listening (a send meets a refused connection) until up() listens on the same port again. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmsProvider(): Promise<SmsProvider> {
  const sid = `AC${randomBytes(16).toString('hex')}`;
  const token = randomBytes(16).toString('hex');
  const provider: SmsProvider = {
    url: '',
    sid,
    token,
    from: '+15005550006',
    messages: [],
    mode: 'ok',
    refused: [],
    env: () => ({
      SMS_API_URL: provider.url,
      SMS_ACCOUNT_SID: sid,
      SMS_AUTH_TOKEN: token,
      SMS_FROM: provider.from,
    }),
    down: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
    up: () => new Promise<void>((r) => server.listen(Number(new URL(provider.url).port), '127.0.0.1', r)),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const answer = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const expected = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${sid}/Messages.json`) {
        provider.refused.push(`${req.method} ${req.url}`);
        return answer(res, 404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      }
      if (req.headers.authorization !== expected) {
        provider.refused.push('authentication');
        return answer(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
      }
      const form = new URLSearchParams(raw);
      const [to, from, body] = ['To', 'From', 'Body'].map((k) => form.get(k) ?? '');
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded') || !to || !from || !body) {
        provider.refused.push(`fields: ${[...form.keys()].join(',')}`);
        return answer(res, 400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      }
      if (provider.mode === 'hang') return; // the client gives up by its timeout
      if (provider.mode === 'fail')
        return answer(res, 500, { code: 20500, message: 'Internal Server Error', status: 500 });
      if (provider.mode === 'reject') {
        return answer(res, 400, {
          code: 21211,
          message: `The 'To' number ${to} is not a valid phone number.`,
          status: 400,
        });
      }
      const msid = `SM${randomBytes(16).toString('hex')}`;
      provider.messages.push({ to, from, body, sid: msid });
      answer(res, 201, { sid: msid, account_sid: sid, to, from, body, status: 'queued' });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  provider.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // a hanging request must not keep close() waiting
  const close = provider.close;
  provider.close = () => {
    server.closeAllConnections();
    return close();
  };
  return provider;
}
