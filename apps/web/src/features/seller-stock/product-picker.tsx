// Picks one of the seller's products: a search box narrows the list, the list names each product
// with its stock. The chosen product stays listed even when a new search leaves it out.
import type { SellerProduct } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../components/search-select.tsx';
import { productSearchQuery } from './api.ts';

/** Typing waits this long before it asks the server. */
const SEARCH_DELAY_MS = 300;

export function ProductPicker({
  sellerId,
  chosen,
  onChange,
  error,
}: {
  sellerId: number;
  chosen: Pick<SellerProduct, 'id' | 'name' | 'stock'> | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useQuery(productSearchQuery(sellerId, keyword));
  const items = found.data?.items ?? [];
  const options = chosen && !items.some((p) => p.id === chosen.id) ? [chosen, ...items] : items;
  return (
    <div className="stock-picker">
      <SearchSelect
        searchLabel={t('seller.stock.search')}
        typed={typed}
        onType={setTyped}
        note={found.data ? t('seller.stock.found', { n: found.data.total }) : ''}
        label={t('seller.stock.product')}
        value={String(chosen?.id ?? '')}
        onChange={(v) => onChange(Number(v))}
        placeholder={t('seller.stock.choose')}
        options={options.map((p) => ({
          value: String(p.id),
          label: t('seller.stock.option', { name: p.name, n: p.stock }),
        }))}
        error={error}
      />
    </div>
  );
}
