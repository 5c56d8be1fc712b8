// Support tickets (issue 16): a customer (or a seller, who is a customer too) asks the marketplace
// for help, optionally about one of their orders, with private photos; support staff (permission
// `support`) assign, answer and move the ticket through its states. Text is plain text everywhere:
// it is stored and returned exactly as written and never rendered as markup.
import { z } from 'zod';
import { paging, zBool, zId } from './common.ts';

export const TICKET_CATEGORIES = ['order', 'payment', 'refund', 'account', 'seller', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: support's turn; waiting: the customer's turn; solved: done unless the customer writes again; closed: done for good. */
export const TICKET_STATES = ['open', 'waiting', 'solved', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];

export const TICKET_SUBJECT_MAX = 150;
export const TICKET_MESSAGE_MAX = 5000;
export const TICKET_ATTACHMENTS_MAX = 4;

const subject = z.string().trim().min(1).max(TICKET_SUBJECT_MAX);
const message = z.string().trim().min(1).max(TICKET_MESSAGE_MAX);
/** Private upload paths of purpose `ticket` the caller uploaded: "a,b" or an array, at most four. */
const attachments = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.string().max(200)).max(TICKET_ATTACHMENTS_MAX).default([]),
);

export const ticketOpenBody = z.object({
  subject,
  message,
  category: z.enum(TICKET_CATEGORIES),
  /** one of the caller's orders, as the buyer or as the seller of its shop */
  order_id: zId.optional(),
  attachments,
});
export type TicketOpenBody = z.output<typeof ticketOpenBody>;

export const ticketReplyBody = z.object({ message, attachments });
export type TicketReplyBody = z.output<typeof ticketReplyBody>;
export const ticketIdParams = z.object({ id: zId });
export const ticketListQuery = z.object({ ...paging });

export const adminTicketListQuery = z.object({
  ...paging,
  state: z.enum(TICKET_STATES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** mine: assigned to the caller; unassigned: to nobody */
  assigned: z.enum(['mine', 'unassigned']).optional(),
  /** part of the subject or of the customer's email */
  q: z.string().trim().max(100).optional(),
});
export type AdminTicketListQuery = z.output<typeof adminTicketListQuery>;

/** A staff reply leaves the ticket waiting for the customer unless another state is chosen. */
export const adminTicketReplyBody = z.object({
  message,
  attachments,
  state: z.enum(TICKET_STATES).default('waiting'),
});
export type AdminTicketReplyBody = z.output<typeof adminTicketReplyBody>;
/** Assign to a staff member holding `support` (the caller by default); `none` takes the ticket off anyone. */
export const adminTicketAssignBody = z.object({ staff_id: zId.optional(), none: zBool.default(false) });
export const adminTicketStateBody = z.object({ state: z.enum(TICKET_STATES) });

export interface TicketMessage {
  id: number;
  /** support staff wrote it (the customer otherwise) */
  staff: boolean;
  /** the author's name (a staff member's shows as the support team's to customers) */
  author: string;
  body: string;
  /** private upload paths: the customer and support staff may open them */
  attachments: string[];
  created_at: string;
}

export interface TicketSummary {
  id: number;
  subject: string;
  category: TicketCategory;
  state: TicketState;
  order_id: number | null;
  created_at: string;
  last_message_at: string;
  /** the customer's list: support answered since the customer last opened the ticket */
  unread: boolean;
}

export interface Ticket extends TicketSummary {
  messages: TicketMessage[];
}

export interface AdminTicketRow extends Omit<TicketSummary, 'unread'> {
  customer: { id: number; email: string; name: string };
  assignee: { id: number; name: string } | null;
  /** the customer wrote last and no staff member has answered since */
  awaiting_support: boolean;
}

export interface AdminTicket extends AdminTicketRow {
  messages: TicketMessage[];
  /** the customer's latest orders (as the buyer), newest first */
  recent_orders: { id: number; status: string; total: number; created_at: string }[];
  /** staff members holding `support`, for the assign menu */
  support_staff: { id: number; name: string; email: string }[];
}
