// Every answer carries the envelope {code, message, data}, failures included (DESIGN §2):
// business outcomes with HTTP 200 and their code; transport problems with their HTTP status.
import { ERRORS, type ErrorName } from '@polymart/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a route's handler begins (lib/route.ts): errors before it come from reading the request. */
    handlerStarted?: boolean;
  }
}

const envelope = (name: ErrorName, message?: string, data: unknown = null) => ({
  code: ERRORS[name].code,
  message: message ?? ERRORS[name].message,
  data,
});

export const invalidRequest = (detail: string) => envelope('INVALID_PARAMETER', `invalid request: ${detail}`);

export function installEnvelope(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send(envelope('NOT_FOUND', `no route for ${req.method} ${req.url.split('?')[0]}`));
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send({ code: error.code, message: error.message, data: error.data });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(envelope('PAYLOAD_TOO_LARGE'));
    }
    if (status === 429) return reply.code(429).send(envelope('RATE_LIMITED'));
    // A multipart body that is not one (no boundary, cut short) fails in the parser, before the
    // route's handler starts, with a plain error and no status: it is bad input, not a fault.
    if ((status >= 400 && status < 500) || (!req.handlerStarted && req.isMultipart())) {
      // Malformed JSON, an unsupported content type, a broken multipart body: bad input.
      return reply.code(200).send(invalidRequest(error.message));
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send(envelope('SERVER_ERROR', 'internal server error'));
  });
}
