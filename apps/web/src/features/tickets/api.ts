// Support tickets, both sides: the customer's (GET/POST /api/customer/tickets, .../{id},
// .../{id}/reply) and support staff's (GET /api/admin/tickets, .../{id}, .../assign, .../reply,
// .../state). Each change answers the ticket again, which the caller puts in the cache.
import type { Paged } from '@polymart/contract/common';
import type {
  AdminTicket,
  AdminTicketRow,
  Ticket,
  TicketCategory,
  TicketOpenBody,
  TicketState,
  TicketSummary,
} from '@polymart/contract/tickets';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, uploadFile } from '../../lib/api.ts';

export const TICKETS = 'tickets';
export const ADMIN_TICKETS = 'admin-tickets';

export const myTicketsQuery = (userId: number, page: number) =>
  queryOptions({
    queryKey: [TICKETS, userId, 'list', page],
    queryFn: ({ signal }) => api<Paged<TicketSummary>>('/customer/tickets', { query: { page }, signal }),
    staleTime: 0,
  });

export const myTicketQuery = (userId: number, id: number) =>
  queryOptions({
    queryKey: [TICKETS, userId, 'detail', id],
    queryFn: ({ signal }) => api<Ticket>(`/customer/tickets/${id}`, { signal }),
    staleTime: 0,
  });

/** Refusals are shown in place by the form that sent them. */
export const openTicket = (input: TicketOpenBody) =>
  api<Ticket>('/customer/tickets', { body: { ...input, attachments: input.attachments }, quiet: true });

export const replyToTicket = (id: number, message: string, attachments: string[]) =>
  api<Ticket>(`/customer/tickets/${id}/reply`, { body: { message, attachments }, quiet: true });

export const uploadTicketPhoto = (file: File, onProgress: (percent: number) => void) =>
  uploadFile(file, 'ticket', onProgress).then((u) => u.path);

export const ticketsChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [TICKETS] });

export interface AdminTicketFilter {
  state?: TicketState;
  category?: TicketCategory;
  assigned?: 'mine' | 'unassigned';
  q?: string;
  page?: number;
}

export const adminTicketsQuery = (f: AdminTicketFilter) =>
  queryOptions({
    queryKey: [ADMIN_TICKETS, 'list', f.state ?? '', f.category ?? '', f.assigned ?? '', f.q ?? '', f.page ?? 1],
    queryFn: ({ signal }) =>
      api<Paged<AdminTicketRow>>('/admin/tickets', { query: { ...f, page: f.page ?? 1 }, signal }),
    staleTime: 0,
  });

export const adminTicketQuery = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_TICKETS, 'detail', id],
    queryFn: ({ signal }) => api<AdminTicket>(`/admin/tickets/${id}`, { signal }),
    staleTime: 0,
  });

export const assignTicket = (id: number, to: number | 'none') =>
  api<AdminTicket>(`/admin/tickets/${id}/assign`, {
    body: to === 'none' ? { none: true } : { staff_id: to },
    quiet: true,
  });

export const setTicketState = (id: number, state: TicketState) =>
  api<AdminTicket>(`/admin/tickets/${id}/state`, { body: { state }, quiet: true });

export const answerTicket = (id: number, message: string, attachments: string[], state: TicketState) =>
  api<AdminTicket>(`/admin/tickets/${id}/reply`, { body: { message, attachments, state }, quiet: true });
