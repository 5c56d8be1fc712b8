// first: starts the language's texts, the landing screen and its data before the libraries run
import './early.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { i18next } from '../../i18n/index.ts';
import { setEarlyAnswers } from '../../lib/api.ts';
import { nextTask } from '../../lib/stages.tsx';
import { earlyAnswers } from './early.ts';
import { launch } from './launch.ts';
import { createRouter, preloadScreen } from './router.tsx';
import '../../styles/app.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
});

setEarlyAnswers(earlyAnswers);
const root = document.getElementById('root')!;
preloadScreen(window.location.hash);
const ok = await launch(queryClient);
if (ok) {
  const router = createRouter();
  // the first draw in a task of its own: with the launch's last step it was one long task
  await nextTask();
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
} else {
  // Spec §4: the app mounts only when the currency list answers. Say so, with a way to retry.
  const page = document.createElement('main');
  page.className = 'page boot-error';
  const text = document.createElement('p');
  text.textContent = i18next.t('generic.interface_error');
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'btn';
  retry.textContent = i18next.t('common.retry');
  retry.addEventListener('click', () => window.location.reload());
  page.append(text, retry);
  root.replaceChildren(page);
}
