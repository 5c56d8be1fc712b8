// Variants as grouped siblings: this product may join the group of another of the seller's
// products ("Variant of"), found by name; the group's other members are listed with their labels.
// Each member keeps its own price, stock and photos; buyers switch between them on the product page.
import type { SellerVariantSibling } from '@polymart/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../components/search-select.tsx';
import { fetchSellerProducts, SELLER_PRODUCTS } from './api.ts';

/** A sibling's name with its label, unless the name says it already. */
const withLabel = (s: SellerVariantSibling) =>
  s.variant_label && !s.name.includes(s.variant_label) ? `${s.name} · ${s.variant_label}` : s.name;

export function VariantField({
  value,
  onChange,
  self,
  siblings,
  error,
}: {
  value: string;
  onChange: (id: string) => void;
  /** the product being edited (not offered as its own sibling) */
  self: number | null;
  siblings: SellerVariantSibling[];
  error?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const deferred = useDeferredValue(keyword.trim());
  const found = useQuery({
    queryKey: [SELLER_PRODUCTS, 'variant-choices', deferred],
    queryFn: ({ signal }) => fetchSellerProducts({ keyword: deferred || undefined }, 1, signal, 30),
  });
  const choices = (found.data?.items ?? []).filter((p) => p.id !== self && p.status !== 'rejected');
  const known = [...siblings.map((s) => ({ id: s.id, name: withLabel(s) })), ...choices];
  // the chosen one stays in the list even when the search no longer finds it
  const options = known.filter((p, i) => known.findIndex((q) => q.id === p.id) === i);
  if (value && !options.some((p) => String(p.id) === value)) options.unshift({ id: Number(value), name: `#${value}` });
  return (
    <fieldset className="sp-fieldset">
      <legend>{t('seller.products.form.variants')}</legend>
      <p className="small muted">{t('seller.products.form.variantsHint')}</p>
      <SearchSelect
        searchLabel={t('seller.products.form.variantSearch')}
        typed={keyword}
        onType={setKeyword}
        label={t('seller.products.form.variantOf')}
        name="variant_of"
        value={value}
        onChange={onChange}
        placeholder={t('seller.products.form.notVariant')}
        options={options.map((p) => ({ value: String(p.id), label: `${p.name} (#${p.id})` }))}
        error={error}
      />
      {siblings.length > 0 && (
        <>
          <p className="small">{t('seller.products.form.siblings')}</p>
          <ul className="sp-siblings">
            {siblings.map((s) => (
              <li key={s.id}>
                {s.variant_label || s.name} <span className="muted">· {t(`seller.products.status.${s.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  );
}
