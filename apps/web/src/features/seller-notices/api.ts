// The seller's notices (spec §4: what happened to their requests — 100 the shop application, 200
// products, 300 stock-in, 400 withdrawals, 500 top-ups, 600 refunds — submitted 0, approved 1,
// rejected −1), read one at a time or all at once.
import { NOTICE_TYPES, type Notice, type NoticeType, type Paged } from '@polymart/contract';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export type { Notice, NoticeType };
export { NOTICE_TYPES };

export const SELLER_NOTICES = 'seller-notices';

export interface NoticeFilter {
  unread: boolean;
  type?: NoticeType;
}

export const fetchNotices = (filter: NoticeFilter, page: number, signal?: AbortSignal) =>
  api<Paged<Notice>>('/customer/user/notices', {
    query: { page, page_size: 20, unread: filter.unread || undefined, type: filter.type },
    signal,
  });

export const readNotice = (id: number) =>
  api<{ id: number; read: true; unread: number }>('/customer/user/notice-read', { query: { id }, quiet: true });

export const readAllNotices = (type?: NoticeType) =>
  api<{ marked: number; unread: number }>('/customer/user/notice-read-all', {
    method: 'POST',
    body: { type },
    quiet: true,
  });

export const noticesChanged = (client: QueryClient) => client.invalidateQueries({ queryKey: [SELLER_NOTICES] });
