// Hash-mode router (spec §2). Screens load lazily; a load that passes 60 s fails with a retry
// message (route-error.tsx) instead of spinning for ever.
import { createHashRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error.tsx';
import { lazyScreen, screen } from '../../lib/lazy-screen.ts';
import { PageSkeleton } from './page-skeleton.tsx';
import { Shell } from './shell.tsx';

const home = () => import('./routes/home.tsx');
const cart = () => import('./routes/cart.tsx');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSkeleton />,
    children: [
      { index: true, lazy: lazyScreen(home) },
      screen('pages/home/home', home),
      screen('pages/category/category', () => import('./routes/category-list.tsx')),
      screen('pages/category/detail', () => import('./routes/category-detail.tsx')),
      screen('pages/category/brands', () => import('./routes/brands.tsx')),
      screen('pages/category/brand', () => import('./routes/brand.tsx')),
      screen('pages/category/recommend', () => import('./routes/recommend.tsx')),
      screen('pages/flash/deals', () => import('./routes/flash-deals.tsx')),
      screen('pages/search/search', () => import('./routes/search.tsx')),
      screen('pages/prouduct/detail', () => import('./routes/product.tsx')),
      screen('pages/shop/detail', () => import('./routes/shop.tsx')),
      screen('pages/shop/create', () => import('./routes/shop-create.tsx')),
      screen('pages/blog/blog', () => import('./routes/blog.tsx')),
      screen('pages/blog/detail', () => import('./routes/blog-post.tsx')),
      screen('pages/policy/:slug', () => import('./routes/policy.tsx')),
      screen('pages/index/index', () => import('./routes/template.tsx')),
      screen('choose-location', () => import('./routes/location.tsx')),
      screen('open-location', () => import('./routes/location.tsx')),
      screen('pages/users/login', () => import('./routes/login.tsx')),
      screen('pages/users/register', () => import('./routes/register.tsx')),
      screen('pages/users/forgot', () => import('./routes/forgot.tsx')),
      screen('pages/users/tiktok', () => import('./routes/tiktok.tsx')),
      screen('pages/mine/dashboard', () => import('./routes/dashboard.tsx')),
      // spec §2: the desktop version of the account page (the desktop header links here)
      screen('pages/mine/pc_mine', () => import('./routes/dashboard.tsx')),
      screen('pages/mine/confing', () => import('./routes/profile.tsx')),
      screen('pages/mine/address', () => import('./routes/addresses.tsx')),
      screen('pages/mine/notices', () => import('./routes/notices.tsx')),
      screen('pages/mine/messages', () => import('./routes/messages.tsx')),
      screen('pages/mine/conversation', () => import('./routes/conversation.tsx')),
      screen('pages/mine/wallet', () => import('./routes/wallet.tsx')),
      screen('pages/mine/affiliate', () => import('./routes/affiliate.tsx')),
      screen('pages/mine/wishlist', () => import('./routes/wishlist.tsx')),
      screen('pages/mine/compare', () => import('./routes/compare.tsx')),
      screen('pages/mine/refund_sent', () => import('./routes/refund-sent.tsx')),
      screen('pages/mine/tickets', () => import('./routes/tickets.tsx')),
      screen('pages/mine/ticket', () => import('./routes/ticket.tsx')),
      screen('pages/cart/cart', cart),
      screen('pages/cart/mycart', cart),
      screen('pages/cart/edit', () => import('./routes/cart-edit.tsx')),
      screen('pages/cart/delivery', () => import('./routes/checkout-delivery.tsx')),
      screen('pages/cart/pay', () => import('./routes/checkout-pay.tsx')),
      screen('pages/cart/placed', () => import('./routes/order-placed.tsx')),
      screen('pages/history/purchase', () => import('./routes/purchase.tsx')),
      screen('pages/history/detail', () => import('./routes/order-detail.tsx')),
      screen('pages/users/404', () => import('./routes/not-found.tsx')),
      screen('*', () => import('./routes/not-found.tsx')),
    ],
  },
];

export const createRouter = () => createHashRouter(routes);

/**
 * Starts downloading the screen the address opens while the launch steps (language, currency,
 * session) run, instead of after them: the router's own load of it then finds it fetched.
 */
export function preloadScreen(hash: string): void {
  const path = hash.replace(/^#/, '').split('?')[0] || '/';
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}
