// People in the admin area (issue 15): GET /api/admin/users (search), GET /api/admin/users/{id} (one
// person's page), POST .../ban and .../unban (each answers the person's page again).
import type { Paged } from '@polymart/contract';
import type { AdminUserDetail, AdminUserRow, AdminUsersQuery } from '@polymart/contract/users-admin';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const ADMIN_USERS = 'admin-users';

export type UsersFilter = Partial<Pick<AdminUsersQuery, 'q' | 'role' | 'banned' | 'page'>>;

export const usersQuery = (f: UsersFilter) => {
  const params = new URLSearchParams({ page: String(f.page ?? 1), page_size: '20' });
  if (f.q) params.set('q', f.q);
  if (f.role) params.set('role', f.role);
  if (f.banned !== undefined) params.set('banned', String(f.banned));
  return queryOptions({
    queryKey: [ADMIN_USERS, 'list', f.q ?? '', f.role ?? '', f.banned ?? '', f.page ?? 1],
    queryFn: ({ signal }) => api<Paged<AdminUserRow>>(`/admin/users?${params}`, { signal }),
    staleTime: 0,
  });
};

export const userQuery = (id: number) =>
  queryOptions({
    queryKey: [ADMIN_USERS, 'detail', id],
    queryFn: ({ signal }) => api<AdminUserDetail>(`/admin/users/${id}`, { signal }),
    staleTime: 0,
  });

/** Refusals are said in place by the form that sent it. */
export const banUser = (id: number, reason: string) =>
  api<AdminUserDetail>(`/admin/users/${id}/ban`, { body: { reason }, quiet: true });

export const unbanUser = (id: number, reason: string) =>
  api<AdminUserDetail>(`/admin/users/${id}/unban`, { body: reason ? { reason } : {}, quiet: true });
