// Hash-mode router of the admin area (spec §2: hash mode, like the other areas): the inbox first,
// then the finance view, the commission rules and the staff, which load lazily (the finance page brings
// chart.js; an operator deciding requests never downloads it).
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
      screen('finance', () => import('./routes/finance.tsx')),
      screen('commission', () => import('./routes/commission.tsx')),
      screen('staff', () => import('./routes/staff.tsx')),
      { path: '*', element: <Navigate to={adminPaths.inbox} replace /> },
    ],
  },
];

export const createAdminRouter = () => createHashRouter(routes);
