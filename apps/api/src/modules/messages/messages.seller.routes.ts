// The seller's side of conversations with buyers, under /api/seller/conversations (issue 16).
import {
  conversationsQuery,
  idParams,
  MESSAGES_PER_MINUTE,
  reportConversationBody,
  sendMessageBody,
  threadQuery,
} from '@polymart/contract';
import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { listConversations, readThread, unreadTotal } from './conversations.read.ts';
import type { MessageHub } from './message-hub.ts';
import { openStream } from './message-stream.ts';
import { markRead, reportConversation, sellerReader, sendMessage } from './messages.service.ts';

const tags = ['seller messages'];

export function messageSellerRoutes(app: FastifyInstance, hub: MessageHub) {
  route(app, {
    method: 'GET',
    url: '/conversations',
    summary: "Conversations with buyers of the seller's shops, newest first, with unread counts",
    tags,
    auth: 'seller',
    input: conversationsQuery,
    handler: async (ctx, q) => {
      const reader = sellerReader(ctx);
      const [list, unread_total] = await Promise.all([
        listConversations(ctx.db, reader, q),
        unreadTotal(ctx.db, reader),
      ]);
      return { ...list, unread_total };
    },
  });
  route(app, {
    method: 'GET',
    url: '/conversations/stream',
    summary:
      "New buyers' messages live (Server-Sent Events with Accept: text/event-stream; otherwise the unread total once)",
    tags,
    auth: 'seller',
    handler: (ctx, _q, req, reply) => openStream(ctx, sellerReader(ctx), `seller:${ctx.sellerId}`, hub, req, reply),
  });
  route(app, {
    method: 'GET',
    url: '/conversations/:id',
    summary: 'A conversation with a buyer and a page of its messages (oldest first; `before` pages back)',
    tags,
    auth: 'seller',
    params: idParams,
    input: threadQuery,
    handler: async (ctx, q) =>
      (await readThread(ctx.db, sellerReader(ctx), ctx.lang, q.id, q)) ?? fail('NO_DATA', 'conversation not found'),
  });
  route(app, {
    method: 'POST',
    url: '/conversations/:id/messages',
    summary: 'Answer the buyer: text up to 2000 characters and/or up to 4 message images',
    tags,
    auth: 'seller',
    params: idParams,
    input: sendMessageBody,
    rateLimit: { max: MESSAGES_PER_MINUTE * 2 },
    handler: (ctx, input) => sendMessage(ctx, hub, sellerReader(ctx), input.id, input),
  });
  route(app, {
    method: 'POST',
    url: '/conversations/:id/read',
    summary: "Mark the buyer's messages in the conversation read",
    tags,
    auth: 'seller',
    params: idParams,
    handler: (ctx, input) => markRead(ctx, hub, sellerReader(ctx), input.id),
  });
  route(app, {
    method: 'POST',
    url: '/conversations/:id/report',
    summary: 'Report the conversation to the marketplace operators, with a reason',
    tags,
    auth: 'seller',
    params: idParams,
    input: reportConversationBody,
    handler: (ctx, input) => reportConversation(ctx, input.id, input.reason),
  });
}
