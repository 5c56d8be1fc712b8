// The operators' trail in the admin area (issue 15): GET /api/admin/audit (owners: everything, by
// person, target and days) and GET /api/admin/history (one user's, shop's, product's or order's own).
import type { AuditRecord, AuditSubject, Paged } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { AUDIT } from '../../lib/admin-queries.ts';
import { api } from '../../lib/api.ts';

export const historyQuery = (subject: AuditSubject, id: number, page = 1) =>
  queryOptions({
    queryKey: [AUDIT, 'history', subject, id, page],
    queryFn: ({ signal }) =>
      api<Paged<AuditRecord>>(`/admin/history?subject_type=${subject}&subject_id=${id}&page=${page}&page_size=20`, {
        signal,
      }),
    staleTime: 0,
  });

/** The audit trail's filters: the person who acted, the target (type and id), a period of days. */
export interface TrailFilter {
  actor_id?: number;
  subject_type?: AuditSubject;
  subject_id?: number;
  from?: string;
  to?: string;
  page: number;
}

export const TRAIL_PAGE_SIZE = 20;

export const trailQuery = (filter: TrailFilter) =>
  queryOptions({
    queryKey: [AUDIT, 'trail', filter],
    queryFn: ({ signal }) =>
      api<Paged<AuditRecord>>('/admin/audit', {
        query: { ...filter, page_size: TRAIL_PAGE_SIZE },
        signal,
      }),
    staleTime: 0,
  });
