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

export interface ShopPage {
  shop: Shop;
  products: Paged<ProductItem>;
}

export type Sort = 'newest' | 'price_desc' | 'price_asc' | 'best_selling';
export interface Filters {
  sort: Sort;
  brand_id?: number[];
  min_price?: number;
  max_price?: number;
}
