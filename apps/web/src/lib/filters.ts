// Sort and filters live in the URL, so a filtered list can be shared and survives a reload.
import { useSearchParams } from 'react-router';
import type { Filters, Sort } from '../features/catalog/types.ts';

const SORTS: Sort[] = ['newest', 'price_desc', 'price_asc', 'best_selling'];
const num = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : undefined);

export function useFilters(defaultSort: Sort = 'newest'): [Filters, (f: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const brand = num(params.get('brand_id'));
  const filters: Filters = {
    sort: SORTS.includes(sort as Sort) ? (sort as Sort) : defaultSort,
    brand_id: brand ? [brand] : undefined,
    min_price: num(params.get('min_price')),
    max_price: num(params.get('max_price')),
  };
  const set = (f: Filters) => {
    const next = new URLSearchParams(params);
    next.set('sort', f.sort);
    for (const [key, value] of [
      ['brand_id', f.brand_id?.[0]],
      ['min_price', f.min_price],
      ['max_price', f.max_price],
    ] as const) {
      if (value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next, { replace: true });
  };
  return [filters, set];
}
