// Commission rules (GET/POST /api/admin/commission): one global, one per category, one per shop;
// a rate in basis points and a fixed amount per unit in base minor units.
import type { Category } from '@polymart/contract/catalog-types';
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

/** The catalogue's categories flattened for one select, series indented under their parents. */
export const categoryChoicesQuery = (lang: string) =>
  queryOptions({
    queryKey: [COMMISSION, 'categories', lang],
    queryFn: async ({ signal }) => {
      const tree = await api<Category[]>('/customer/index/get-all-category', { method: 'POST', body: {}, signal });
      const out: { id: number; name: string; depth: number }[] = [];
      const walk = (list: Category[], depth: number) => {
        for (const c of list) {
          out.push({ id: c.id, name: c.name, depth });
          if (c.children?.length) walk(c.children, depth + 1);
        }
      };
      walk(tree, 0);
      return out;
    },
    staleTime: 5 * 60_000,
  });
