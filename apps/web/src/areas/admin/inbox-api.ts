// The operators' inbox calls (GET /api/admin/inbox, POST /api/admin/inbox/decide): every request
// awaiting a decision, of every type, oldest first, with the pending count per type.
import type { InboxAnswer, InboxDecision, InboxStatus, InboxType } from '@polymart/contract/inbox';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const PAGE_SIZE = 20;

export interface InboxFilter {
  type: InboxType | undefined;
  status: InboxStatus;
  page: number;
}

export const inboxQuery = (f: InboxFilter) =>
  queryOptions({
    queryKey: ['admin-inbox', f.type ?? 'all', f.status, f.page],
    queryFn: ({ signal }) =>
      api<InboxAnswer>('/admin/inbox', {
        query: { type: f.type, status: f.status, page: f.page, page_size: PAGE_SIZE },
        signal,
      }),
    // requests arrive while the screen is open: read fresh when the filter comes back
    staleTime: 0,
  });

/** Failures are said in place (2000018, decided already, by the caller). */
export const decide = (d: InboxDecision) =>
  api<{ type: InboxType; id: number; status: InboxStatus }>('/admin/inbox/decide', { body: d, quiet: true });

export const inboxChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: ['admin-inbox'] });
