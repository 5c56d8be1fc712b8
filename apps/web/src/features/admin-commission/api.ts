import type { CommissionRule, CommissionRuleBody } from '@polymart/contract/earnings';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const COMMISSION = 'admin-commission';

export const commissionRulesQuery = () =>
  queryOptions({
    queryKey: [COMMISSION, 'rules'],
    queryFn: ({ signal }) => api<{ items: CommissionRule[] }>('/admin/commission', { signal }),
    staleTime: 0,
  });

/** Sets or removes one rule; answers every rule. Failures are said in place by the form. */
export const saveRule = (body: CommissionRuleBody) =>
  api<{ items: CommissionRule[] }>('/admin/commission', { body, quiet: true });
