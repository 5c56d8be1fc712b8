// Picks one of the seller's products: a search box narrows the list, the list names each product
// with its stock. The chosen product stays listed even when a new search leaves it out.
import type { SellerProduct } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/form-field.tsx';
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
  const id = useId();
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
      <div className="field">
        <label htmlFor={`${id}-q`}>{t('seller.stock.search')}</label>
        <input
          id={`${id}-q`}
          type="search"
          value={typed}
          autoComplete="off"
          maxLength={100}
          aria-describedby={`${id}-found`}
          onChange={(e) => setTyped(e.target.value)}
        />
        <p id={`${id}-found`} className="small muted" aria-live="polite">
          {found.data ? t('seller.stock.found', { n: found.data.total }) : ''}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-p`}>{t('seller.stock.product')}</label>
        <select
          id={`${id}-p`}
          value={chosen?.id ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          <option value="">{t('seller.stock.choose')}</option>
          {options.map((p) => (
            <option key={p.id} value={p.id}>
              {t('seller.stock.option', { name: p.name, n: p.stock })}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-err`} text={error} />
      </div>
    </div>
  );
}
