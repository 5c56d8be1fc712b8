// A reader's live stream of new messages (Server-Sent Events). The caller is signed in by the usual
// access-token header: browsers read it with fetch, never with a token in the URL. A request that
// does not accept text/event-stream gets the current unread total once, as JSON (a polling client's
// answer, and what tools that follow the OpenAPI document see).
//
// Each event is read again through the reader's ownership condition before it is written; every
// ~25 s a heartbeat keeps proxies from closing the connection and re-checks the session, so a
// signed-out or banned caller's stream ends.
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserCtx } from '../../lib/ctx.ts';
import { authenticate } from '../accounts/sessions.service.ts';
import { type Reader, readMessages, unreadTotal } from './conversations.read.ts';
import type { HubEvent, MessageHub } from './message-hub.ts';

export const HEARTBEAT_MS = 25_000;

export async function openStream(
  ctx: UserCtx,
  reader: Reader,
  key: string,
  hub: MessageHub,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const unread = await unreadTotal(ctx.db, reader);
  if (!String(req.headers.accept ?? '').includes('text/event-stream')) return { unread_total: unread, stream: false };

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold events back
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  res.write('retry: 3000\n\n');
  send('ready', { unread_total: unread });

  // events are written in order, one after the other
  let queue = Promise.resolve();
  const onEvent = (event: HubEvent) => {
    queue = queue
      .then(async () => {
        const unread_total = await unreadTotal(ctx.db, reader);
        if (event.kind === 'read') return void send('read', { conversation_id: event.conversation_id, unread_total });
        const [message] = await readMessages(ctx.db, reader, ctx.lang, sql`m.id = ${event.message_id ?? 0}`, 1);
        if (message) send('message', { conversation_id: event.conversation_id, message, unread_total });
      })
      .catch((error: unknown) => ctx.log.warn({ err: error }, 'message stream event failed'));
  };
  const unsubscribe = hub.subscribe(key, onEvent);
  const untrack = hub.track(res);
  const beat = setInterval(() => {
    authenticate(ctx, ctx.token).then(
      () => res.write(': ping\n\n'),
      () => res.end(),
    );
  }, HEARTBEAT_MS);
  const stop = () => {
    clearInterval(beat);
    unsubscribe();
    untrack();
  };
  // the response closes when the client goes away (a request's own 'close' fires once it is read)
  res.on('close', stop);
  return reply;
}
