// Shapes of the catalogue API's answers (apps/api/src/modules/catalog), as the storefront reads them.
import type { Paged } from '@polymart/contract';

export interface ProductItem {
  id: number;
  shop_id: number;
  category_id: number;
  brand_id: number | null;
  name: string;
  short_description: string;
  price: number;
  deal_price: number | null;
  stock: number;
  image: string;
  thumb: string;
  sales: number;
  rating: number;
  review_count: number;
  is_new: boolean;
  is_hot: boolean;
  is_recommended: boolean;
}

export interface Category {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  icon: string;
  product_count: number;
  children?: Category[];
}

export interface Brand {
  id: number;
  slug: string;
  name: string;
  logo: string;
  description: string;
  product_count: number;
}

export interface Review {
  id: number;
  user_name: string;
  rating: number;
  remark: string;
  created_at: string;
}

export interface ProductDetail {
  product: ProductItem & {
    description: string;
    category_name: string;
    brand_name: string | null;
    deal_ends_at: string | null;
    images: { small: string; medium: string; large: string }[];
  };
  shop: { id: number; name: string; slug: string; logo: string; rating: number };
  related: ProductItem[];
  best_sellers: ProductItem[];
  reviews: Paged<Review> & { average: number; distribution: Record<string, number> };
}

export interface CategoryPage {
  category: Category;
  parent: Category | null;
  brands: { id: number; name: string; count: number }[];
  price_range: { min: number; max: number };
  products: Paged<ProductItem>;
}

export interface ShopPage {
  shop: {
    id: number;
    slug: string;
    name: string;
    logo: string;
    description: string;
    rating: number;
    product_count: number;
    created_at: string;
  };
  products: Paged<ProductItem>;
}

export interface FlashDeal {
  id: number;
  title: string;
  ends_at: string;
  server_time: string;
  items: (ProductItem & { deal_price: number; left: number; quantity_cap: number })[];
}

export type SearchResult = Paged<ProductItem> & { total_capped: boolean };

export type Sort = 'newest' | 'price_desc' | 'price_asc' | 'best_selling';
export interface Filters {
  sort: Sort;
  brand_id?: number[];
  min_price?: number;
  max_price?: number;
}
