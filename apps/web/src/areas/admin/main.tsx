// The admin area's own entry (DESIGN §4): served at /admin/, built separately, so storefront
// visitors never download it. It shares the API client, i18n, currency and design system.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from '../../components/toaster.tsx';
import { initI18n } from '../../i18n/index.ts';
import { initCurrency } from '../../lib/currency.ts';
import { restoreSession } from '../../lib/session.ts';
import '../../styles/app.css';
import { createAdminRouter } from './router.tsx';

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
await Promise.all([initI18n({ areas: true }), initCurrency(), restoreSession()]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createAdminRouter()} />
      <Toaster />
    </QueryClientProvider>
  </StrictMode>,
);
