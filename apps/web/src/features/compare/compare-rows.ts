// What the compare screen lines up, and which rows differ. A row differs when its products do
// not all have the same value; the screen marks those rows in words as well as in colour.
import type { CompareItem } from './api.ts';

export const COMPARE_FIELDS = ['price', 'brand', 'category', 'shop', 'rating', 'stock', 'sku', 'tax'] as const;
export type CompareField = (typeof COMPARE_FIELDS)[number];

/** The value a row compares: what the buyer would pay, not the list price, when a deal runs. */
export function compareValue(item: CompareItem, field: CompareField): string | number {
  switch (field) {
    case 'price':
      return item.deal_price ?? item.price;
    case 'brand':
      return item.brand ?? '';
    case 'category':
      return item.category;
    case 'shop':
      return item.shop.id;
    case 'rating':
      return item.rating;
    case 'stock':
      return item.stock;
    case 'sku':
      return item.sku;
    case 'tax':
      return item.tax_rate;
  }
}

export function differs(items: CompareItem[], field: CompareField): boolean {
  return items.length > 1 && new Set(items.map((i) => compareValue(i, field))).size > 1;
}
