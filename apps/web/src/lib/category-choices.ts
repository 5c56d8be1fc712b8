// The catalogue's categories flattened for one select, series indented under their parents: the
// product form's category and the commission rules' category pick from the same list.
import type { Category } from '@polymart/contract/catalog-types';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api.ts';

export interface CategoryChoice {
  id: number;
  name: string;
  depth: number;
}

export const categoryChoicesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['category-choices', lang],
    queryFn: async ({ signal }) => {
      const tree = await api<Category[]>('/customer/index/get-all-category', { method: 'POST', body: {}, signal });
      const out: CategoryChoice[] = [];
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
