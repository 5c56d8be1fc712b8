// Buyer–seller messages (issue 16): a conversation per buyer and shop, its messages (plain text up
// to 2000 characters and/or up to four private images), read state per side, the buyer's block of
// a shop, a seller's report to operators.
import { z } from 'zod';
import { type Paged, paging, zBool, zId } from './common.ts';

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_IMAGES_MAX = 4;
/** Messages one user may send per minute, as buyer and seller together. */
export const MESSAGES_PER_MINUTE = 30;
export const REPORT_REASON_MAX = 500;

/** Message images: upload paths of purpose `message`, "a,b" or an array. */
const zMessageImages = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z
    .array(z.string().regex(/^uploads\/message\/[A-Za-z0-9_-]+\.webp$/, 'an uploaded message image'))
    .max(MESSAGE_IMAGES_MAX)
    .default([]),
);

const messageFields = {
  text: z.string().trim().max(MESSAGE_TEXT_MAX).default(''),
  images: zMessageImages,
  /** What the message is about: a product of the shop, or the buyer's order from it. */
  product_id: zId.optional(),
  order_id: zId.optional(),
};
const oneContext = (v: { product_id?: number; order_id?: number }) => !(v.product_id && v.order_id);
const CONTEXT_ERROR = { message: 'a product or an order, not both', path: ['order_id'] };
const notEmpty = (v: { text: string; images: string[] }) => v.text !== '' || v.images.length > 0;
const EMPTY_ERROR = { message: 'a text or an image', path: ['text'] };

/** Opening (or finding) the conversation with a shop; with a text or images, its first message. */
export const openConversationBody = z.object({ shop_id: zId, ...messageFields }).refine(oneContext, CONTEXT_ERROR);
export type OpenConversationBody = z.output<typeof openConversationBody>;

/** A message in a conversation (buyer or seller). */
export const sendMessageBody = z.object(messageFields).refine(oneContext, CONTEXT_ERROR).refine(notEmpty, EMPTY_ERROR);
export type SendMessageBody = z.output<typeof sendMessageBody>;

export const conversationsQuery = z.object({ ...paging, unread: zBool.optional() });
/** A thread, newest page first: `before` is the oldest message id already shown. */
export const threadQuery = z.object({
  before: zId.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const reportConversationBody = z.object({ reason: z.string().trim().min(1).max(REPORT_REASON_MAX) });
export const reportedConversationsQuery = z.object({ ...paging, handled: zBool.optional() });
export const handleReportBody = z.object({ note: z.string().trim().max(REPORT_REASON_MAX).default('') });

export type MessageSide = 'buyer' | 'seller';

export interface ConversationMessage {
  id: number;
  conversation_id: number;
  /** Who wrote it: the buyer or the shop. */
  from: MessageSide;
  text: string;
  images: string[];
  product: { id: number; name: string; image: string } | null;
  order_id: number | null;
  created_at: string;
}

export interface ConversationSummary {
  id: number;
  shop: { id: number; name: string; logo: string };
  /** The buyer as the shop sees them (name and avatar only). */
  buyer: { name: string; avatar: string };
  last_message: { from: MessageSide; text: string; images: number; created_at: string } | null;
  /** Messages of the other side the caller has not read. */
  unread: number;
  /** The buyer blocked the shop. */
  blocked: boolean;
  /** An operator has yet to handle the shop's report (seller and admin views). */
  reported: boolean;
  updated_at: string;
}

export interface ConversationList extends Paged<ConversationSummary> {
  /** All unread messages of the caller's side, over every conversation. */
  unread_total: number;
}

export interface ConversationThread {
  conversation: ConversationSummary;
  /** Oldest first; up to `limit` messages before `before`. */
  messages: ConversationMessage[];
  /** Pass as `before` for the older page; null at the thread's start. */
  next_before: number | null;
}

export interface ConversationReport {
  id: number;
  reason: string;
  created_at: string;
  handled_at: string | null;
  note: string;
}

export interface ReportedConversation extends ConversationSummary {
  report: ConversationReport;
}

export interface ReportedThread extends ConversationThread {
  reports: ConversationReport[];
}

/** What a stream delivers: a new message in one of the caller's conversations, and their unread total. */
export interface MessageEvent {
  conversation_id: number;
  message: ConversationMessage;
  unread_total: number;
}
