// The catalogue's fixed value lists, apart from its schemas: a storefront screen that only needs a
// list (the sort choices) imports this file and does not download the validator library with it.

export const PRODUCT_SORTS = ['newest', 'price_desc', 'price_asc', 'best_selling'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const AD_POSITIONS = ['top', 'center_top', 'center', 'center_bottom', 'bottom'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];

export const POLICY_SLUGS = ['terms', 'support', 'return', 'privacy', 'about_us'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];
