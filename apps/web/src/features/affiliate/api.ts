// Affiliate calls (issue 16): the customer's figures and earnings, the operators' view and switch.
import type { AffiliateAdmin, AffiliateEarning, AffiliateOverview } from '@polymart/contract/affiliate';
import type { Paged } from '@polymart/contract/common';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const affiliateQuery = (days: 7 | 30) =>
  queryOptions({
    queryKey: ['affiliate', 'overview', days],
    queryFn: () => api<AffiliateOverview>('/customer/affiliate', { query: { days } }),
  });

export const fetchAffiliateEarnings = (page: number) =>
  api<Paged<AffiliateEarning>>('/customer/affiliate/earnings', { query: { page } });

export const affiliateAdminQuery = () =>
  queryOptions({
    queryKey: ['admin', 'finance', 'affiliate'],
    queryFn: () => api<AffiliateAdmin>('/admin/finance/affiliate'),
  });

export const switchAffiliate = (enabled: boolean) =>
  api<AffiliateAdmin>('/admin/finance/affiliate', { method: 'POST', body: { enabled } });
