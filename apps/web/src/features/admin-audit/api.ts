// The operators' trail in the admin area (issue 15): GET /api/admin/audit (owners: everything, by
// person, target and days) and GET /api/admin/history (one user's, shop's, product's or order's own).
import type { AuditRecord, AuditSubject, Paged } from '@polymart/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const AUDIT = 'admin-audit';

export const historyQuery = (subject: AuditSubject, id: number, page = 1) =>
  queryOptions({
    queryKey: [AUDIT, 'history', subject, id, page],
    queryFn: ({ signal }) =>
      api<Paged<AuditRecord>>(`/admin/history?subject_type=${subject}&subject_id=${id}&page=${page}&page_size=20`, {
        signal,
      }),
    staleTime: 0,
  });
