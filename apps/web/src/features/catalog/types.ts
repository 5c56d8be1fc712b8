// The catalogue's answers are typed in the contract, shared with the server that builds them.
export type {
  Brand,
  Category,
  CategoryPage,
  FlashDeal,
  ProductDetail,
  ProductItem,
  Review,
  SearchResult,
} from '@polymart/contract';

import type { Paged, ProductItem, Shop } from '@polymart/contract';

export type { Filters, Sort } from '../../lib/filters.ts';

export interface ShopPage {
  shop: Shop;
  products: Paged<ProductItem>;
}
