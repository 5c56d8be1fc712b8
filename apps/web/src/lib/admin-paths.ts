// The admin area's screens as hash routes (#/inbox, #/users/12 ...): the area's router and menu
// use them, and features link to an admin detail page with them (features sit below the areas).
export const adminPaths = {
  dashboard: '/dashboard',
  inbox: '/inbox',
  orders: '/orders',
  refunds: '/refunds',
  users: '/users',
  shops: '/shops',
  products: '/products',
  reviews: '/reviews',
  coupons: '/coupons',
  /** Flash-deal campaigns (issue 16). */
  campaigns: '/campaigns',
  catalogue: '/catalogue',
  content: '/content',
  currencies: '/currencies',
  finance: '/finance',
  commission: '/commission',
  reports: '/reports',
  staff: '/staff',
  audit: '/audit',
  tickets: '/tickets',
  conversations: '/conversations',
} as const;
export type AdminScreen = keyof typeof adminPaths;

/** A detail page's address: `#/users/12`, `#/shops/3`, `#/orders/40`. */
export const adminDetail = (screen: 'users' | 'shops' | 'orders' | 'products', id: number) =>
  `${adminPaths[screen]}/${id}`;
