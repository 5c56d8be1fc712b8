// The API client of spec §7–§8, written once. Every call goes through `api()`:
// - base /api, the access token and the language in headers, form-encoded bodies, 60 s time-out;
// - the envelope: code 200 (or none) is success; 2000016 is success and is still shown;
//   1000004, 1100003 and 2000017 clear the token and relaunch at the login page;
//   any other code shows its translation for 3 s, or the server's message when none exists;
// - an HTTP status from 200 to 299 is valid (spec §9; a reply without a body reads as success);
//   any other shows the generic error; a network failure the request error (the upload error for
//   uploads); an upload's failure shows the data text.
import { type Envelope, isSuccess, RELOGIN_CODES, SHOWN_SUCCESS_CODES } from '@polymart/contract/errors';
import type { Uploaded, UploadPurpose } from '@polymart/contract/uploads';
import { beginLoading } from './loading.ts';
import { KEYS, storage } from './storage.ts';
import { showToast } from './toast.ts';

/** Same-origin by default; tests and embedding hosts may point it elsewhere. */
let apiBase = '/api';
export function setApiBase(base: string): void {
  apiBase = base;
}
export const TIMEOUT_MS = 60_000;
export const LOGIN_ROUTE = '/pages/users/login';

/** Messages the client needs from the translations; set by the i18n layer at start. */
export interface Messages {
  code(code: number): string | undefined;
  generic(key: 'error' | 'interface_error' | 'request_error' | 'upload_error' | 'timeout'): string;
}
let messages: Messages = {
  code: () => undefined,
  generic: (key) => key.replace('_', ' '),
};
export function setMessages(m: Messages): void {
  messages = m;
}

/** Navigation hook for the relaunch at login; the router sets it. */
let relaunch: (path: string) => void = (path) => {
  window.location.hash = `#${path}`;
};
export function setRelaunch(fn: (path: string) => void): void {
  relaunch = fn;
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * Requests sent before the app ran (the storefront's areas/store/early.ts): `take` hands over the
 * answer of one identical request (method, URL with query, form body, language, token) once, or
 * nothing.
 */
export interface EarlyAnswers {
  take(method: string, url: string, body: string, lang: string, token: string | null): Promise<Response> | undefined;
}
let early: EarlyAnswers | null = null;
export function setEarlyAnswers(answers: EarlyAnswers): void {
  early = answers;
}

/** An early answer, given up like a fetch of our own when the call times out or its caller aborts. */
function abortable(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

type Value = string | number | boolean | null | undefined | readonly (string | number)[];

export interface CallOptions {
  method?: 'GET' | 'POST';
  query?: Record<string, Value>;
  body?: Record<string, Value>;
  /** A multipart upload of one file, sent as the field `file` (spec §7). */
  file?: Blob;
  signal?: AbortSignal;
  /** Do not toast failures (the caller shows them in place). */
  quiet?: boolean;
  /** Extra request headers (e.g. Idempotency-Key); they cannot replace the token or language. */
  headers?: Record<string, string>;
}

function encode(values: Record<string, Value>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return params;
}

export function clearSession(): void {
  storage.remove(KEYS.token);
  storage.remove(KEYS.loggedIn);
}

export async function api<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const method = opts.method ?? (opts.body || opts.file ? 'POST' : 'GET');
  const query = opts.query ? `?${encode(opts.query)}` : '';
  const lang = storage.get(KEYS.lang) ?? 'es';
  const headers: Record<string, string> = { ...opts.headers, lang };
  const token = storage.get(KEYS.token);
  if (token) headers['access-token'] = token;
  let body: BodyInit | undefined;
  if (opts.file) {
    // no content type: the browser writes the multipart boundary itself (spec §7)
    const form = new FormData();
    form.append('file', opts.file);
    for (const [k, v] of Object.entries(opts.body ?? {})) if (v !== undefined && v !== null) form.append(k, String(v));
    body = form;
  } else if (opts.body) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = encode(opts.body);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), TIMEOUT_MS);
  const onAbort = () => controller.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort);
  const done = beginLoading();
  const say = (text: string) => {
    if (!opts.quiet) showToast(text);
  };

  const url = `${apiBase}${path}${query}`;
  // a call the page already sent (early.ts) reads that answer instead of asking again
  const form = body === undefined ? '' : body instanceof URLSearchParams ? body.toString() : null;
  const sent = form !== null && !opts.headers ? early?.take(method, url, form, lang, token) : undefined;
  let res: Response;
  try {
    res = await (sent
      ? abortable(sent, controller.signal)
      : fetch(url, { method, headers, body, signal: controller.signal }));
  } catch (error) {
    done();
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
    if (opts.signal?.aborted) throw error; // the caller gave up (navigation): nothing to show
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    say(messages.generic(timedOut ? 'timeout' : opts.file ? 'upload_error' : 'request_error'));
    throw new ApiError(0, timedOut ? 'timeout' : 'network error');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }

  try {
    if (!validStatus(res.status)) {
      say(messages.generic('interface_error'));
      throw new ApiError(res.status, `HTTP ${res.status}`);
    }
    return readEnvelope<T>(parseBody<T>(await res.text()), Boolean(opts.file), say);
  } finally {
    done();
  }
}

