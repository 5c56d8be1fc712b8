// What the server writes to its log, and what it never writes: session tokens, seller codes,
// passwords, card fields and query parameters stay out (a failed query is logged by its SQLSTATE
// and statement text, without the values bound to it). One line per request; pretty on a terminal,
// JSON lines otherwise (lib/pretty-log.ts).
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';
import { prettyStream } from './pretty-log.ts';

const REDACTED = '[redacted]';
/** Names of fields and query parameters whose values never reach the log. */
export const SECRET_NAME = /pass(word)?|token|ptoken|secret|card|cvc|cvv|exp_(month|year)|authorization|cookie|code$/i;

/** The URL with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const name = decodeSafe(pair.split('=')[0] ?? '');
      return SECRET_NAME.test(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

const decodeSafe = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

/** Quoted values and key details in database messages ("…: "abc"", "Key (email)=(a@b)") go. */
const maskValues = (message: string) =>
  message
    .replace(/: ".*?"/g, ': "…"')
    .replace(/=\(.*?\)/g, '=(…)')
    .slice(0, 500);

interface DbErrorLike {
  query?: string;
  params?: unknown[];
  code?: string;
  constraint?: string;
  cause?: DbErrorLike & { message?: string };
  message?: string;
}

/** A failed query: its SQLSTATE, constraint and statement text; never its values or a stack. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as Error & DbErrorLike;
  const db = e.query !== undefined ? e.cause : /^[0-9A-Z]{5}$/.test(String(e.code ?? '')) ? e : undefined;
  if (db || e.query !== undefined) {
    return {
      type: 'DatabaseError',
      code: db?.code,
      constraint: db?.constraint,
      message: db?.message ? maskValues(db.message) : undefined,
      statement: e.query?.replace(/\s+/g, ' ').slice(0, 2000),
    };
  }
  return { type: e.name, message: maskValues(e.message), code: e.code, stack: e.stack };
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers["access-token"]',
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.ptoken',
        '*.token',
        '*.card_number',
        '*.cvc',
      ],
      censor: REDACTED,
    },
    // pino's typings want its own error shape back; ours drops fields on purpose
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      err: serializeError,
    } as never,
    ...(config.logPretty ? { stream: prettyStream(process.stdout) } : {}),
  };
}
