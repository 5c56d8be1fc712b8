// The operators' numbers: GET /api/admin/dashboard (every staff member; amounts only for a role
// that reads money) and GET /api/admin/reports/{name} for a period of UTC days, or its CSV file.
import type { AdminDashboard, ReportAnswer, ReportName } from '@polymart/contract/reports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';

export type Period = { from: string; to: string };

export const dashboardQuery = () =>
  queryOptions({
    queryKey: ['admin-dashboard'],
    queryFn: ({ signal }) => api<AdminDashboard>('/admin/dashboard', { signal }),
    // orders and requests arrive while the page is open: read fresh whenever it comes back
    staleTime: 0,
  });

export const reportQuery = (name: ReportName, period: Period) =>
  queryOptions({
    queryKey: ['admin-report', name, period.from, period.to],
    queryFn: ({ signal }) => api<ReportAnswer>(`/admin/reports/${name}`, { query: period, signal }),
    staleTime: 0,
  });

export const downloadReport = (name: ReportName, period: Period) =>
  downloadFile(
    `/api/admin/reports/${name}?${new URLSearchParams({ ...period, format: 'csv' })}`,
    `${name}-${period.from}-${period.to}.csv`,
  );
