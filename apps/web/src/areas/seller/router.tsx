// Hash-mode router of the seller area (spec §2: hash mode, like the storefront). Screens load
// lazily; one that takes more than 60 s fails with a retry message instead of spinning for ever.
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error.tsx';
import { LineSkeleton } from '../../components/states.tsx';
import { screen } from '../../lib/lazy-screen.ts';
import { SellerShell } from './shell.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SellerShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LineSkeleton lines={4} />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      screen('dashboard', () => import('./routes/dashboard.tsx')),
      screen('products', () => import('./routes/products.tsx')),
      screen('products/new', () => import('./routes/product-edit.tsx')),
      screen('products/import', () => import('./routes/products-import.tsx')),
      screen('products/:id', () => import('./routes/product-edit.tsx')),
      screen('stock', () => import('./routes/stock.tsx')),
      screen('orders', () => import('./routes/orders.tsx')),
      screen('orders/:id', () => import('./routes/order-detail.tsx')),
      screen('orders/:id/slip', () => import('./routes/packing-slip.tsx')),
      screen('refunds', () => import('./routes/refunds.tsx')),
      screen('money', () => import('./routes/money.tsx')),
      screen('money/statement', () => import('./routes/money-statement.tsx')),
      screen('money/withdrawals', () => import('./routes/money-withdrawals.tsx')),
      screen('reviews', () => import('./routes/reviews.tsx')),
      screen('coupons', () => import('./routes/coupons.tsx')),
      screen('flash-deals', () => import('./routes/flash-deals.tsx')),
      screen('notices', () => import('./routes/notices.tsx')),
      screen('messages', () => import('./routes/messages.tsx')),
      screen('shop', () => import('./routes/shop.tsx')),
      screen('*', () => import('./routes/not-found.tsx')),
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
