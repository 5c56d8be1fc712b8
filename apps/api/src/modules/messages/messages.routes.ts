// The buyer's conversations with shops, under /api/customer/conversations (issue 16).
import {
  conversationsQuery,
  idParams,
  MESSAGES_PER_MINUTE,
  openConversationBody,
  sendMessageBody,
  threadQuery,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { listConversations, readThread, unreadTotal } from './conversations.read.ts';
import type { MessageHub } from './message-hub.ts';
import { openStream } from './message-stream.ts';
import { buyerReader, markRead, openConversation, sendMessage, setBlocked } from './messages.service.ts';

const tags = ['messages'];
// besides the per-user count of messages a minute (messages.service.ts), a plain request limit
const WRITES = { max: MESSAGES_PER_MINUTE * 2 };

export function messageRoutes(app: FastifyInstance, hub: MessageHub) {
  route(app, {
    method: 'GET',
    url: '/customer/conversations',
    summary: "The buyer's conversations with shops, newest first, with unread counts",
    tags,
    auth: 'user',
    input: conversationsQuery,
    handler: async (ctx, q) => {
      const reader = buyerReader(ctx);
      const [list, unread_total] = await Promise.all([
        listConversations(ctx.db, reader, q),
        unreadTotal(ctx.db, reader),
      ]);
      return { ...list, unread_total };
    },
  });
  route(app, {
    method: 'GET',
    url: '/customer/conversations/stream',
    summary: 'New messages live (Server-Sent Events with Accept: text/event-stream; otherwise the unread total once)',
    tags,
    auth: 'user',
    handler: (ctx, _q, req, reply) => openStream(ctx, buyerReader(ctx), `buyer:${ctx.user.id}`, hub, req, reply),
  });
  route(app, {
    method: 'GET',
    url: '/customer/conversations/:id',
    summary: 'A conversation and a page of its messages (oldest first; `before` pages back)',
    tags,
    auth: 'user',
    params: idParams,
    input: threadQuery,
    handler: async (ctx, q) =>
      (await readThread(ctx.db, buyerReader(ctx), ctx.lang, q.id, q)) ?? fail('NO_DATA', 'conversation not found'),
  });
  route(app, {
    method: 'POST',
    url: '/customer/conversations',
    summary: 'Open (or find) the conversation with a shop, optionally about a product or order, with a first message',
    tags,
    auth: 'user',
    input: openConversationBody,
    rateLimit: WRITES,
    handler: (ctx, input) => openConversation(ctx, hub, input),
  });
  route(app, {
    method: 'POST',
    url: '/customer/conversations/:id/messages',
    summary: 'Write to the shop: text up to 2000 characters and/or up to 4 message images',
    tags,
    auth: 'user',
    params: idParams,
    input: sendMessageBody,
    rateLimit: WRITES,
    handler: (ctx, input) => sendMessage(ctx, hub, buyerReader(ctx), input.id, input),
  });
  route(app, {
    method: 'POST',
    url: '/customer/conversations/:id/read',
    summary: "Mark the shop's messages in the conversation read",
    tags,
    auth: 'user',
    params: idParams,
    handler: (ctx, input) => markRead(ctx, hub, buyerReader(ctx), input.id),
  });
  route(app, {
    method: 'POST',
    url: '/customer/conversations/:id/block',
    summary: 'Block the shop: no messages either way until unblocked',
    tags,
    auth: 'user',
    params: idParams,
    handler: (ctx, input) => setBlocked(ctx, input.id, true),
  });
  route(app, {
    method: 'POST',
    url: '/customer/conversations/:id/unblock',
    summary: 'Unblock the shop',
    tags,
    auth: 'user',
    params: idParams,
    handler: (ctx, input) => setBlocked(ctx, input.id, false),
  });
}
