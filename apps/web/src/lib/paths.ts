// The storefront's routes, with the spec's paths as written (including /pages/prouduct/detail).
export const paths = {
  home: '/pages/home/home',
  categories: '/pages/category/category',
  category: (idOrSlug: number | string) =>
    `/pages/category/detail?${typeof idOrSlug === 'number' ? 'id' : 'slug'}=${idOrSlug}`,
  brands: '/pages/category/brands',
  brand: (id: number) => `/pages/category/brand?id=${id}`,
  recommend: '/pages/category/recommend',
  search: (keyword?: string) =>
    keyword ? `/pages/search/search?keyword=${encodeURIComponent(keyword)}` : '/pages/search/search',
  product: (id: number) => `/pages/prouduct/detail?id=${id}`,
  shop: (id: number | string) => `/pages/shop/detail?id=${id}`,
  /** Shop creation (the store registration): how a customer becomes a seller. */
  shopCreate: '/pages/shop/create',
  /** Flash deals running now, with their countdowns (issue 16). */
  flashDeals: '/pages/flash/deals',
  blog: '/pages/blog/blog',
  blogPost: (id: number) => `/pages/blog/detail?id=${id}`,
  policy: (slug: 'terms' | 'support' | 'return' | 'privacy' | 'about_us') => `/pages/policy/${slug}`,
  template: '/pages/index/index',
  notFound: '/pages/users/404',
  login: '/pages/users/login',
  /** Sign in, then come back to a storefront path (checkout asks visitors to sign in). */
  loginThen: (back: string) => `/pages/users/login?redirect=${encodeURIComponent(back)}`,
  register: '/pages/users/register',
  forgot: '/pages/users/forgot',
  cart: '/pages/cart/cart',
  myCart: '/pages/cart/mycart',
  cartEdit: '/pages/cart/edit',
  checkoutDelivery: (search = '') => `/pages/cart/delivery${search}`,
  checkoutPay: (search = '') => `/pages/cart/pay${search}`,
  /** After paying (issue 17): the orders one checkout placed, one per shop. */
  orderPlaced: (ids: number[]) => `/pages/cart/placed?orders=${ids.join(',')}`,
  purchase: (tab?: string) => (tab && tab !== 'all' ? `/pages/history/purchase?tab=${tab}` : '/pages/history/purchase'),
  order: (id: number, action?: 'pay') => `/pages/history/detail?id=${id}${action ? `&action=${action}` : ''}`,
  mine: '/pages/mine/dashboard',
  pcMine: '/pages/mine/pc_mine',
  profile: '/pages/mine/confing',
  addresses: '/pages/mine/address',
  notices: '/pages/mine/notices',
  /** The buyer's conversations with shops (issue 16). */
  messages: '/pages/mine/messages',
  conversation: (id: number, about?: { product?: number; order?: number }) =>
    `/pages/mine/conversation?id=${id}${about?.product ? `&product=${about.product}` : ''}${about?.order ? `&order=${about.order}` : ''}`,
  wallet: '/pages/mine/wallet',
  /** The customer's invitation code, share links and earnings (issue 16). */
  affiliate: '/pages/mine/affiliate',
  wishlist: '/pages/mine/wishlist',
  compare: '/pages/mine/compare',
  refundSent: '/pages/mine/refund_sent',
  /** Support tickets (account menu): the list and new-ticket form, and one ticket's thread. */
  tickets: '/pages/mine/tickets',
  ticket: (id: number) => `/pages/mine/ticket?id=${id}`,
  chooseLocation: '/choose-location',
  openLocation: '/open-location',
} as const;

export const POLICY_SLUGS = ['terms', 'support', 'return', 'privacy', 'about_us'] as const;
