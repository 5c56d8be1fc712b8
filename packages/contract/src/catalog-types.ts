// Shapes of the catalogue and content answers, shared by the server (which builds them) and the
// storefront (which reads them). Money fields are base-currency minor units; image fields are
// paths relative to the static base url of get_currency.
import type { AdPosition } from './catalog.ts';
import type { Paged } from './common.ts';
import type { DeliveryOption } from './orders.ts';
import type { ProductVariantChoice } from './seller-products.ts';
import type { ShopVacation } from './shop-settings.ts';

export interface ProductItem {
  id: number;
  shop_id: number;
  category_id: number;
  brand_id: number | null;
  name: string;
  short_description: string;
  price: number;
  /** The running flash deal's price, when the product is in one with units left. */
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
  /** While the product's shop is on vacation: its last day away (YYYY-MM-DD); the product ships after it. */
  away_until: string | null;
  /** The shop's default delivery method costs nothing for one unit at today's price (issue 17: the card's tag). */
  free_delivery: boolean;
}

/** A product as the compare screen shows it side by side. */
export interface CompareItem extends ProductItem {
  brand: string | null;
  category: string;
  shop: { id: number; name: string };
  sku: string;
  /** Basis points of the price (1000 = 10%). */
  tax_rate: number;
  description: string;
}

export interface Category {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  icon: string;
  banner: string;
  product_count: number;
  children?: Category[];
}

export interface Brand {
  id: number;
  slug: string;
  name: string;
  logo: string;
  description: string;
  is_top: boolean;
  product_count: number;
}

export interface Shop {
  id: number;
  slug: string;
  name: string;
  logo: string;
  banner: string;
  description: string;
  /** the shop's return policy in the caller's language, English when not translated ('' when none) */
  return_policy: string;
  vacation: ShopVacation | null;
  rating: number;
  product_count: number;
  sales: number;
  created_at: string;
}

export interface Review {
  id: number;
  user_name: string;
  avatar: string;
  rating: number;
  remark: string;
  /** Upload paths of the buyer's photos. */
  photos: string[];
  /** The seller's one reply, if any. */
  reply: string | null;
  created_at: string;
}

export interface ReviewPage extends Paged<Review> {
  average: number;
  distribution: Record<string, number>;
}

/** A delivery method as the product page quotes it: checkout's option, `charged` for one unit's order. */
export type ProductDelivery = DeliveryOption;

export interface ProductDetail {
  product: ProductItem & {
    description: string;
    category_name: string;
    brand_name: string | null;
    deal_ends_at: string | null;
    deal_remaining: number | null;
    images: { small: string; medium: string; large: string }[];
  };
  shop: { id: number; name: string; slug: string; logo: string; rating: number; vacation: ShopVacation | null };
  /** the product's variants on sale (itself included, marked current); empty when it has none */
  variants: ProductVariantChoice[];
  /**
   * How the shop delivers (its own methods, else the platform's), the default first, as checkout
   * offers them; `charged` is the fee for one unit at today's price. Fees do not depend on the
   * address; the page counts the days from today for the buyer's address or chosen place.
   */
  delivery: ProductDelivery[];
  related: ProductItem[];
  best_sellers: ProductItem[];
  reviews: ReviewPage;
}

export interface CategoryPage {
  category: Category;
  parent: Category | null;
  brands: { id: number; name: string; count: number }[];
  price_range: { min: number; max: number };
  products: Paged<ProductItem>;
}

/** A brand the results of a search hold, with how many of them (the search's brand filter offers these). */
export interface SearchBrand {
  id: number;
  name: string;
  count: number;
}

export interface SearchResult extends Paged<ProductItem> {
  /** The total was counted up to a limit (a broad word): at least this many match. */
  total_capped: boolean;
  /** First page only: the brands among the matches, whatever filters are in force. */
  brands?: SearchBrand[];
}

export interface FlashDeal {
  id: number;
  slug: string;
  title: string;
  banner: string;
  starts_at: string;
  ends_at: string;
  server_time: string;
  items: (ProductItem & { deal_price: number; quantity_cap: number; left: number })[];
}

export interface Ad {
  id: number;
  position: AdPosition;
  image: string;
  link: string;
  title: string;
  subtitle: string;
}

export interface Policy {
  slug: string;
  lang: string;
  title: string;
  body: string;
  updated_at: string;
}

export interface BlogItem {
  id: number;
  slug: string;
  category_id: number;
  category_name: string;
  title: string;
  summary: string;
  image: string;
  author: string;
  published_at: string;
}
