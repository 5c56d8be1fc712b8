// The client rules of spec §7–§8, against a real HTTP server that answers with chosen envelopes
// and statuses (the API itself cannot yet produce every code, e.g. the session ones). Node's own
// fetch, FormData and Blob do the HTTP; only the browser's localStorage is stood in for.
import './local-storage.ts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  api,
  imageUrl,
  LOGIN_ROUTE,
  setApiBase,
  setMessages,
  setRelaunch,
  setStaticBase,
} from '../src/lib/api.ts';
import { LOADING_RESET_MS, loading } from '../src/lib/loading.ts';
import { toasts } from '../src/lib/toast.ts';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}
let server: Server;
let seen: Seen[] = [];
let base = '';

beforeAll(async () => {
  // /code/<n> answers an envelope with that code; /status/<n> answers that HTTP status;
  // /echo answers success with the request it saw; /slow waits before answering.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const [, kind, arg] = req.url!.split('?')[0]!.split('/');
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (kind === 'code')
        return send(200, {
          code: Number(arg),
          message: `server says ${arg}`,
          data: arg === '2000016' ? { ok: 1 } : 'upload refused: not an image',
        });
      if (kind === 'status') return send(Number(arg), { code: 2000044, message: 'error', data: null });
      // /ok/<n> answers success with that HTTP status (204 without a body, as HTTP wants)
      if (kind === 'ok' && arg === '204') return res.writeHead(204).end();
      if (kind === 'ok') return send(Number(arg), { code: 200, message: 'success', data: { status: Number(arg) } });
      if (kind === 'nocode') return send(200, { data: { plain: true } });
      if (kind === 'slow') return setTimeout(() => send(200, { code: 200, message: 'success', data: 1 }), 300);
      return send(200, { code: 200, message: 'success', data: { echoed: true } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  setApiBase(base);
  setMessages({
    code: (c) =>
      ({
        2000023: 'Not enough stock (translated)',
        2000016: 'Sent again (translated)',
        1100003: 'Session expired (translated)',
      })[c],
    generic: (key) => `generic:${key}`,
  });
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  toasts.set([]);
  localStorage.clear();
});

const lastToast = () => toasts.get().at(-1)?.text;

describe('API client (spec §7–§8)', () => {
  it('sends the token and the language in headers and a form-encoded body', async () => {
    localStorage.setItem('access-token', 'tok-123');
    localStorage.setItem('lang', 'jp');
    await api('/echo', { body: { a: 1, b: 'x y', list: [1, 2], empty: '', none: undefined } });
    const req = seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers['access-token']).toBe('tok-123');
    expect(req.headers.lang).toBe('jp');
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.body).toBe('a=1&b=x+y&list=1%2C2');
  });

  it('sends extra headers such as an Idempotency-Key, without letting them replace the token', async () => {
    localStorage.setItem('access-token', 'tok-123');
    await api('/echo', { body: { a: 1 }, headers: { 'Idempotency-Key': 'key-1', 'access-token': 'other' } });
    expect(seen[0]!.headers['idempotency-key']).toBe('key-1');
    expect(seen[0]!.headers['access-token']).toBe('tok-123');
  });

  it('sends an upload as multipart with the field named file and no content type of its own', async () => {
    await api('/echo', { file: new Blob(['hello'], { type: 'image/png' }) });
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.body).toContain('name="file"');
  });

  it('treats a reply without a code as success', async () => {
    expect(await api('/nocode')).toEqual({ plain: true });
    expect(toasts.get()).toEqual([]);
  });

  it('shows the translation of a code, or the server message when there is none', async () => {
    await expect(api('/code/2000023')).rejects.toMatchObject({ code: 2000023 });
    expect(lastToast()).toBe('Not enough stock (translated)');
    await expect(api('/code/2000019')).rejects.toBeInstanceOf(ApiError);
    expect(lastToast()).toBe('server says 2000019');
  });

  it('keeps a toast for 3 seconds', async () => {
    await expect(api('/code/2000023')).rejects.toBeInstanceOf(ApiError);
    expect(toasts.get()).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 3100));
    expect(toasts.get()).toHaveLength(0);
  });

  it('counts 2000016 as success and still shows it', async () => {
    expect(await api('/code/2000016')).toEqual({ ok: 1 });
    expect(lastToast()).toBe('Sent again (translated)');
  });

  for (const code of [1000004, 1100003, 2000017]) {
    it(`clears the session and relaunches at login on ${code}`, async () => {
      localStorage.setItem('access-token', 'tok');
      localStorage.setItem('logged-in', '1');
      localStorage.setItem('lang', 'es');
      let went = '';
      setRelaunch((path) => {
        went = path;
      });
      await expect(api(`/code/${code}`)).rejects.toMatchObject({ code });
      expect(localStorage.getItem('access-token')).toBeNull();
      expect(localStorage.getItem('logged-in')).toBeNull();
      expect(localStorage.getItem('lang')).toBe('es');
      expect(went).toBe(LOGIN_ROUTE);
    });
  }

  it('accepts every HTTP status from 200 to 299 as valid (spec §9)', async () => {
    expect(await api('/ok/201')).toEqual({ status: 201 });
    expect(await api('/ok/299')).toEqual({ status: 299 });
    expect(await api('/ok/204', { method: 'POST', body: { a: 1 } })).toBeUndefined();
    expect(toasts.get()).toEqual([]);
  });

  it('shows the generic error for an HTTP status outside 200 to 299', async () => {
    await expect(api('/status/500')).rejects.toMatchObject({ code: 500 });
    expect(lastToast()).toBe('generic:interface_error');
    await expect(api('/status/404')).rejects.toMatchObject({ code: 404 });
    await expect(api('/status/300')).rejects.toMatchObject({ code: 300 });
  });

  it('shows the request error on a network failure, and the upload error for uploads', async () => {
    setApiBase('http://127.0.0.1:1');
    try {
      await expect(api('/echo')).rejects.toMatchObject({ code: 0 });
      expect(lastToast()).toBe('generic:request_error');
      toasts.set([]);
      await expect(api('/echo', { file: new Blob(['x']) })).rejects.toMatchObject({ code: 0 });
      expect(lastToast()).toBe('generic:upload_error');
    } finally {
      setApiBase(base);
    }
  });

  it('shows the data text when an upload is refused', async () => {
    await expect(api('/code/1000008', { file: new Blob(['x']) })).rejects.toBeInstanceOf(ApiError);
    expect(lastToast()).toBe('upload refused: not an image');
  });

  it('keeps quiet when asked and lets the caller show the error', async () => {
    await expect(api('/code/2000023', { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toasts.get()).toEqual([]);
  });

  it('shows the loading indicator while a call runs', async () => {
    // the earlier tests' calls hid it moments ago: the flag holds it off until LOADING_RESET_MS later
    await new Promise((r) => setTimeout(r, LOADING_RESET_MS + 20));
    const pending = api('/slow');
    expect(loading.get()).toBe(true);
    await pending;
    expect(loading.get()).toBe(false);
  });

  it('prefixes relative image paths with the static base url', () => {
    setStaticBase('https://cdn.example/media');
    expect(imageUrl('products/x-400.webp')).toBe('https://cdn.example/media/products/x-400.webp');
    expect(imageUrl('https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(imageUrl('')).toBe('');
  });
});
