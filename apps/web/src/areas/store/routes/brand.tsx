// A brand and its products (reached from the brand lists).
import { useSearchParams } from 'react-router';
import { EntityHeader } from '../../../components/entity-header.tsx';
import { SortSelect } from '../../../components/sort-filter.tsx';
import { fetchBrandPage } from '../../../features/catalog/api/queries.ts';
import { PagedProducts } from '../../../features/catalog/paged-products.tsx';
import { useFilters } from '../../../lib/filters.ts';
import { useLang } from '../../../lib/hooks.ts';

export default function BrandPage() {
  const lang = useLang();
  const id = Number(useSearchParams()[0].get('id'));
  const [filters, setFilters] = useFilters('best_selling');
  return (
    <div className="page">
      <PagedProducts
        queryKey={['brand-infinite', lang, id, filters]}
        fetchPage={(page, signal) => fetchBrandPage(id, page, filters, signal)}
        pick={(p) => p.products}
      >
        {(first) => (
          <EntityHeader entity={first?.brand}>
            <SortSelect value={filters.sort} onChange={(sort) => setFilters({ ...filters, sort })} />
          </EntityHeader>
        )}
      </PagedProducts>
    </div>
  );
}
