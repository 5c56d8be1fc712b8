// Sort and filters live in the URL, so a filtered list can be shared and survives a reload.
import { PRODUCT_SORTS, type ProductSort } from '@polymart/contract/catalog-values';
import { useSearchParams } from 'react-router';

export type Sort = ProductSort;
/** A product list's sort and filters, as the catalogue's requests take them. */
export interface Filters<S extends string = Sort> {
  sort: S;
  brand_id?: number[];
  min_price?: number;
  max_price?: number;
}

const num = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * The list's filters from the URL and a setter that writes them back. `sorts` are the orders the
 * list takes (search adds 'relevance' to the catalogue's); an unknown one falls back to the default.
 */
export function useFilters<S extends string = Sort>(
  defaultSort: NoInfer<S> = 'newest' as S,
  sorts: readonly S[] = PRODUCT_SORTS as readonly string[] as readonly S[],
): [Filters<S>, (f: Filters<S>) => void] {
  const [params, setParams] = useSearchParams();
  const sort = params.get('sort');
  const brand = num(params.get('brand_id'));
  const filters: Filters<S> = {
    sort: sorts.includes(sort as S) ? (sort as S) : defaultSort,
    brand_id: brand ? [brand] : undefined,
    min_price: num(params.get('min_price')),
    max_price: num(params.get('max_price')),
  };
  const set = (f: Filters<S>) => {
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

/**
 * A list screen's filters in the URL: `change` sets the given keys (an undefined or empty value
 * removes the key), keeps the others, and replaces the history entry rather than adding one.
 */
export function useUrlParams(): [URLSearchParams, (next: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const change = (next: Record<string, string | undefined>) =>
    setParams(
      (p) => {
        for (const [key, value] of Object.entries(next)) {
          if (value) p.set(key, value);
          else p.delete(key);
        }
        return p;
      },
      { replace: true },
    );
  return [params, change];
}
