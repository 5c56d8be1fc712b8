// The seller area's own entry (DESIGN §4): served at /seller/ and on the `seller.` host, built as
// its own entry so storefront visitors never download it. It shares the API client, i18n,
// currency, session and design system with the other areas.
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { initI18n } from '../../i18n/index.ts';
import { setRelaunch } from '../../lib/api.ts';
import { initCurrency } from '../../lib/currency.ts';
import { sessionStore } from '../../lib/session.ts';
import '../../styles/app.css';
import '../../styles/checkout.css';
import '../../styles/orders.css';
import '../../styles/after-sales.css';
import '../../styles/seller.css';
import '../../styles/seller-dashboard.css';
import '../../styles/seller-products.css';
import '../../styles/seller-import.css';
import '../../styles/seller-shop.css';
import '../../styles/seller-engagement.css';
import { watchRefusal } from './access.ts';
import { createRouter } from './router.tsx';
import { startSession } from './session-start.ts';

// An invalid or expired session (spec §8: 1000004, 1100003, 2000017) has already been cleared by the
// API client; here it shows this area's sign-in form in place instead of relaunching at the
// storefront's login page, and the screen asked for comes back after signing in.
setRelaunch(() => sessionStore.set(null));

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
  queryCache: new QueryCache({ onError: watchRefusal }),
  mutationCache: new MutationCache({ onError: watchRefusal }),
});

// the currency list failing leaves prices in the base currency (USD): sellers can still work
await Promise.all([initI18n({ areas: true }), initCurrency()]);
await startSession();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={createRouter()} />
    </QueryClientProvider>
  </StrictMode>,
);
