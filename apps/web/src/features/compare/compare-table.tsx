// Up to four products side by side: a column each (image, name, remove), a row per field. Rows
// whose values differ are marked with the word "differs" in their header, so the mark is read out
// and does not rest on colour. On a phone the table scrolls sideways with the field names fixed.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PriceTag, ProductImage } from '../../components/product-image.tsx';
import { Stars } from '../../components/stars.tsx';
import { useNumbers } from '../../lib/numbers.ts';
import { paths } from '../../lib/paths.ts';
import type { CompareItem } from './api.ts';
import { COMPARE_FIELDS, type CompareField, differs } from './compare-rows.ts';

function Cell({ item, field }: { item: CompareItem; field: CompareField }): ReactNode {
  const { t } = useTranslation();
  const n = useNumbers();
  switch (field) {
    case 'price':
      return <PriceTag price={item.price} dealPrice={item.deal_price} />;
    case 'brand':
      return item.brand ?? '—';
    case 'category':
      return <Link to={paths.category(item.category_id)}>{item.category}</Link>;
    case 'shop':
      return <Link to={paths.shop(item.shop.id)}>{item.shop.name}</Link>;
    case 'rating':
      return (
        <>
          <Stars rating={item.rating} /> {n.decimal(item.rating)}{' '}
          <span className="small muted">({t('product.reviewCount', n.counted(item.review_count))})</span>
        </>
      );
    case 'stock':
      return item.stock > 0 ? t('common.inStock', { count: item.stock }) : t('common.outOfStock');
    case 'sku':
      return item.sku || '—';
    case 'tax':
      return t('compare.taxRate', { rate: item.tax_rate / 100 });
  }
}

export function CompareTable({ items, onRemove }: { items: CompareItem[]; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    // focusable so that keyboard users can scroll it sideways
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus (WCAG 2.1.1)
    <section className="compare-scroll" aria-label={t('compare.tableLabel')} tabIndex={0}>
      <table className="compare-table">
        <caption className="visually-hidden">{t('compare.caption', { count: items.length })}</caption>
        <thead>
          <tr>
            <td />
            {items.map((item) => (
              <th key={item.id} scope="col">
                <div className="compare-head">
                  <ProductImage path={item.image} alt="" sizes="160px" />
                  <Link to={paths.product(item.id)}>{item.name}</Link>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-label={t('compare.removeOne', { name: item.name })}
                    onClick={() => onRemove(item.id)}
                  >
                    {t('compare.remove')}
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_FIELDS.map((field) => {
            const different = differs(items, field);
            return (
              <tr key={field} className={different ? 'compare-differs' : undefined}>
                <th scope="row">
                  {t(`compare.field.${field}`)}
                  {different && <span className="differs-tag">{t('compare.differs')}</span>}
                </th>
                {items.map((item) => (
                  <td key={item.id}>
                    <Cell item={item} field={field} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
