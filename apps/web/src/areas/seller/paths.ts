// The seller area's screens (hash routes). The storefront deep-links to #/orders and #/refunds.
export const sellerPaths = {
  dashboard: () => '/dashboard',
  products: () => '/products',
  newProduct: () => '/products/new',
  product: (id: number) => `/products/${id}`,
  importProducts: () => '/products/import',
  stock: () => '/stock',
  packingSlip: (id: number) => `/orders/${id}/slip`,
  reviews: () => '/reviews',
  coupons: () => '/coupons',
  /** Flash-deal enrolments (issue 16). */
  flashDeals: () => '/flash-deals',
  notices: () => '/notices',
  /** Conversations with buyers (issue 16); `id` opens one. */
  messages: (id?: number) => (id ? `/messages?id=${id}` : '/messages'),
  shop: () => '/shop',
  orders: (tab?: string) => (tab && tab !== 'all' ? `/orders?tab=${tab}` : '/orders'),
  order: (id: number) => `/orders/${id}`,
  refunds: (status?: string) => (status ? `/refunds?status=${status}` : '/refunds'),
  money: () => '/money',
  moneyStatement: () => '/money/statement',
  moneyWithdrawals: () => '/money/withdrawals',
} as const;
