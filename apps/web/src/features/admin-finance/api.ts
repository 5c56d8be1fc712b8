// The operators' finance view (GET /api/admin/finance) for a period of UTC days, in base minor units.
import type { FinanceReport } from '@polymart/contract/finance';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const financeQueryOptions = (period: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['admin-finance', period.from, period.to],
    queryFn: ({ signal }) => api<FinanceReport>('/admin/finance', { query: period, signal }),
    // money moves while the page is open: read fresh whenever it comes back
    staleTime: 0,
  });
