// Conversations between buyers and shops (issue 16). One set of calls serves both sides: `side`
// picks the buyer's paths (/customer/conversations) or the seller's (/seller/conversations).

import type { Paged } from '@polymart/contract/common';
import type {
  ConversationList,
  ConversationMessage,
  ConversationThread,
  ReportedConversation,
  ReportedThread,
} from '@polymart/contract/messages';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type Side = 'buyer' | 'seller';
export const CONVERSATIONS = 'conversations';
const base = (side: Side) => (side === 'buyer' ? '/customer/conversations' : '/seller/conversations');

export const fetchConversations = (side: Side, page: number, signal?: AbortSignal) =>
  api<ConversationList>(base(side), { query: { page, page_size: 20 }, signal });

export const fetchThread = (side: Side, id: number, before?: number, signal?: AbortSignal) =>
  api<ConversationThread>(`${base(side)}/${id}`, { query: { before, limit: 30 }, signal, quiet: true });

export interface Outgoing {
  text: string;
  images: string[];
  product_id?: number;
  order_id?: number;
}

/** Quiet: the composer shows a refusal in place. */
export const sendMessage = (side: Side, id: number, m: Outgoing) =>
  api<{ id: number; message: ConversationMessage }>(`${base(side)}/${id}/messages`, { body: { ...m }, quiet: true });

export const markRead = (side: Side, id: number) =>
  api<{ id: number; unread_total: number }>(`${base(side)}/${id}/read`, { method: 'POST', quiet: true });

/** The buyer opens (or finds) their conversation with a shop. */
export const openConversation = (shopId: number) =>
  api<{ id: number; message: ConversationMessage | null }>('/customer/conversations', { body: { shop_id: shopId } });

export const setBlocked = (id: number, blocked: boolean) =>
  api<{ id: number; blocked: boolean }>(`/customer/conversations/${id}/${blocked ? 'block' : 'unblock'}`, {
    method: 'POST',
  });

export const reportConversation = (id: number, reason: string) =>
  api<{ id: number; reported: true }>(`/seller/conversations/${id}/report`, { body: { reason }, quiet: true });

export const fetchReported = (handled: boolean, page: number, signal?: AbortSignal) =>
  api<Paged<ReportedConversation>>('/admin/conversations', {
    query: { page, page_size: 20, handled: handled || undefined },
    signal,
  });

export const fetchReportedThread = (id: number, before?: number, signal?: AbortSignal) =>
  api<ReportedThread>(`/admin/conversations/${id}`, { query: { before, limit: 50 }, signal });

export const handleReport = (id: number, note: string) =>
  api<{ id: number; handled: true }>(`/admin/conversations/${id}/handled`, { body: { note } });

export const conversationsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [CONVERSATIONS] });
