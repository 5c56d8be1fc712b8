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
      // no dashboard yet (a later issue brings its API): the area opens at the orders
      { index: true, element: <Navigate to="/orders" replace /> },
      screen('orders', () => import('./routes/orders.tsx')),
      screen('orders/:id', () => import('./routes/order-detail.tsx')),
      screen('refunds', () => import('./routes/refunds.tsx')),
      screen('*', () => import('./routes/not-found.tsx')),
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
