// Staff roles in the admin area (issue 15): GET /api/admin/me (the signed-in operator's role and
// permissions, read once per session and shared by the menu and every guarded page), GET and POST
// /api/admin/staff (the list; invite, change a role, remove).
import type { StaffBody, StaffMember, StaffSelf } from '@polymart/contract/staff';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const STAFF = 'admin-staff';

export interface StaffList {
  items: StaffMember[];
}

/** Keyed by the signed-in user, so another operator signing in on the same tab reads their own. */
export const staffSelfQuery = (userId: number | undefined) =>
  queryOptions({
    queryKey: [STAFF, 'me', userId],
    queryFn: ({ signal }) => api<StaffSelf>('/admin/me', { signal }),
    enabled: userId !== undefined,
    staleTime: 5 * 60_000,
  });

export const staffListQuery = () =>
  queryOptions({
    queryKey: [STAFF, 'list'],
    queryFn: ({ signal }) => api<StaffList>('/admin/staff', { signal }),
    staleTime: 0,
  });

/** Invites, changes a role or removes; answers the list and whether a new account was made. Failures
 * are said in place by the form that sent it. */
export const saveStaff = (body: StaffBody) =>
  api<StaffList & { created: boolean }>('/admin/staff', { body, quiet: true });
