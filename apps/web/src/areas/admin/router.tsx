// Hash-mode router of the admin area (spec §2: hash mode, like the other areas): the inbox first,
// then every other screen of the backend (paths.ts), each loading lazily (the finance and report
// pages bring chart.js; an operator deciding requests never downloads it).
import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { RouteError } from '../../components/route-error.tsx';
import { LineSkeleton } from '../../components/states.tsx';
import { screen } from '../../lib/lazy-screen.ts';
import { AdminApp } from './admin-app.tsx';
import { Inbox } from './inbox.tsx';
import { adminPaths } from './paths.ts';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <AdminApp />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LineSkeleton lines={4} />,
    children: [
      { index: true, element: <Navigate to={adminPaths.inbox} replace /> },
      { path: 'inbox', element: <Inbox /> },
      screen('dashboard', () => import('./routes/dashboard.tsx')),
      screen('orders', () => import('./routes/orders.tsx')),
      screen('orders/:id', () => import('./routes/order-detail.tsx')),
      screen('refunds', () => import('./routes/refunds.tsx')),
      screen('tickets', () => import('./routes/tickets.tsx')),
      screen('tickets/:id', () => import('./routes/ticket-detail.tsx')),
      screen('conversations', () => import('./routes/reported-conversations.tsx')),
      screen('users', () => import('./routes/users.tsx')),
      screen('users/:id', () => import('./routes/user-detail.tsx')),
      screen('shops', () => import('./routes/shops.tsx')),
      screen('shops/:id', () => import('./routes/shop-detail.tsx')),
      screen('products', () => import('./routes/products.tsx')),
      screen('reviews', () => import('./routes/reviews.tsx')),
      screen('coupons', () => import('./routes/coupons.tsx')),
      screen('campaigns', () => import('./routes/campaigns.tsx')),
      screen('catalogue', () => import('./routes/catalogue.tsx')),
      screen('content', () => import('./routes/content.tsx')),
      screen('currencies', () => import('./routes/currencies.tsx')),
      screen('finance', () => import('./routes/finance.tsx')),
      screen('commission', () => import('./routes/commission.tsx')),
      screen('reports', () => import('./routes/reports.tsx')),
      screen('staff', () => import('./routes/staff.tsx')),
      screen('audit', () => import('./routes/audit.tsx')),
      { path: '*', element: <Navigate to={adminPaths.inbox} replace /> },
    ],
  },
];

export const createAdminRouter = () => createHashRouter(routes);