/** Spec §9: a status from 200 to 299 is valid. */
export const validStatus = (status: number) => status >= 200 && status <= 299;

/** A valid reply without a body (204, or a 201 with none) carries no envelope: success without data. */
function parseBody<T>(text: string): Partial<Envelope<T>> {
  return text.trim() ? (JSON.parse(text) as Partial<Envelope<T>>) : {};
}

/** The envelope rules of spec §8, shared by fetch calls and uploads. */
function readEnvelope<T>(envelope: Partial<Envelope<T>>, isUpload: boolean, say: (text: string) => void): T {
  const code = envelope.code ?? 200;
  if (isSuccess(envelope)) {
    if (SHOWN_SUCCESS_CODES.includes(code)) showToast(messages.code(code) ?? envelope.message ?? '', 'info');
    return envelope.data as T;
  }
  if (RELOGIN_CODES.includes(code)) {
    clearSession();
    say(messages.code(code) ?? envelope.message ?? '');
    relaunch(LOGIN_ROUTE);
  } else if (isUpload) {
    say(typeof envelope.data === 'string' ? envelope.data : (messages.code(code) ?? envelope.message ?? ''));
  } else {
    say(messages.code(code) ?? envelope.message ?? messages.generic('error'));
  }
  throw new ApiError(code, envelope.message ?? '', envelope.data);
}

export type { Uploaded };

/**
 * POST /upload with a progress callback (fetch cannot report upload progress, XMLHttpRequest
 * can). Same headers, time-out and answer rules as every other call.
 */
export function uploadFile(
  file: Blob,
  purpose: UploadPurpose,
  onProgress?: (percent: number) => void,
): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const done = beginLoading();
    xhr.open('POST', `${apiBase}/upload`);
    xhr.timeout = TIMEOUT_MS;
    xhr.setRequestHeader('lang', storage.get(KEYS.lang) ?? 'es');
    const token = storage.get(KEYS.token);
    if (token) xhr.setRequestHeader('access-token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    const networkFailure = () => {
      done();
      showToast(messages.generic('upload_error'));
      reject(new ApiError(0, 'network error'));
    };
    xhr.onerror = networkFailure;
    xhr.ontimeout = networkFailure;
    xhr.onload = () => {
      done();
      try {
        if (!validStatus(xhr.status)) {
          showToast(messages.generic('interface_error'));
          throw new ApiError(xhr.status, `HTTP ${xhr.status}`);
        }
        resolve(readEnvelope<Uploaded>(parseBody<Uploaded>(xhr.responseText), true, (t) => showToast(t)));
      } catch (error) {
        reject(error);
      }
    };
    const form = new FormData();
    form.append('purpose', purpose);
    form.append('file', file);
    xhr.send(form);
  });
}

/** Spec §7: relative image paths get the static base url prefix. */
let staticBase = '/media/';
export function setStaticBase(base: string): void {
  staticBase = base.endsWith('/') ? base : `${base}/`;
}
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/')) return path;
  return staticBase + path;
}
