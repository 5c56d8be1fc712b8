// Sort and filters of a product list (spec §2: newest, price high to low, price low to high;
// brand and price range). Prices are typed in the buyer's currency and sent in base minor units;
// the boxes show the filter in force again (after Apply the panel is drawn anew, and after a reload
// the filter comes from the URL). On a phone the panel is folded under a summary naming how many
// filters are on, so the products start on the first screen.
import { convertFromBase, formatMinor, parseAmount, typedToBase } from '@polymart/contract/money';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentCurrency, useCurrency } from '../lib/currency.ts';
import type { Filters, Sort } from '../lib/filters.ts';

/** The catalogue's orders with their labels; search puts its 'relevance' before them. */
export const SORTS: { value: Sort; label: string }[] = [
  { value: 'newest', label: 'category.sortNewest' },
  { value: 'price_desc', label: 'category.sortPriceDesc' },
  { value: 'price_asc', label: 'category.sortPriceAsc' },
  { value: 'best_selling', label: 'category.sortBestSelling' },
];

export function SortSelect<S extends string = Sort>({
  value,
  onChange,
  sorts = SORTS as { value: S; label: string }[],
}: {
  value: string;
  onChange: (sort: S) => void;
  sorts?: { value: S; label: string }[];
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <span className="field-inline">
      <label htmlFor={id}>{t('common.sortBy')}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value as S)}>
        {sorts.map((s) => (
          <option key={s.value} value={s.value}>
            {t(s.label)}
          </option>
        ))}
      </select>
    </span>
  );
}

export function FilterPanel<S extends string = Sort>({
  filters,
  brands,
  onChange,
}: {
  filters: Filters<S>;
  brands: { id: number; name: string; count: number }[];
  onChange: (f: Filters<S>) => void;
}) {
  const { t } = useTranslation();
  const currencyState = useCurrency();
  const currency = currentCurrency(currencyState);
  const id = useId();
  const toBase = (text: FormDataEntryValue | null) => {
    const minor = parseAmount(String(text ?? ''));
    // the smallest base amount that shows as the typed one, so the box shows the same amount back
    return minor === null ? undefined : typedToBase(minor, currency.rate);
  };
  const shown = (base?: number) => (base === undefined ? '' : formatMinor(convertFromBase(base, currency.rate), ''));
  const active = [filters.brand_id?.length, filters.min_price !== undefined, filters.max_price !== undefined].filter(
    Boolean,
  ).length;
  // open from the start where there is room beside the products (the desktop layout's width)
  const wide = typeof window !== 'undefined' && window.matchMedia('(min-width: 960px)').matches;
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const brand = Number(form.get('brand'));
    onChange({
      ...filters,
      brand_id: brand ? [brand] : undefined,
      min_price: toBase(form.get('min')),
      max_price: toBase(form.get('max')),
    });
  };
  return (
    <details className="filter-panel" open={wide || undefined}>
      <summary>
        {t('common.filters')}
        {active > 0 && <span className="badge-inline">{active}</span>}
      </summary>
      <form className="filters" onSubmit={submit} aria-label={t('common.filters')}>
        <span className="field-inline">
          <label htmlFor={`${id}-brand`}>{t('category.brand')}</label>
          <select id={`${id}-brand`} name="brand" defaultValue={filters.brand_id?.[0] ?? ''}>
            <option value="">{t('category.allBrands')}</option>
            {brands.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name} ({b.count})
              </option>
            ))}
          </select>
        </span>
        <fieldset className="price-range">
          <legend>
            {t('category.priceRange')} ({currency.symbol})
          </legend>
          <label className="visually-hidden" htmlFor={`${id}-min`}>
            {t('category.minPrice')}
          </label>
          <input
            id={`${id}-min`}
            name="min"
            inputMode="decimal"
            placeholder={t('category.minPrice')}
            size={8}
            defaultValue={shown(filters.min_price)}
          />
          <span aria-hidden="true">–</span>
          <label className="visually-hidden" htmlFor={`${id}-max`}>
            {t('category.maxPrice')}
          </label>
          <input
            id={`${id}-max`}
            name="max"
            inputMode="decimal"
            placeholder={t('category.maxPrice')}
            size={8}
            defaultValue={shown(filters.max_price)}
          />
        </fieldset>
        <button type="submit" className="btn">
          {t('common.apply')}
        </button>
        <button type="reset" className="btn btn-ghost" onClick={() => onChange({ sort: filters.sort })}>
          {t('common.reset')}
        </button>
      </form>
    </details>
  );
}
